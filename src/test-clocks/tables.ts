import type { ColumnType } from 'kysely';
import type { Db, Timestamp, NullableTimestamp } from '../db/schema.js';

/** The tables this kernel owns: only its files build queries on them. */
export interface TestClocksTables {
  test_clocks: TestClocksTable;
}

/** The handle its stores build their queries on. */
export type TestClocksDb = Db<TestClocksTables>;

export interface TestClocksTable {
  platform_id: string;
  offset_ms: ColumnType<bigint, bigint | undefined, bigint>;
  status: 'READY' | 'ADVANCING';
  advancing_since: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}
