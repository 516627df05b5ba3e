import { sql } from 'kysely';
import type { PlatformsDb } from './tables.js';

export interface PlatformRow {
  id: string;
  name: string;
}

export async function insertPlatform(
  db: PlatformsDb,
  platform: PlatformRow & { bootstrap: boolean },
  now: Date,
): Promise<PlatformRow | undefined> {
  // The bootstrap platform is unique: a second process inserting it at the same time gets nothing back.
  // The partial index's predicate is a literal, not a parameter: a prepared statement's generic
  // plan could not prove `bootstrap = $1` implies it and would find no arbiter index.
  return db
    .insertInto('platforms')
    .values({ ...platform, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('bootstrap').where('bootstrap', '=', sql.lit(true)).doNothing())
    .returning(['id', 'name'])
    .executeTakeFirst();
}

export async function findBootstrapPlatform(db: PlatformsDb): Promise<PlatformRow | undefined> {
  return db.selectFrom('platforms').select(['id', 'name']).where('bootstrap', '=', true).executeTakeFirst();
}
