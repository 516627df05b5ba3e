import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import { getConfig } from '../config/index.js';
import type { Page, PageRequest } from '../../db/pagination.js';
import type { Database } from '../../db/schema.js';
import type { ScaFactorName } from '../sca/index.js';
import { ApiError, conflict, type FieldError, invalidInput, notFound } from '../../errors.js';
import { recordEvent } from '../../events/record.js';
import { findByPublicId, formatId, newUuid, parseId } from '../../ids.js';
import { type CustomerRow, isEuEeaRegion, loadCustomer } from '../customers/index.js';
import { requiresContactVerification } from '../customers/index.js';
import { transact } from '../../db/retry.js';
import {
  answerSubjectChallenge,
  challengeSubject,
  type ScaChallenge,
  type ScaProof,
  type ScaPurpose,
} from '../sca/index.js';
import {
  type AccountTypeDefinition,
  accountTypeDefinition,
  canonicalAccountInfo,
  choiceProblems,
  countriesOf,
  currencyProblem,
  type FiatBeneficiaryRule,
  primaryIdentifier,
  railsOf,
} from './account-types.js';
import {
  type AccountInfoInput,
  type Beneficiary,
  type BeneficiaryVerificationStatus,
  type CreateExternalAccountInput,
  type ExternalAccount,
  type LegacyExternalAccount,
  OWNERSHIP_TYPES,
} from './schemas.js';
import * as store from './store.js';
import { isPixKeyType } from './validators.js';

export type { ExternalAccountRow, Scope } from './store.js';
type Row = store.ExternalAccountRow;

export const externalAccountNotFound = (id: string) =>
  notFound('NOT_FOUND', `External account ${id} not found`);

// ---------------------------------------------------------------------------------------------
// Views and helpers other modules use
// ---------------------------------------------------------------------------------------------

/**
 * Whether an account of this type is a self-custody wallet (the holder keeps the keys, so
 * ownership can be proven). All *_WALLET types are, unless `accountInfo.vaspName` names the
 * custodian holding the wallet. Lightning (an invoice, an offer or a hosted address) is not.
 */
export function isSelfCustodyWallet(accountType: string, accountInfo?: Record<string, unknown>): boolean {
  if (!accountTypeDefinition(accountType)?.selfCustody) return false;
  return accountInfo?.vaspName === undefined;
}

/** The address of a wallet account; undefined for bank accounts and Lightning. */
export function walletAddress(row: Row): string | undefined {
  if (accountTypeDefinition(row.account_type)?.kind !== 'WALLET') return undefined;
  const address = row.account_info.address;
  return typeof address === 'string' ? address : undefined;
}

/**
 * Fields answers always carry that a create may leave out (an older revision had them
 * optional): an individual's country of residence is the country of their address, else
 * their nationality, else the country of the account's IBAN.
 */
function beneficiaryView(
  rule: FiatBeneficiaryRule,
  beneficiary: Record<string, unknown>,
  info: Record<string, unknown>,
): Record<string, unknown> {
  if (beneficiary.beneficiaryType !== 'INDIVIDUAL') return beneficiary;
  const out = { ...beneficiary };
  for (const name of rule.individualFilled ?? []) {
    if (name !== 'countryOfResidence' || out[name] !== undefined) continue;
    const address = out.address as { country?: unknown } | undefined;
    const iban = typeof info.iban === 'string' ? info.iban.slice(0, 2) : undefined;
    const country = address?.country ?? out.nationality ?? iban;
    if (typeof country === 'string') out[name] = country;
  }
  return out;
}

/** accountInfo as answered: as created, plus rails, countries and `swiftBic` (= swiftCode) of bank accounts. */
function accountInfoView(
  def: AccountTypeDefinition | undefined,
  info: Record<string, unknown>,
  accountType: string,
): Record<string, unknown> & { accountType: string } {
  if (def?.kind !== 'FIAT') return { ...info, accountType };
  const view: Record<string, unknown> & { accountType: string } = {
    ...info,
    accountType,
    paymentRails: railsOf(def, info),
    countries: countriesOf(def, info),
  };
  if ('swiftBic' in def.fields && typeof info.swiftCode === 'string') view.swiftBic = info.swiftCode;
  const beneficiary = info.beneficiary as Record<string, unknown> | undefined;
  if (beneficiary)
    view.beneficiary = beneficiaryView(def.beneficiary as FiatBeneficiaryRule, beneficiary, info);
  return view;
}

