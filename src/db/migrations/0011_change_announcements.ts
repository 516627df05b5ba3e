import { type Kysely, sql } from 'kysely';

// Processes keep copies of API tokens and platform configurations in memory
// (src/db/changes.ts). Any change of one, by the service or by hand in SQL, announces itself
// on commit, so every process drops its copy: the trigger sees every write, where code could
// forget one. Inserts announce nothing: a copy is only ever kept of a row that exists.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function announce_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('payments_service_changes', tg_argv[0] || ':' || (to_jsonb(old) ->> tg_argv[1]));
      if tg_op = 'UPDATE' and (to_jsonb(new) ->> tg_argv[1]) is distinct from (to_jsonb(old) ->> tg_argv[1]) then
        perform pg_notify('payments_service_changes', tg_argv[0] || ':' || (to_jsonb(new) ->> tg_argv[1]));
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger platform_configs_announce after update or delete on platform_configs
    for each row execute function announce_change('config', 'platform_id')`.execute(db);
  await sql`
    create trigger api_tokens_announce after update or delete on api_tokens
    for each row execute function announce_change('token', 'client_id')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger api_tokens_announce on api_tokens`.execute(db);
  await sql`drop trigger platform_configs_announce on platform_configs`.execute(db);
  await sql`drop function announce_change()`.execute(db);
}
