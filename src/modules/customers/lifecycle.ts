import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { Write } from '../../db/together.js';
import type { SignedRequest } from '../../signed-request.js';
import type { ContactChangeDecision } from '../../hooks.js';
import type { CustomerRow } from './store.js';

/**
 * Asks every module's `customersCreated` hook (src/hooks.ts) for the writes that go with the
 * creation of `rows` (as they are about to be stored), for the statement that inserts them.
 */
export async function customersCreated(
  ctx: ServiceContext,
  db: Kysely<Database>,
  rows: CustomerRow[],
): Promise<Write[]> {
  const writes: Write[] = [];
  for (const listener of ctx.hooks.customersCreated) writes.push(...(await listener(ctx, db, rows)));
  return writes;
}

/**
 * Runs every module's `contactChange` guard before an email or phone number changes: the
 * first that asks for a signed retry answers for all.
 */
export async function guardContactChange(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  customer: CustomerRow,
  change: { email?: string; phoneNumber?: string },
  request: SignedRequest & { body: unknown },
): Promise<ContactChangeDecision> {
  for (const guard of ctx.hooks.contactChange) {
    const decision = await guard(ctx, trx, customer, change, request);
    if ('challenge' in decision) return decision;
  }
  return { proceed: true };
}
