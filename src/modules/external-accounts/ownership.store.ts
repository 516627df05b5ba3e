import { sql } from 'kysely';
import type { ExternalAccountsDb } from './tables.js';

/** The account whose outstanding liveness challenge has this token hash, if any. */
export async function findByLivenessToken(
  db: ExternalAccountsDb,
  tokenHash: string,
): Promise<{ id: string; status: string } | undefined> {
  return db
    .selectFrom('external_accounts')
    .select(['id', 'status'])
    .where(sql<string>`ownership_challenge->>'tokenHash'`, '=', tokenHash)
    .where('is_deleted', '=', sql.lit(false))
    .executeTakeFirst();
}
