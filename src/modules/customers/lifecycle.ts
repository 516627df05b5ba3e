import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import type { CustomerRow } from './store.js';

/**
 * Seams through which other modules take part in customer changes without the customers
 * module knowing them. Listeners run inside the transaction of the change, so what they
 * write commits or rolls back with it.
 */
export type CustomersCreatedListener = (
  ctx: ServiceContext,
  trx: Kysely<Database>,
  customers: CustomerRow[],
) => Promise<void>;

/**
 * Decides whether a contact change (email or phoneNumber) may be applied directly. The
 * embedded-wallet module registers one that asks for a signed retry when the customer has
 * wallets with tied OTP credentials; it throws or returns a response body to send instead.
 */
export type ContactChangeGuard = (
  ctx: ServiceContext,
  trx: Kysely<Database>,
  customer: CustomerRow,
  change: { email?: string; phoneNumber?: string },
) => Promise<void>;

// Sets: registering the same function again (every app built in one process does) is a no-op.
const createdListeners = new Set<CustomersCreatedListener>();
const contactChangeGuards = new Set<ContactChangeGuard>();

export function onCustomersCreated(listener: CustomersCreatedListener): void {
  createdListeners.add(listener);
}

export function addContactChangeGuard(guard: ContactChangeGuard): void {
  contactChangeGuards.add(guard);
}

export async function customersCreated(ctx: ServiceContext, trx: Kysely<Database>, rows: CustomerRow[]) {
  for (const listener of createdListeners) await listener(ctx, trx, rows);
}

export async function guardContactChange(
  ctx: ServiceContext,
  trx: Kysely<Database>,
  customer: CustomerRow,
  change: { email?: string; phoneNumber?: string },
) {
  for (const guard of contactChangeGuards) await guard(ctx, trx, customer, change);
}