/** The API view of a stored account: accountInfo as created, plus the rails of bank accounts. */
export function toExternalAccount(row: Row): ExternalAccount {
  const def = accountTypeDefinition(row.account_type);
  const info = row.account_info;
  const verified = row.beneficiary_verified_data;
  return {
    id: formatId('ExternalAccount', row.id),
    ...(row.customer_id ? { customerId: formatId('Customer', row.customer_id) } : {}),
    status: row.status as ExternalAccount['status'],
    ...(row.platform_account_id !== null ? { platformAccountId: row.platform_account_id } : {}),
    ...(row.ownership_type !== null
      ? { ownershipType: row.ownership_type as ExternalAccount['ownershipType'] }
      : {}),
    currency: row.currency,
    defaultUmaDepositAccount: row.default_uma_deposit_account,
    ...(row.beneficiary_verification_status !== null
      ? {
          beneficiaryVerificationStatus: row.beneficiary_verification_status as BeneficiaryVerificationStatus,
        }
      : {}),
    ...(verified ? { beneficiaryVerifiedData: verified as { fullName?: string } } : {}),
    accountInfo: accountInfoView(def, info, row.account_type),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Today's type -> the 2025-10-13 type, the fields it needs (today's names) and renames. */
const LEGACY_VIEWS: Record<string, { type: string; needs: string[]; renames: Record<string, string> }> = {
  USD_ACCOUNT: {
    type: 'US_ACCOUNT',
    needs: ['bankAccountType'],
    renames: { bankAccountType: 'accountCategory' },
  },
  MXN_ACCOUNT: { type: 'CLABE', needs: ['bankName'], renames: {} },
  EUR_ACCOUNT: { type: 'IBAN', needs: ['bankName'], renames: { swiftCode: 'swiftBic' } },
  BRL_ACCOUNT: { type: 'PIX', needs: [], renames: {} },
  INR_ACCOUNT: { type: 'UPI', needs: ['vpa'], renames: {} },
  SPARK_WALLET: { type: 'SPARK_WALLET', needs: [], renames: {} },
};
const LEGACY_FIELDS: Record<string, string[]> = {
  US_ACCOUNT: ['accountNumber', 'routingNumber', 'accountCategory', 'bankName'],
  CLABE: ['clabeNumber', 'bankName'],
  IBAN: ['iban', 'bankName', 'swiftBic'],
  PIX: ['pixKey', 'pixKeyType', 'bankName'],
  UPI: ['vpa'],
  SPARK_WALLET: ['address'],
};

/**
 * The account in the 2025-10-13 shape, or undefined when that shape cannot express it (a
 * type it did not have, or a field it required that the account lacks). Ownership states it
 * did not have are PENDING (not usable yet).
 */
export function legacyAccountView(account: ExternalAccount): LegacyExternalAccount | undefined {
  const info = account.accountInfo;
  const mapping = LEGACY_VIEWS[info.accountType];
  if (!mapping || mapping.needs.some((f) => typeof info[f] !== 'string')) return undefined;
  // That revision's PIX type knows five key types; an account of another one has no shape there.
  if (mapping.type === 'PIX' && !isPixKeyType(info.pixKeyType)) return undefined;
  const renamed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(info)) renamed[mapping.renames[name] ?? name] = value;
  const legacyInfo: Record<string, unknown> = { accountType: mapping.type };
  for (const name of LEGACY_FIELDS[mapping.type] ?? []) {
    if (renamed[name] !== undefined) legacyInfo[name] = renamed[name];
  }
  const b = info.beneficiary as Record<string, unknown> | undefined;
  if (mapping.type !== 'SPARK_WALLET' && b) {
    const complete =
      b.beneficiaryType === 'BUSINESS' ||
      (typeof b.birthDate === 'string' && typeof b.nationality === 'string');
    if (complete) legacyInfo.beneficiary = b;
  }
  const status = account.status;
  return {
    id: account.id,
    ...(account.customerId ? { customerId: account.customerId } : {}),
    ...(account.platformAccountId ? { platformAccountId: account.platformAccountId } : {}),
    currency: account.currency,
    status: status === 'PENDING_OWNERSHIP_VERIFICATION' || status === 'UNVERIFIED' ? 'PENDING' : status,
    accountInfo: legacyInfo,
  };
}

