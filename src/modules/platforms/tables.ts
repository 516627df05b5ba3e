import type { ColumnType } from 'kysely';
import type { Db, Timestamp } from '../../db/schema.js';

/** The tables this module owns: only its files build queries on them. */
export interface PlatformsTables {
  platforms: PlatformsTable;
}

/** The handle its stores build their queries on. */
export type PlatformsDb = Db<PlatformsTables>;

export interface PlatformsTable {
  id: string;
  name: string;
  bootstrap: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
