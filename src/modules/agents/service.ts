import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { assert } from '../../assert.js';
import type { ServiceContext } from '../../context.js';
import type { Page, PageRequest } from '../../db/pagination.js';
import type { Database } from '../../db/schema.js';
import { transact } from '../../db/retry.js';
import { forbidden, invalidField, invalidInput, notFound } from '../../errors.js';
import { formatId, newUuid, parseId } from '../../ids.js';
import { findNamedAccounts, listCustomerAccounts } from '../accounts/index.js';
import { loadCustomer } from '../customers/index.js';
import {
  type CreateCustomerExternalAccountBody,
  createExternalAccount,
  deleteExternalAccount,
  getExternalAccount,
  listExternalAccounts,
  loadExternalAccount,
} from '../external-accounts/index.js';
import {
  getTransaction,
  listTransactions,
  transactionNotFound,
  type TransactionListFilter,
} from '../payments/index.js';
import type {
  Agent,
  AgentDeviceCode,
  AgentDeviceCodeRedeemResponse,
  AgentPermission,
  AgentPolicy,
  CreateAgentBody,
  ListAgentsQuery,
  UpdateAgentBody,
  UpdatePolicyBody,
} from './schemas.js';
import * as store from './store.js';

/** How long a device code can be redeemed: the time to paste it into the agent software. */
export const DEVICE_CODE_TTL_MS = 60 * 60_000;

const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** No 0/O, 1/I/L, 5/S, 2/Z: a code a person reads aloud or types survives it. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRTUVWXY346789';