/**
 * A live account of this platform in the scope (customer-owned or platform-owned); anything
 * else (malformed id, another platform's, the other scope's, deleted) is 404 NOT_FOUND.
 */
export async function loadExternalAccount(
  db: Kysely<Database>,
  platformId: string,
  externalAccountId: string,
  scope: store.Scope,
  options: { forUpdate?: boolean } = {},
): Promise<Row> {
  const row = await findByPublicId('ExternalAccount', externalAccountId, externalAccountNotFound, (uuid) =>
    store.findExternalAccount(db, platformId, uuid, scope, options),
  );
  return row;
}

/**
 * Saves the ownership-verification state (status and outstanding challenge; `undefined`
 * leaves the challenge as is) and, when the status changes, records
 * EXTERNAL_ACCOUNT.STATUS_UPDATED in the same transaction. Pass the transaction.
 */
export async function saveOwnershipState(
  db: Kysely<Database>,
  row: Row,
  state: { status: string; ownershipChallenge?: Record<string, unknown> | null },
  now: Date,
): Promise<Row> {
  const saved = await store.updateOwnershipState(
    db,
    row,
    {
      status: state.status,
      ownershipChallenge:
        state.ownershipChallenge === undefined ? row.ownership_challenge : state.ownershipChallenge,
    },
    now,
  );
  if (saved.status !== row.status) {
    await recordEvent(db, {
      platformId: saved.platform_id,
      type: 'EXTERNAL_ACCOUNT.STATUS_UPDATED',
      resourceId: formatId('ExternalAccount', saved.id),
      data: toExternalAccount(saved),
      now,
    });
  }
  return saved;
}

// ---------------------------------------------------------------------------------------------
// Beneficiary name check (ctx.world.nameCheck; the sandbox's by spec 4.15)
// ---------------------------------------------------------------------------------------------

const LEGAL_FORMS =
  /^(inc|incorporated|llc|ltd|limited|plc|corp|corporation|co|gmbh|ag|sa|sas|sarl|srl|spa|bv|nv|pty|lda|ltda|sl)\.?$/i;

/** A plausible holder name a rail might return for a fuzzy match: "Ada Lovelace" -> "A. Lovelace", "Acme Widgets Inc" -> "ACME WIDGETS". */
export function partialMatchName(name: string, business: boolean): string {
  const words = name.trim().split(/\s+/);
  if (business) {
    while (words.length > 1 && LEGAL_FORMS.test(words[words.length - 1] as string)) words.pop();
    const upper = words.join(' ').toUpperCase();
    return upper === name ? `${upper} LTD` : upper;
  }
  if (words.length >= 2)
    return `${(words[0] as string).charAt(0).toUpperCase()}. ${words.slice(1).join(' ')}`;
  return name === name.toUpperCase() ? name.toLowerCase() : name.toUpperCase();
}

/**
 * Whose name the rail compares: the beneficiary's; without one (wallets, Lightning) the
 * customer's, unless the account is declared THIRD_PARTY (then nobody's).
 */
function holderName(
  body: CreateExternalAccountInput,
  customer: CustomerRow | undefined,
): { name: string; business: boolean } | undefined {
  const b = body.accountInfo.beneficiary;
  if (b?.beneficiaryType === 'INDIVIDUAL' && typeof b.fullName === 'string')
    return { name: b.fullName, business: false };
  if (b?.beneficiaryType === 'BUSINESS' && typeof b.legalName === 'string')
    return { name: b.legalName, business: true };
  if (!customer || body.ownershipType === 'THIRD_PARTY') return undefined;
  const profile = customer.profile as { fullName?: unknown; businessInfo?: { legalName?: unknown } };
  if (typeof profile.fullName === 'string') return { name: profile.fullName, business: false };
  const legalName = profile.businessInfo?.legalName;
  return typeof legalName === 'string' ? { name: legalName, business: true } : undefined;
}

