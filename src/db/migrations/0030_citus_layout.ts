import type { Kysely } from 'kysely';
import { applyCitusLayout } from '../citus.js';
import { tableDistribution } from '../distribution.js';

/**
 * On a distributed PostgreSQL (the `citus` extension present), distributes the tenant tables by
 * platform_id in one co-location group, replicates the reference tables and keeps the queue on
 * the coordinator (src/db/citus.ts, docs/scaling.md). On a single PostgreSQL it changes nothing.
 * The placement is the one of this release: a later table is placed by its own migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await applyCitusLayout(db, tableDistribution);
}

export async function down(): Promise<void> {
  // Undistributing (undistribute_table) is left to the operator: docs/scaling.md.
}
