import { type Kysely, sql } from 'kysely';
import { belongsTo, platformColumn } from './columns.js';

// Sandbox Plaid Link: a link token a customer's bank connection starts with, used once by the
// callback that turns the linked bank account into a pull-capable USD external account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table plaid_link_tokens (
      token text primary key,
      ${platformColumn},
      ${belongsTo('customer_id', 'customers')},
      expires_at timestamptz(3) not null,
      used_at timestamptz(3),
      external_account_id uuid references external_accounts(id),
      created_at timestamptz(3) not null
    )`.execute(db);
  await sql`create index plaid_link_tokens_customer on plaid_link_tokens (platform_id, customer_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table plaid_link_tokens`.execute(db);
}