// ---------------------------------------------------------------------------------------------
// Create, read, list, delete
// ---------------------------------------------------------------------------------------------

/** Every problem the schema could not see, as field errors (one per field). */
function accountProblems(
  def: AccountTypeDefinition,
  body: CreateExternalAccountInput,
  region: string | null,
  travelRule: boolean,
): FieldError[] {
  const problems: FieldError[] = [];
  const currency = currencyProblem(def, body.currency);
  if (currency) {
    problems.push({
      field: 'currency',
      message: currency,
      ...(def.currencies === 'ISO_4217' ? {} : { constraint: { enum: [...def.currencies] } }),
    });
  }
  for (const p of [...def.check(body.accountInfo), ...choiceProblems(def, body.accountInfo)]) {
    problems.push({ field: p.field === '' ? 'accountInfo' : `accountInfo.${p.field}`, message: p.message });
  }
  // Counterparty rules (EU Travel Rule) for customers in EU/EEA regions.
  if (def.kind === 'WALLET' && travelRule) {
    if (body.ownershipType === undefined && isSelfCustodyWallet(def.accountType, body.accountInfo)) {
      problems.push({
        field: 'ownershipType',
        message: `is required for self-custody wallets of customers in ${region} (Travel Rule)`,
        constraint: { enum: [...OWNERSHIP_TYPES] },
      });
    }
    if (body.ownershipType === 'THIRD_PARTY' && body.accountInfo.beneficiary === undefined) {
      problems.push({
        field: 'accountInfo.beneficiary',
        message: `is required for THIRD_PARTY wallets of customers in ${region} (Travel Rule)`,
      });
    }
  }
  const byField = new Map<string, FieldError>();
  for (const p of problems) {
    const existing = byField.get(p.field);
    if (existing) existing.message = `${existing.message}; ${p.message}`;
    else byField.set(p.field, p);
  }
  return [...byField.values()];
}

/** The customer as the beneficiary of an account given without one (old-revision types allowed that). */
function customerAsBeneficiary(customer: CustomerRow): Beneficiary {
  const profile = customer.profile as {
    fullName?: unknown;
    birthDate?: unknown;
    nationality?: unknown;
    businessInfo?: { legalName?: unknown };
  };
  if (customer.customer_type === 'BUSINESS') {
    return { beneficiaryType: 'BUSINESS', legalName: String(profile.businessInfo?.legalName ?? '') };
  }
  return {
    beneficiaryType: 'INDIVIDUAL',
    fullName: String(profile.fullName ?? ''),
    ...(typeof profile.birthDate === 'string' ? { birthDate: profile.birthDate } : {}),
    ...(typeof profile.nationality === 'string' ? { nationality: profile.nationality } : {}),
  };
}

/**
 * The create body in today's terms: old-revision types become today's (US_ACCOUNT ->
 * USD_ACCOUNT, ...), `swiftBic` is stored as `swiftCode`.
 */
function canonicalBody(body: CreateExternalAccountInput): CreateExternalAccountInput {
  const info: AccountInfoInput = { ...canonicalAccountInfo(body.accountInfo, body.currency) };
  if (typeof info.swiftBic === 'string') {
    if (info.swiftCode === undefined || info.swiftCode === info.swiftBic) {
      info.swiftCode = info.swiftBic;
      delete info.swiftBic;
    }
  }
  return { ...body, accountInfo: info };
}

/**
 * Creates a customer account (`scope` customer: `customerId` required) or a platform account.
 * Checks run in this order: the customer (404 / 410), identifier checks and rules (400
 * INVALID_INPUT listing every field), the name check (ctx.world.nameCheck; INVALID_ACCOUNT is 400
 * INVALID_BANK_ACCOUNT).
 * A new default UMA deposit account replaces the previous one under the customer's row lock.
 */
