import { performance } from 'node:perf_hooks';
import { type Kysely, type MigrationResultSet, Migrator } from 'kysely';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

/** One migration of a run: before it starts (`ms` undefined) and once applied. */
export interface MigrationProgress {
  name: string;
  /** 1-based position among the migrations this run applies. */
  index: number;
  total: number;
  ms?: number;
}

/**
 * Applies every pending migration, one at a time so that `onProgress` can tell which one runs
 * (a migration over a large database can take minutes); throws with the failing migration's
 * name on error.
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  onProgress?: (step: MigrationProgress) => void,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  // For the count only: another process may apply some meanwhile (the migrator's lock
  // serialises the runs), and then this one applies fewer.
  const pending = (await migrator.getMigrations())
    .filter((m) => m.executedAt === undefined)
    .map((m) => m.name);
  const applied: string[] = [];
  for (;;) {
    const next = pending[applied.length];
    if (next !== undefined) onProgress?.({ name: next, index: applied.length + 1, total: pending.length });
    const started = performance.now();
    const result: MigrationResultSet = await migrator.migrateUp();
    if (result.error) {
      const failed = result.results?.find((r) => r.status === 'Error');
      const cause = result.error instanceof Error ? result.error.message : String(result.error);
      throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause}`);
    }
    const done = (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    if (done.length === 0) return applied;
    for (const name of done) {
      applied.push(name);
      onProgress?.({
        name,
        index: applied.length,
        total: Math.max(pending.length, applied.length),
        ms: Math.round(performance.now() - started),
      });
    }
  }
}
