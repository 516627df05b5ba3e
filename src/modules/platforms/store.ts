import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface PlatformRow {
  id: string;
  name: string;
}

export async function insertPlatform(
  db: Kysely<Database>,
  platform: PlatformRow & { bootstrap: boolean },
  now: Date,
): Promise<PlatformRow | undefined> {
  // The bootstrap platform is unique: a second process inserting it at the same time gets nothing back.
  return db
    .insertInto('platforms')
    .values({ ...platform, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('bootstrap').where('bootstrap', '=', true).doNothing())
    .returning(['id', 'name'])
    .executeTakeFirst();
}

export async function findBootstrapPlatform(db: Kysely<Database>): Promise<PlatformRow | undefined> {
  return db.selectFrom('platforms').select(['id', 'name']).where('bootstrap', '=', true).executeTakeFirst();
}
