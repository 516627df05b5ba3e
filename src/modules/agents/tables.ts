import type { ColumnType } from 'kysely';
import type { Db, Json, NullableTimestamp } from '../../db/schema.js';

/** The tables this module owns: only its files build queries on them. */
export interface AgentsTables {
  agents: AgentsTable;
  agent_device_codes: AgentDeviceCodesTable;
  agent_tokens: AgentTokensTable;
  agent_actions: AgentActionsTable;
  agent_quotes: AgentQuotesTable;
}

/** The handle its stores build their queries on. */
export type AgentsDb = Db<AgentsTables>;

export interface AgentsTable {
  id: string;
  platform_id: string;
  customer_id: string;
  name: string;
  is_paused: ColumnType<boolean, boolean | undefined, boolean>;
  policy: Json<Record<string, unknown>>;
  deleted_at: NullableTimestamp;
  created_at: Date;
  updated_at: Date;
}

export interface AgentDeviceCodesTable {
  code_hash: string;
  platform_id: string;
  agent_id: string;
  expires_at: Date;
  redeemed_at: NullableTimestamp;
  superseded_at: NullableTimestamp;
  created_at: Date;
}

export interface AgentTokensTable {
  token_hash: string;
  platform_id: string;
  agent_id: string;
  revoked_at: NullableTimestamp;
  created_at: Date;
}

export type AgentActionStatus = 'PENDING_APPROVAL' | 'APPROVED' | 'REJECTED' | 'FAILED';

export type AgentActionType = 'EXECUTE_QUOTE' | 'TRANSFER_OUT' | 'TRANSFER_IN';

export interface AgentActionsTable {
  id: string;
  platform_id: string;
  agent_id: string;
  customer_id: string;
  type: AgentActionType;
  status: AgentActionStatus;
  quote_id: string | null;
  transaction_id: string | null;
  transfer_details: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  /** What the action spends in its policy's limit currency (0 for a pull). */
  spend_amount: ColumnType<bigint, bigint, bigint>;
  spend_currency: string;
  rejection_reason: string | null;
  failure_reason: string | null;
  decided_at: NullableTimestamp;
  created_at: Date;
  updated_at: Date;
}

export interface AgentQuotesTable {
  quote_id: string;
  platform_id: string;
  agent_id: string;
  created_at: Date;
}
