import { type Insertable, sql } from 'kysely';
import type { DiscoveryDb, ReceiverLookupsTable } from './tables.js';

export interface UmaReceiverRow {
  id: string;
  platform_id: string;
  uma_address: string;
  currencies: string[] | null;
}

/**
 * The active customer (of any platform) holding this UMA address, case-insensitively, when the
 * address's domain is the UMA domain of some platform of this service. Served by the unique
 * index on lower(uma_address).
 */
export async function findActiveCustomerByUmaAddress(
  db: DiscoveryDb,
  address: string,
  domain: string,
): Promise<UmaReceiverRow | undefined> {
  return db
    .selectFrom('customers')
    .select(['id', 'platform_id', 'uma_address', 'currencies'])
    .where(sql<string>`lower(uma_address)`, '=', address.toLowerCase())
    .where('is_deleted', '=', sql.lit(false))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('platform_configs')
          .select(sql`1`.as('one'))
          .where(sql<string>`lower(uma_domain)`, '=', domain.toLowerCase()),
      ),
    )
    .executeTakeFirst();
}

/** Keeps a lookup, so that a quote naming its id can check it. */
export async function insertLookup(db: DiscoveryDb, lookup: Insertable<ReceiverLookupsTable>): Promise<void> {
  await db.insertInto('receiver_lookups').values(lookup).execute();
}
