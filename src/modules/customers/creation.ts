import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { type ApiError, conflict } from '../../errors.js';
import { eventsWrite } from '../../events/record.js';
import { type OwnerInput, saveInlineOwners } from './beneficial-owners.service.js';
import { customersCreated } from './lifecycle.js';
import { kycEvent } from './records.js';
import * as store from './store.js';

/** A new customer checked and filled in (ids, generated values), ready to be written. */
export interface Prepared {
  id: string;
  values: store.CustomerValues;
  /** Beneficial owners sent inline with a business. */
  owners?: OwnerInput[];
}

/**
 * Writes prepared customers with their events and whatever the lifecycle listeners add
 * (internal accounts) as one statement (src/db/together.ts), in a transaction only when
 * inline beneficial owners follow. Throws on a unique violation (a concurrent request took an
 * id or address in between): then nothing of it is stored.
 */
export async function insertPreparedCustomers(
  ctx: ServiceContext,
  platformId: string,
  prepared: Prepared[],
): Promise<store.CustomerRow[]> {
  if (prepared.length === 0) return [];
  const now = ctx.clock.now();
  const create = async (db: Kysely<Database>) => {
    const planned = store.newCustomerRows(platformId, prepared, now);
    const events = eventsWrite(
      db,
      planned
        .filter((row) => row.kyc_status === 'APPROVED')
        .map((row) => kycEvent(row, 'CUSTOMER.KYC_APPROVED', now)),
    );
    const writes = [...(events ? [events] : []), ...(await customersCreated(ctx, db, planned))];
    return store.insertCustomers(db, platformId, prepared, now, writes);
  };
  if (!prepared.some((customer) => customer.owners)) return create(ctx.db);
  return ctx.db.transaction().execute(async (trx) => {
    const rows = await create(trx);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const { id, owners } of prepared) {
      const row = byId.get(id);
      if (owners && row) await saveInlineOwners(ctx, trx, row, owners, now, { replace: false });
    }
    return rows;
  });
}

/** The 409 a unique violation of a new customer's identifiers is answered with, if it is one. */
export function uniqueViolationError(err: unknown): ApiError | undefined {
  if (store.isUniqueViolation(err, 'customers_platform_customer_id')) {
    return conflict('platformCustomerId belongs to an active customer of this platform');
  }
  if (store.isUniqueViolation(err, 'customers_uma_address'))
    return conflict('UMA address is taken', 'UMA_ADDRESS_EXISTS');
  return undefined;
}
