import type { ColumnType } from 'kysely';
import type { Db, Timestamp, Json, NullableTimestamp } from '../db/schema.js';

/** The tables this kernel owns: only its files build queries on them. */
export interface JobsTables {
  jobs: JobsTable;
}

/** The handle its stores build their queries on. */
export type JobsDb = Db<JobsTables>;

export interface JobsTable {
  id: string;
  kind: string;
  platform_id: ColumnType<string | null, string | null | undefined, string | null>;
  payload: Json<unknown>;
  state: 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';
  run_at: Timestamp;
  locked_until: NullableTimestamp;
  locked_by: ColumnType<number | null, number | null | undefined, number | null>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
