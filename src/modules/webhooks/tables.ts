import type { ColumnType, Generated } from 'kysely';
import type { Db, Timestamp, Json, NullableTimestamp } from '../../db/schema.js';

/** The tables this module owns: only its files build queries on them. */
export interface WebhooksTables {
  events: EventsTable;
  webhook_attempts: WebhookAttemptsTable;
  webhook_signing_keys: WebhookSigningKeysTable;
}

/** The handle its stores build their queries on. */
export type WebhooksDb = Db<WebhooksTables>;

export type DeliveryStatus = 'PENDING' | 'DELIVERING' | 'DELIVERED' | 'FAILED' | 'UNDELIVERABLE';

export interface EventsTable {
  id: string;
  platform_id: string;
  type: string;
  resource_id: string;
  data: Json<unknown> | null;
  created_at: Timestamp;
  seq: Generated<bigint>;
  /** The recording transaction's id (xid8, as text); null for events older than migration 0029. */
  xid: Generated<string | null>;
  delivery_status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: NullableTimestamp;
  locked_until: NullableTimestamp;
  locked_by: ColumnType<number | null, number | null | undefined, number | null>;
  delivered_at: NullableTimestamp;
  last_error: string | null;
}

export interface WebhookAttemptsTable {
  id: string;
  event_id: string;
  platform_id: string;
  url: string | null;
  status_code: number | null;
  latency_ms: number;
  error: string | null;
  response_body: string | null;
  attempted_at: Timestamp;
}

export interface WebhookSigningKeysTable {
  platform_id: string;
  /** The PKCS #8 PEM, sealed (purpose `webhook-signing-key:<platform id>`). */
  sealed_private_key: string;
  public_key_pem: string;
  created_at: Timestamp;
}