/** A device code like `K7QX4-MNR8T`: ten symbols of a 27-letter alphabet (47 bits). */
function newDeviceCode(): string {
  const symbols = Array.from(randomBytes(10), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
}

/** Codes are matched as typed: case and separators do not matter. */
const normalizedCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

export const agentNotFound = (id: string) => notFound('NOT_FOUND', `Agent ${id} not found`);

/** What the agent spent today and this month (UTC), in its limits' currency (see store.usageOf). */
function usageOf(row: store.AgentRecord, now: Date) {
  const day = now.toISOString().slice(0, 10);
  return {
    dailyTransactionCount: row.daily_count,
    dailySpend: Number(row.daily_spend),
    dailyResetDate: day,
    monthlySpend: Number(row.monthly_spend),
    monthlyResetMonth: day.slice(0, 7),
  };
}

export function toAgent(row: store.AgentRecord, now: Date): Agent {
  return {
    id: formatId('Agent', row.id),
    name: row.name,
    customerId: formatId('Customer', row.customer_id),
    isPaused: row.is_paused,
    isConnected: row.is_connected,
    policy: row.policy as unknown as AgentPolicy,
    usage: usageOf(row, now),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * A policy is stored as the API shows it, with its account ids checked: each allowed or ruled
 * account must be an internal account of the agent's customer.
 */
async function checkedPolicy(
  db: Kysely<Database>,
  platformId: string,
  customerId: string,
  policy: AgentPolicy,
): Promise<AgentPolicy> {
  const restrictions = policy.accountRestrictions;
  const ids = [
    ...(restrictions?.allowedAccountIds ?? []).map((id, i) => ({ id, field: `allowedAccountIds[${i}]` })),
    ...(restrictions?.accountRules ?? []).map((rule, i) => ({
      id: rule.accountId,
      field: `accountRules[${i}].accountId`,
    })),
  ];
  const found = await findNamedAccounts(
    db,
    platformId,
    ids.map(({ id }) => id.trim()),
  );
  ids.forEach(({ id, field }) => {
    const account = found.get(id.trim());
    if (!account || account.customer_id !== customerId) {
      throw invalidField(
        `policy.accountRestrictions.${field}`,
        `${id} is not an internal account of the customer`,
      );
    }
  });
  return policy;
}

async function issueDeviceCode(
  trx: Kysely<Database>,
  platformId: string,
  agentId: string,
  now: Date,
): Promise<AgentDeviceCode> {
  await store.supersedeDeviceCodes(trx, platformId, agentId, now);
  const code = newDeviceCode();
  const expiresAt = new Date(now.getTime() + DEVICE_CODE_TTL_MS);
  await store.insertDeviceCode(trx, {
    code_hash: hashOf(normalizedCode(code)),
    platform_id: platformId,
    agent_id: agentId,
    expires_at: expiresAt,
    redeemed_at: null,
    superseded_at: null,
    created_at: now,
  });
  return { code, agentId: formatId('Agent', agentId), expiresAt: expiresAt.toISOString(), redeemed: false };
}

async function loadRecord(
  db: Kysely<Database>,
  platformId: string,
  uuid: string,
  now: Date,
): Promise<store.AgentRecord> {
  const record = await store.findAgent(db, platformId, uuid, now);
  assert(record !== undefined, 'an agent read in its own transaction exists');
  return record;
}

/** POST /agents: the agent and its first device code. */
export async function createAgent(
  ctx: ServiceContext,
  platformId: string,
  body: CreateAgentBody,
): Promise<{ agent: Agent; deviceCode: AgentDeviceCode }> {
  const customer = await loadCustomer(ctx.db, platformId, body.customerId.trim(), { writable: true });
  const policy = await checkedPolicy(ctx.db, platformId, customer.id, body.policy);
  return transact(ctx, async (tctx, trx) => {
    const now = tctx.clock.now();
    const id = newUuid();
    await store.insertAgent(trx, {
      id,
      platform_id: platformId,
      customer_id: customer.id,
      name: body.name,
      is_paused: false,
      policy: JSON.stringify(policy),
      deleted_at: null,
      created_at: now,
      updated_at: now,
    });
    const deviceCode = await issueDeviceCode(trx, platformId, id, now);
    return { agent: toAgent(await loadRecord(trx, platformId, id, now), now), deviceCode };
  });
}

export function agentUuid(id: string): string {
  const uuid = parseId('Agent', id.trim());
  if (!uuid) throw agentNotFound(id);
  return uuid;
}

export async function getAgent(ctx: ServiceContext, platformId: string, id: string): Promise<Agent> {
  const now = ctx.clock.now();
  const record = await store.findAgent(ctx.db, platformId, agentUuid(id), now);
  if (!record) throw agentNotFound(id);
  return toAgent(record, now);
}

export async function listAgents(
  ctx: ServiceContext,
  platformId: string,
  query: ListAgentsQuery,
): Promise<Page<Agent>> {
  const customerId = query.customerId === undefined ? undefined : parseId('Customer', query.customerId);
  if (query.customerId !== undefined && !customerId) return { data: [], hasMore: false, totalCount: 0 };
  const date = (v: string | undefined) => (v === undefined ? undefined : new Date(v));
  const now = ctx.clock.now();
  const page = await store.listAgents(
    ctx.db,
    platformId,
    {
      customerId,
      isPaused: query.isPaused,
      isConnected: query.isConnected,
      createdAfter: date(query.createdAfter),
      createdBefore: date(query.createdBefore),
      updatedAfter: date(query.updatedAfter),
      updatedBefore: date(query.updatedBefore),
    },
    { limit: query.limit ?? 20, cursor: query.cursor },
    now,
  );
  return { ...page, data: page.data.map((row) => toAgent(row, now)) };
}

/** Runs `change` on the locked agent and answers with the agent as it then is. */
async function changeAgent(
  ctx: ServiceContext,
  platformId: string,
  id: string,
  change: (trx: Kysely<Database>, agent: store.AgentRow, now: Date) => Promise<void>,
): Promise<Agent> {
  const uuid = agentUuid(id);
  return transact(ctx, async (tctx, trx) => {
    const agent = await store.lockAgent(trx, platformId, uuid);
    if (!agent) throw agentNotFound(id);
    const now = tctx.clock.now();
    await change(trx, agent, now);
    return toAgent(await loadRecord(trx, platformId, uuid, now), now);
  });
}

/** PATCH /agents/{agentId}: name and paused state. */
export async function updateAgent(
  ctx: ServiceContext,
  platformId: string,
  id: string,
  body: UpdateAgentBody,
) {
  return changeAgent(ctx, platformId, id, async (trx, agent, now) => {
    if (body.name === undefined && body.isPaused === undefined) {
      throw invalidInput('Nothing to update: send name or isPaused', [
        { field: 'name', message: 'name or isPaused is required' },
      ]);
    }
    await store.updateAgent(
      trx,
      agent,
      {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.isPaused !== undefined ? { is_paused: body.isPaused } : {}),
      },
      now,
    );
  });
}

/**
 * PATCH /agents/{agentId}/policy: the fields sent replace theirs (spending limits field by
 * field); the rest keep their values. Read on every agent request, so it holds at once.
 */
export async function updatePolicy(
  ctx: ServiceContext,
  platformId: string,
  id: string,
  body: UpdatePolicyBody,
) {
  return changeAgent(ctx, platformId, id, async (trx, agent, now) => {
    const current = agent.policy as unknown as AgentPolicy;
    const merged: AgentPolicy = {
      ...current,
      ...(body.permissions !== undefined ? { permissions: body.permissions } : {}),
      ...(body.defaultExecutionMode !== undefined ? { defaultExecutionMode: body.defaultExecutionMode } : {}),
      ...(body.spendingLimits !== undefined
        ? { spendingLimits: { ...current.spendingLimits, ...body.spendingLimits } }
        : {}),
      ...(body.accountRestrictions !== undefined ? { accountRestrictions: body.accountRestrictions } : {}),
      ...(body.approvalThresholds !== undefined ? { approvalThresholds: body.approvalThresholds } : {}),
    };
    const policy = await checkedPolicy(trx, platformId, agent.customer_id, merged);
    await store.updateAgent(trx, agent, { policy: JSON.stringify(policy) }, now);
  });
}

/** DELETE /agents/{agentId}: permanent; its token and codes stop working in the same commit. */
export async function deleteAgent(ctx: ServiceContext, platformId: string, id: string): Promise<void> {
  const uuid = agentUuid(id);
  await transact(ctx, async (tctx, trx) => {
    const agent = await store.lockAgent(trx, platformId, uuid);
    if (!agent) throw agentNotFound(id);
    const now = tctx.clock.now();
    await store.revokeTokens(trx, platformId, agent.id, now);
    await store.supersedeDeviceCodes(trx, platformId, agent.id, now);
    await store.updateAgent(trx, agent, { deleted_at: now }, now);
  });
}

/** POST /agents/{agentId}/device-codes: a new code; earlier unredeemed ones stop working. */
export async function regenerateDeviceCode(
  ctx: ServiceContext,
  platformId: string,
  id: string,
): Promise<AgentDeviceCode> {
  const uuid = agentUuid(id);
  return transact(ctx, async (tctx, trx) => {
    const agent = await store.lockAgent(trx, platformId, uuid);
    if (!agent) throw agentNotFound(id);
    return issueDeviceCode(trx, platformId, agent.id, tctx.clock.now());
  });
}

const codeNotFound = () => notFound('NOT_FOUND', 'Device code not found');

/** GET /agents/device-codes/{code}/status: the platform's own codes only. */
export async function deviceCodeStatus(
  ctx: ServiceContext,
  platformId: string,
  code: string,
): Promise<{ code: string; redeemed: boolean }> {
  const row = await store.findDeviceCode(ctx.db, hashOf(normalizedCode(code)));
  const agent = row ? await store.findAgent(ctx.db, platformId, row.agent_id, ctx.clock.now()) : undefined;
  if (!row || !agent) throw codeNotFound();
  return { code, redeemed: row.redeemed_at !== null };
}

/**
 * POST /agents/device-codes/{code}/redeem, without platform credentials: the code is the proof.
 * Once, before it expires and while it is the agent's current code; the access token is shown
 * this once and kept as a hash. A new redemption replaces the agent's earlier token.
 */
export async function redeemDeviceCode(
  ctx: ServiceContext,
  code: string,
): Promise<AgentDeviceCodeRedeemResponse> {
  return transact(ctx, async (tctx, trx) => {
    const row = await store.lockDeviceCode(trx, hashOf(normalizedCode(code)));
    if (!row) throw codeNotFound();
    const now = tctx.clock.now();
    if (row.redeemed_at !== null)
      throw invalidField('code', 'was already redeemed: ask the platform for a new one');
    if (row.superseded_at !== null) throw invalidField('code', 'was replaced by a newer code');
    if (row.expires_at <= now) throw invalidField('code', 'expired: ask the platform for a new one');
    const agent = await store.agentOfCode(trx, row);
    if (!agent) throw codeNotFound();
    const accessToken = `agt_${randomBytes(32).toString('base64url')}`;
    await store.markRedeemed(trx, row.code_hash, now);
    await store.revokeTokens(trx, agent.platform_id, agent.id, now);
    await store.insertToken(trx, agent.platform_id, agent.id, hashOf(accessToken), now);
    return {
      agentId: formatId('Agent', agent.id),
      agentName: agent.name,
      accessToken,
      policy: agent.policy as unknown as AgentPolicy,
    };
  });
}

/** Who an agent access token belongs to, or undefined when it is not a live one. */
export async function authenticateAgent(ctx: ServiceContext, token: string): Promise<Caller | undefined> {
  const agent = await store.agentOfToken(ctx.db, hashOf(token));
  return agent
    ? {
        agentId: agent.id,
        platformId: agent.platform_id,
        customerId: agent.customer_id,
        policy: agent.policy,
        isPaused: agent.is_paused,
      }
    : undefined;
}

/** GET /agents/me. */
export async function getMe(
  ctx: ServiceContext,
  who: { agentId: string; platformId: string },
): Promise<Agent> {
  const now = ctx.clock.now();
  const record = await store.findAgent(ctx.db, who.platformId, who.agentId, now);
  if (!record) throw agentNotFound(formatId('Agent', who.agentId));
  return toAgent(record, now);
}

// ---------------------------------------------------------------------------------------
// What an agent reads (its customer's, within its policy)

/**
 * The calling agent as its token's lookup found it: the policy comes with it, read on every
 * request, so a change holds at once without a second read.
 */
export interface Caller {
  agentId: string;
  platformId: string;
  customerId: string;
  policy: unknown;
  isPaused: boolean;
}

export const policyOf = (who: Caller) => who.policy as AgentPolicy;

export function requirePermission(who: Caller, permission: AgentPermission): void {
  if (!policyOf(who).permissions.includes(permission)) {
    throw forbidden(`The agent's policy does not grant ${permission}`);
  }
}

/** GET /agents/me/internal-accounts: the customer's accounts, only the allowed ones if the policy lists them. */
export async function listMyAccounts(
  ctx: ServiceContext,
  who: Caller,
  query: { currency?: string | undefined; type?: string | undefined; limit?: number; cursor?: string },
) {
  const allowed = policyOf(who).accountRestrictions?.allowedAccountIds;
  const ids =
    allowed === undefined || allowed === null
      ? undefined
      : allowed.flatMap((id) => parseId('InternalAccount', id.trim()) ?? []);
  return listCustomerAccounts(
    ctx,
    who.platformId,
    { customerId: formatId('Customer', who.customerId), currency: query.currency, type: query.type, ids },
    { limit: query.limit ?? 20, cursor: query.cursor },
  );
}

/** GET /agents/me/transactions: the customer's transactions (VIEW_TRANSACTIONS); no customer filter is taken. */
export async function listMyTransactions(
  ctx: ServiceContext,
  who: Caller,
  filter: Omit<TransactionListFilter, 'customerId' | 'platformCustomerId'>,
  page: PageRequest,
) {
  requirePermission(who, 'VIEW_TRANSACTIONS');
  return listTransactions(
    ctx,
    who.platformId,
    { ...filter, customerId: formatId('Customer', who.customerId) },
    page,
  );
}

/** GET /agents/me/transactions/{id}: another customer's transaction is 404, like a missing one. */
export async function getMyTransaction(ctx: ServiceContext, who: Caller, transactionId: string) {
  requirePermission(who, 'VIEW_TRANSACTIONS');
  const transaction = await getTransaction(ctx, who.platformId, transactionId);
  if (transaction.customerId !== formatId('Customer', who.customerId)) {
    throw transactionNotFound(transactionId);
  }
  return transaction;
}

// ---------------------------------------------------------------------------------------
// The customer's external accounts (MANAGE_EXTERNAL_ACCOUNTS)

/** The customer's external account `id`, 404 for any other (another customer's too). */
async function myExternalAccount(ctx: ServiceContext, who: Caller, id: string) {
  const row = await loadExternalAccount(ctx.db, who.platformId, id, 'customer');
  if (row.customer_id !== who.customerId) throw notFound('NOT_FOUND', `External account ${id} not found`);
  return row;
}

export async function listMyExternalAccounts(
  ctx: ServiceContext,
  who: Caller,
  query: { currency?: string | undefined; limit?: number; cursor?: string },
) {
  requirePermission(who, 'MANAGE_EXTERNAL_ACCOUNTS');
  return listExternalAccounts(
    ctx,
    who.platformId,
    'customer',
    { customerId: formatId('Customer', who.customerId), currency: query.currency },
    { limit: query.limit ?? 20, cursor: query.cursor },
  );
}

/** POST /agents/me/external-accounts: for the agent's customer (`customerId` inferred; another is 404). */
export async function createMyExternalAccount(
  ctx: ServiceContext,
  who: Caller,
  body: CreateCustomerExternalAccountBody,
) {
  requirePermission(who, 'MANAGE_EXTERNAL_ACCOUNTS');
  const own = formatId('Customer', who.customerId);
  if (body.customerId !== undefined && parseId('Customer', body.customerId.trim()) !== who.customerId) {
    throw notFound('USER_NOT_FOUND', `Customer ${body.customerId} not found`);
  }
  return createExternalAccount(ctx, who.platformId, 'customer', { ...body, customerId: own });
}

export async function getMyExternalAccount(ctx: ServiceContext, who: Caller, id: string) {
  requirePermission(who, 'MANAGE_EXTERNAL_ACCOUNTS');
  await myExternalAccount(ctx, who, id);
  return getExternalAccount(ctx, who.platformId, 'customer', id);
}

export async function deleteMyExternalAccount(ctx: ServiceContext, who: Caller, id: string): Promise<void> {
  requirePermission(who, 'MANAGE_EXTERNAL_ACCOUNTS');
  // An account never changes customer, so the check holds for the deletion that follows.
  await myExternalAccount(ctx, who, id);
  await deleteExternalAccount(ctx, who.platformId, 'customer', id);
}
