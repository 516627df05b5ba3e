import { type Kysely, sql } from 'kysely';

/**
 * A payment and a quote each read from their own row. `GET /transactions/{id}` joined the
 * customer (for its `platformCustomerId`) and the quote (for its `paymentInstructions`), and
 * `GET /quotes/{id}` joined its transaction (for the status it shows): PostgreSQL spent a fifth
 * more per read on the joins than on the row (docs/performance.md, Reads).
 *
 * What a payment copies is fixed by the time it is created: a customer's `platformCustomerId`
 * is chosen at its creation and never changes, and a quote's instructions are final once its
 * payer authorized it, which comes before any payment of it (a held realtime funding cannot be
 * paid). The payment keeps the customer's id in a column (lists filter on it) and the
 * instructions in its details.
 *
 * A quote's transaction status does change after the quote is executed: the code writes it
 * when it records the execution, and a trigger copies every later change, since every write of
 * a payment's status must reach its quote and a trigger sees them all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table transactions add column platform_customer_id text`.execute(db);
  await sql`
    update transactions t set platform_customer_id = c.platform_customer_id
    from customers c where c.id = t.customer_id`.execute(db);
  await sql`
    update transactions t
    set details = t.details || jsonb_build_object('paymentInstructions', q.details->'paymentInstructions')
    from quotes q
    where q.id = t.quote_id and q.details ? 'paymentInstructions'`.execute(db);

  await sql`alter table quotes add column transaction_status text`.execute(db);
  await sql`
    update quotes q set transaction_status = t.status
    from transactions t where t.id = q.transaction_id`.execute(db);
  // Before the execution is recorded (quotes.transaction_id still null) there is nothing to copy
  // to: the execution writes the status it left the payment in.
  await sql`
    create function copy_status_to_quote() returns trigger language plpgsql as $$
    begin
      update quotes set transaction_status = new.status
      where id = new.quote_id and transaction_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger transactions_status_to_quote after update of status on transactions
    for each row when (new.quote_id is not null and old.status is distinct from new.status)
    execute function copy_status_to_quote()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger transactions_status_to_quote on transactions`.execute(db);
  await sql`drop function copy_status_to_quote()`.execute(db);
  await sql`alter table quotes drop column transaction_status`.execute(db);
  await sql`update transactions set details = details - 'paymentInstructions'`.execute(db);
  await sql`alter table transactions drop column platform_customer_id`.execute(db);
}