export async function createExternalAccount(
  ctx: ServiceContext,
  platformId: string,
  scope: store.Scope,
  input: CreateExternalAccountInput,
): Promise<ExternalAccount> {
  let body = canonicalBody(input);
  const def = accountTypeDefinition(body.accountInfo.accountType);
  if (!def) {
    throw invalidInput('Unknown account type', [
      { field: 'accountInfo.accountType', message: 'is not one of the allowed values' },
    ]);
  }
  const makeDefault = scope === 'customer' && body.defaultUmaDepositAccount === true;
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      let customer: CustomerRow | undefined;
      if (scope === 'customer') {
        customer = await loadCustomer(trx, platformId, body.customerId ?? '', {
          writable: true,
          forUpdate: makeDefault,
        });
      }
      const region = customer?.region ?? null;
      // Counterparty rules (EU Travel Rule) apply to EU/EEA customers of platforms that have them on.
      const travelRule =
        requiresContactVerification(region) &&
        (await getConfig({ ...ctx, db: trx }, platformId)).travelRuleEnabled;
      if (def.kind === 'FIAT' && body.accountInfo.beneficiary === undefined) {
        if (!customer) {
          throw invalidInput('External account validation failed: 1 invalid field(s)', [
            { field: 'accountInfo.beneficiary', message: 'is required for accounts of the platform' },
          ]);
        }
        body = {
          ...body,
          accountInfo: { ...body.accountInfo, beneficiary: customerAsBeneficiary(customer) },
        };
      }
      if (def.complete) {
        body = { ...body, accountInfo: { ...body.accountInfo, ...def.complete(body.accountInfo) } };
      }
      const problems = accountProblems(def, body, region, travelRule);
      if (problems.length > 0) {
        throw invalidInput(
          `External account validation failed: ${problems.length} invalid field(s)`,
          problems,
        );
      }
      const info = body.accountInfo;
      const check = ctx.world.nameCheck.beneficiary(primaryIdentifier(def, info));
      if (check === 'INVALID_ACCOUNT') {
        throw new ApiError(
          400,
          'INVALID_BANK_ACCOUNT',
          'The receiving institution rejected the account: it does not exist or cannot receive payments',
        );
      }
      const holder = holderName(body, customer);
      const status =
        def.kind === 'WALLET' &&
        body.ownershipType === 'FIRST_PARTY' &&
        isSelfCustodyWallet(def.accountType, info) &&
        travelRule
          ? 'PENDING_OWNERSHIP_VERIFICATION'
          : 'ACTIVE';
      const now = ctx.clock.now();
      if (makeDefault && customer) await store.clearDefaultDepositAccount(trx, platformId, customer.id, now);
      return store.insertExternalAccount(
        trx,
        {
          id: newUuid(),
          platformId,
          customerId: customer?.id ?? null,
          status,
          platformAccountId: body.platformAccountId ?? null,
          ownershipType: body.ownershipType ?? null,
          currency: body.currency,
          accountType: def.accountType,
          accountInfo: info,
          defaultUmaDepositAccount: makeDefault,
          beneficiaryVerificationStatus: check,
          beneficiaryVerifiedData:
            check === 'PARTIAL_MATCH' && holder
              ? { fullName: partialMatchName(holder.name, holder.business) }
              : null,
        },
        now,
      );
    });
    return toExternalAccount(row);
  } catch (err) {
    if (store.isDefaultConflict(err)) {
      throw conflict('Another request changed the default UMA deposit account at the same time; retry');
    }
    throw err;
  }
}

export async function getExternalAccount(
  ctx: ServiceContext,
  platformId: string,
  scope: store.Scope,
  externalAccountId: string,
): Promise<ExternalAccount> {
  return toExternalAccount(await loadExternalAccount(ctx.db, platformId, externalAccountId, scope));
}

export async function listExternalAccounts(
  ctx: ServiceContext,
  platformId: string,
  scope: store.Scope,
  filter: { customerId?: string | undefined; currency?: string | undefined },
  page: PageRequest,
): Promise<Page<ExternalAccount>> {
  let customerId: string | undefined;
  if (filter.customerId !== undefined) {
    // Not a customer id: matches nothing, like any unknown id in a filter.
    customerId = parseId('Customer', filter.customerId) ?? '00000000-0000-0000-0000-000000000000';
  }
  const result = await store.listExternalAccounts(
    ctx.db,
    platformId,
    scope,
    { customerId, currency: filter.currency },
    page,
  );
  return { ...result, data: result.data.map(toExternalAccount) };
}

