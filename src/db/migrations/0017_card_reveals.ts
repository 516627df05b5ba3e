import { type Kysely, sql } from 'kysely';
import { belongsTo, tenantKeys } from './columns.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The number and security code the issuer gave a card, sealed (src/crypto/secret-box.ts).
  await sql`alter table cards add column sealed_pan text, add column sealed_cvv text`.execute(db);

  // Every reveal (spec 4.12: audit-logged with its actor); the link's token only as a hash.
  await sql`
    create table card_reveals (
      ${tenantKeys},
      ${belongsTo('card_id', 'cards')},
      actor text not null,
      token_hash text not null unique,
      expires_at timestamptz(3) not null,
      opened_at timestamptz(3),
      created_at timestamptz(3) not null
    )`.execute(db);
  await sql`create index card_reveals_card on card_reveals (card_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table card_reveals`.execute(db);
  await sql`alter table cards drop column sealed_pan, drop column sealed_cvv`.execute(db);
}
