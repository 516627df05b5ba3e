import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { CustomerRow } from './store.js';

/** Runs every module's `customersCreated` hook (src/modules/hooks.ts) inside the creating transaction. */
export async function customersCreated(ctx: ServiceContext, trx: Kysely<Database>, rows: CustomerRow[]) {
  for (const listener of ctx.hooks.customersCreated) await listener(ctx, trx, rows);
}

/** Runs every module's `contactChange` guard before an email or phone number changes. */
export async function guardContactChange(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  customer: CustomerRow,
  change: { email?: string; phoneNumber?: string },
) {
  for (const guard of ctx.hooks.contactChange) await guard(ctx, trx, customer, change);
}
