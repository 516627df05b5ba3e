import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { SignedRequest } from '../../signed-request.js';
import type { ContactChangeDecision } from '../../hooks.js';
import type { CustomerRow } from './store.js';

/** Runs every module's `customersCreated` hook (src/hooks.ts) inside the creating transaction. */
export async function customersCreated(ctx: ServiceContext, trx: Kysely<Database>, rows: CustomerRow[]) {
  for (const listener of ctx.hooks.customersCreated) await listener(ctx, trx, rows);
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
