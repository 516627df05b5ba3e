import type { Database, Db, Timestamp, NullableTimestamp } from '../../db/schema.js';

/** The tables this module owns: only its files build queries on them. */
export interface InvitationsTables {
  invitations: InvitationsTable;
}

/**
 * The tables of other owners its queries read, each with why: besides its own, only these
 * compile in its stores.
 */
export interface InvitationsReads {
  /** Claiming an invitation checks the invitee. */
  customers: Database['customers'];
}

/** The handle its stores build their queries on. */
export type InvitationsDb = Db<InvitationsTables & InvitationsReads>;

export interface InvitationsTable {
  code: string;
  platform_id: string;
  inviter_uma: string;
  invitee_uma: string | null;
  first_name: string | null;
  amount_to_send: bigint | null;
  amount_currency: string | null;
  status: 'PENDING' | 'CLAIMED' | 'EXPIRED' | 'CANCELLED';
  expires_at: NullableTimestamp;
  claimed_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}