/** Marks the account deleted (it is 404 afterwards); a trusted beneficiary must be untrusted first. */
export async function deleteExternalAccount(
  ctx: ServiceContext,
  platformId: string,
  scope: store.Scope,
  externalAccountId: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await loadExternalAccount(trx, platformId, externalAccountId, scope, { forUpdate: true });
    if (row.trusted) {
      throw conflict(
        `External account ${externalAccountId} is a trusted beneficiary; untrust it before deleting`,
        'BENEFICIARY_TRUSTED',
      );
    }
    await store.markDeleted(trx, row, ctx.clock.now());
  });
}

// ---------------------------------------------------------------------------------------------
// Trusted beneficiaries (Strong Customer Authentication in EU/EEA regions)
// ---------------------------------------------------------------------------------------------

const trustPurpose = (trusted: boolean): ScaPurpose =>
  trusted ? 'BENEFICIARY_TRUST' : 'BENEFICIARY_UNTRUST';

async function loadTrustSubject(trx: Kysely<Database>, platformId: string, externalAccountId: string) {
  const row = await loadExternalAccount(trx, platformId, externalAccountId, 'customer', { forUpdate: true });
  const customer = await loadCustomer(trx, platformId, formatId('Customer', row.customer_id as string));
  return { row, customer, sca: isEuEeaRegion(customer.region) };
}

/**
 * POST .../trust (`trusted` true) and .../untrust (false). Customers in EU/EEA regions get an
 * SCA challenge (of `scaFactor`, else their default factor) to confirm (a new request replaces an outstanding
 * one); for others the change applies at once and `{trusted}` is returned. Asking for the
 * state the account is already in changes nothing and returns `{trusted}`.
 */
export async function requestTrustChange(
  ctx: ServiceContext,
  platformId: string,
  externalAccountId: string,
  trusted: boolean,
  scaFactor?: ScaFactorName,
): Promise<{ scaChallenge?: ScaChallenge; trusted?: boolean }> {
  return transact(ctx, async (tctx, trx) => {
    const { row, customer, sca } = await loadTrustSubject(trx, platformId, externalAccountId);
    if (row.trusted === trusted) return { trusted };
    if (!sca) {
      const saved = await store.updateTrust(trx, row, { trusted }, tctx.clock.now());
      return { trusted: saved.trusted };
    }
    const purpose = trustPurpose(trusted);
    return {
      scaChallenge: await challengeSubject(tctx, trx, customer, purpose, row.id, scaFactor, 'scaFactor'),
    };
  });
}

/**
 * POST .../trust/confirm and .../untrust/confirm: the customer's answer to the outstanding
 * challenge of that purpose (the SMS code, sandbox 123456; the app's code; a passkey assertion
 * with its origin) applies the change. Outside SCA regions, or with no such challenge: 409
 * CONFLICT. A wrong or expired proof, or another challenge's id: 400 INVALID_INPUT; wrong
 * proofs count towards the customer's lock (423 ACCOUNT_LOCKED).
 */
export async function confirmTrustChange(
  ctx: ServiceContext,
  platformId: string,
  externalAccountId: string,
  trusted: boolean,
  proof: ScaProof,
): Promise<{ trusted: boolean }> {
  const outcome = await transact(ctx, async (tctx, trx) => {
    const { row, customer, sca } = await loadTrustSubject(trx, platformId, externalAccountId);
    if (!sca) {
      throw conflict(
        `Strong Customer Authentication applies only to customers in EU/EEA regions; POST .../${trusted ? 'trust' : 'untrust'} applies at once`,
      );
    }
    const purpose = trustPurpose(trusted);
    const failure = await answerSubjectChallenge(tctx, trx, customer, purpose, row.id, proof, {
      session: false,
    });
    if (failure) return { failure };
    const saved = await store.updateTrust(trx, row, { trusted }, tctx.clock.now());
    return { trusted: saved.trusted };
  });
  if ('failure' in outcome) throw outcome.failure;
  return outcome;
}
