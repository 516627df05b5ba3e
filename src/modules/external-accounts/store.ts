import { type Selectable, sql } from 'kysely';
import { type Page, type PageRequest, paginate } from '../../db/pagination.js';
import { held, ownRows } from '../../db/rows.js';
import type { ExternalAccountsTable, ExternalAccountsDb, ExternalAccountsTables } from './tables.js';

const own = ownRows<ExternalAccountsTables>();

export type ExternalAccountRow = Selectable<ExternalAccountsTable>;
/** Customer accounts have a customer; platform accounts have none. */
export type Scope = 'customer' | 'platform';

export interface NewExternalAccount {
  id: string;
  platformId: string;
  customerId: string | null;
  status: string;
  platformAccountId: string | null;
  ownershipType: string | null;
  currency: string;
  accountType: string;
  accountInfo: Record<string, unknown>;
  defaultUmaDepositAccount: boolean;
  beneficiaryVerificationStatus: string | null;
  beneficiaryVerifiedData: Record<string, unknown> | null;
}

const jsonOrNull = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

export function insertExternalAccount(
  db: ExternalAccountsDb,
  account: NewExternalAccount,
  now: Date,
): Promise<ExternalAccountRow> {
  return own.insert(db, 'external_accounts', {
    id: account.id,
    platform_id: account.platformId,
    customer_id: account.customerId,
    status: account.status,
    platform_account_id: account.platformAccountId,
    ownership_type: account.ownershipType,
    currency: account.currency,
    account_type: account.accountType,
    account_info: JSON.stringify(account.accountInfo),
    default_uma_deposit_account: account.defaultUmaDepositAccount,
    beneficiary_verification_status: account.beneficiaryVerificationStatus,
    beneficiary_verified_data: jsonOrNull(account.beneficiaryVerifiedData),
    created_at: now,
    updated_at: now,
  });
}

/** A live (not deleted) account of the platform in the scope. */
export async function findExternalAccount(
  db: ExternalAccountsDb,
  platformId: string,
  id: string,
  scope: Scope,
  options: { forUpdate?: boolean } = {},
): Promise<ExternalAccountRow | undefined> {
  const query = db
    .selectFrom('external_accounts')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('id', '=', id)
    .where('is_deleted', '=', sql.lit(false))
    .where('customer_id', scope === 'customer' ? 'is not' : 'is', null);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export interface ExternalAccountFilter {
  /** Bare uuid. */
  customerId?: string | undefined;
  currency?: string | undefined;
}

export async function listExternalAccounts(
  db: ExternalAccountsDb,
  platformId: string,
  scope: Scope,
  filter: ExternalAccountFilter,
  page: PageRequest,
): Promise<Page<ExternalAccountRow>> {
  let query = db
    .selectFrom('external_accounts')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('is_deleted', '=', sql.lit(false))
    .where('customer_id', scope === 'customer' ? 'is not' : 'is', null);
  if (filter.customerId !== undefined) query = query.where('customer_id', '=', filter.customerId);
  if (filter.currency !== undefined) query = query.where('currency', '=', filter.currency);
  return paginate(query, page, db);
}

/** Clears the customer's default UMA deposit account (the caller holds the customer row lock). */
export async function clearDefaultDepositAccount(
  db: ExternalAccountsDb,
  platformId: string,
  customerId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('external_accounts')
    .set({ default_uma_deposit_account: false, updated_at: now })
    .where('platform_id', '=', platformId)
    .where('customer_id', '=', customerId)
    .where('default_uma_deposit_account', '=', sql.lit(true))
    .where('is_deleted', '=', sql.lit(false))
    .execute();
}

export async function markDeleted(db: ExternalAccountsDb, row: ExternalAccountRow, now: Date): Promise<void> {
  await own.update(
    db,
    'external_accounts',
    row,
    { is_deleted: true, default_uma_deposit_account: false },
    now,
  );
}

export function updateTrust(
  db: ExternalAccountsDb,
  row: ExternalAccountRow,
  state: { trusted: boolean },
  now: Date,
): Promise<ExternalAccountRow> {
  return held(own.update(db, 'external_accounts', row, { trusted: state.trusted }, now));
}

export function updateOwnershipState(
  db: ExternalAccountsDb,
  row: ExternalAccountRow,
  state: { status: string; ownershipChallenge: Record<string, unknown> | null },
  now: Date,
): Promise<ExternalAccountRow> {
  const changes = { status: state.status, ownership_challenge: jsonOrNull(state.ownershipChallenge) };
  return held(own.update(db, 'external_accounts', row, changes, now));
}

/** Whether `err` is the violation of the one-default-per-customer index (a race the row lock should prevent). */
export function isDefaultConflict(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string };
  return (
    e?.code === '23505' &&
    (e.constraint === 'external_accounts_one_default' ||
      (e.message ?? '').includes('external_accounts_one_default'))
  );
}

/** The id of the customer's default UMA deposit account in `currency`, if it has one. */
export async function findDefaultUmaDepositAccountId(
  db: ExternalAccountsDb,
  platformId: string,
  customerId: string,
  currency: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('external_accounts')
    .select('id')
    .where('platform_id', '=', platformId)
    .where('customer_id', '=', customerId)
    .where('default_uma_deposit_account', '=', sql.lit(true))
    .where('is_deleted', '=', sql.lit(false))
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row?.id;
}
