import { assert } from '../../assert.js';
import type { ServiceContext } from '../../context.js';
import { withDeadlockRetry } from '../../db/retry.js';
import { readCatalogue, resetPlan, runStep } from './catalogue.js';

export interface SandboxReset {
  /** Rows removed, by kind (table name in camelCase), every kind listed, 0 included. */
  removed: Record<string, number>;
  total: number;
}

const camelCase = (table: string) => table.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/**
 * Deletes everything the platform made in the sandbox, in one transaction, and keeps what
 * makes it the platform (src/modules/sandbox-reset/catalogue.ts says which tables are which).
 * Its ledger goes whole: its entries with their postings and its accounts, so every entry that
 * remains still sums to zero and every balance left is that of its own postings.
 */
export async function resetSandbox(ctx: ServiceContext, platformId: string): Promise<SandboxReset> {
  // The routes exist only in the sandbox (decision 0007); a production caller is a bug.
  assert(ctx.config.serviceEnv === 'sandbox', 'a sandbox reset outside the sandbox');
  const plan = resetPlan(await readCatalogue(ctx.db));
  const removed = await withDeadlockRetry(() =>
    ctx.db.transaction().execute(async (trx) => {
      const counts: Record<string, number> = {};
      for (const step of plan) counts[camelCase(step.table)] = await runStep(trx, step, platformId);
      return counts;
    }),
  );
  const sorted = Object.fromEntries(Object.entries(removed).sort(([a], [b]) => a.localeCompare(b)));
  return { removed: sorted, total: Object.values(removed).reduce((sum, n) => sum + n, 0) };
}
