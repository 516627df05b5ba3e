import { type Kysely, sql } from 'kysely';

/**
 * One foreign-key check per internal account instead of two. A customer's account referenced
 * its platform and its customer separately, and each check is a lookup and a row lock per
 * inserted row: the bulk import opens ten accounts per customer, and the platform's check was
 * a fifth of those inserts' time (docs/performance.md, Bulk import). One composite key to
 * `customers (platform_id, id)` checks the customer and proves it belongs to the account's
 * platform (the platform itself is the customer's own reference). A platform's own accounts
 * (no customer) keep their check through `platform_account_of`, which is null on customers'
 * accounts, so it costs them no lookup.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index customers_platform_id_id on customers (platform_id, id)`.execute(db);
  await sql`
    alter table internal_accounts
      drop constraint internal_accounts_platform_id_fkey,
      drop constraint internal_accounts_customer_id_fkey,
      add constraint internal_accounts_customer_fkey foreign key (platform_id, customer_id)
        references customers (platform_id, id) on delete cascade,
      add column platform_account_of uuid
        generated always as (case when customer_id is null then platform_id end) stored
        references platforms (id) on delete cascade`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table internal_accounts
      drop column platform_account_of,
      drop constraint internal_accounts_customer_fkey,
      add constraint internal_accounts_platform_id_fkey foreign key (platform_id)
        references platforms (id) on delete cascade,
      add constraint internal_accounts_customer_id_fkey foreign key (customer_id)
        references customers (id) on delete cascade`.execute(db);
  await sql`drop index customers_platform_id_id`.execute(db);
}
