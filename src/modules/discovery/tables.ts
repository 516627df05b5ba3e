import type { Database, Db, Timestamp, Json } from '../../db/schema.js';

/** The tables this module owns: only its files build queries on them. */
export interface DiscoveryTables {
  receiver_lookups: ReceiverLookupsTable;
}

/**
 * The tables of other owners its queries read, each with why: besides its own, only these
 * compile in its stores.
 */
export interface DiscoveryReads {
  /** A UMA lookup finds the customer that receives at an address. */
  customers: Database['customers'];
  /** A UMA lookup matches the receiving platform by its domain. */
  platform_configs: Database['platform_configs'];
}

/** The handle its stores build their queries on. */
export type DiscoveryDb = Db<DiscoveryTables & DiscoveryReads>;

export interface ReceiverLookupsTable {
  id: string;
  platform_id: string;
  /** The UMA address or `ExternalAccount:<uuid>` looked up. */
  target: string;
  currencies: Json<string[]>;
  expires_at: Timestamp;
  created_at: Timestamp;
}
