import { type Insertable, type Selectable, type Updateable, sql } from 'kysely';
import { assert } from '../../assert.js';
import { type Page, type PageRequest, paginate } from '../../db/pagination.js';
import { type FindOptions, type OwnRow, ownRows } from '../../db/rows.js';
import type {
  AgentActionsTable,
  AgentActionStatus,
  AgentDeviceCodesTable,
  AgentsTable,
  AgentsDb,
  AgentsTables,
} from './tables.js';

const own = ownRows<AgentsTables>();

export type AgentRow = Selectable<AgentsTable>;
/** An agent with whether agent software holds a live token, and what it spent (see usageOf). */
export type AgentRecord = AgentRow & { is_connected: boolean } & UsageRow;
export type ActionRow = Selectable<AgentActionsTable>;

/** The start of the UTC day and of the UTC month `now` is in: usage counts from them. */
export function usagePeriods(now: Date): { day: Date; month: Date } {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { day, month };
}

export interface UsageRow {
  daily_spend: bigint;
  daily_count: number;
  monthly_spend: bigint;
}

/**
 * An agent's approved spends in its limits' current currency (`agent` names the agents row in
 * the query): today's sum and count, and this month's sum.
 */
const usageColumns = (now: Date) => {
  const { day, month } = usagePeriods(now);
  const spends = sql`from agent_actions s where s.agent_id = agents.id and s.platform_id = agents.platform_id
    and s.status = 'APPROVED'
    and s.spend_currency = agents.policy->'spendingLimits'->>'currency' and s.type <> 'TRANSFER_IN'`;
  return [
    sql<bigint>`(select coalesce(sum(s.spend_amount), 0)::bigint ${spends} and s.decided_at >= ${day})`.as(
      'daily_spend',
    ),
    sql<number>`(select count(*)::int ${spends} and s.decided_at >= ${day})`.as('daily_count'),
    sql<bigint>`(select coalesce(sum(s.spend_amount), 0)::bigint ${spends} and s.decided_at >= ${month})`.as(
      'monthly_spend',
    ),
  ] as const;
};
export type DeviceCodeRow = Selectable<AgentDeviceCodesTable>;

const withConnection = (db: AgentsDb, now: Date) =>
  db
    .selectFrom('agents')
    .selectAll('agents')
    .select(
      sql<boolean>`exists (select 1 from agent_tokens t where t.agent_id = agents.id and t.platform_id = agents.platform_id and t.revoked_at is null)`.as(
        'is_connected',
      ),
    )
    .select(usageColumns(now))
    .where('deleted_at', 'is', null);

export async function insertAgent(db: AgentsDb, row: Insertable<AgentsTable>): Promise<void> {
  await own.insert(db, 'agents', row);
}

export async function findAgent(
  db: AgentsDb,
  platformId: string,
  id: string,
  now: Date,
): Promise<AgentRecord | undefined> {
  return withConnection(db, now)
    .where('platform_id', '=', platformId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The platform's agent `id`, unless deleted (or even then, when asked). */
function agentRow(db: AgentsDb, platformId: string, id: string, options: { evenDeleted?: boolean }) {
  const query = db
    .selectFrom('agents')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('id', '=', id);
  return options.evenDeleted ? query : query.where('deleted_at', 'is', null);
}

/**
 * Locks the agent (a deleted one too when asked: the platform still decides its pending
 * actions). Every change of the agent's spend takes this lock first, so its limits hold.
 */
export async function lockAgent(
  db: AgentsDb,
  platformId: string,
  id: string,
  options: { evenDeleted?: boolean } = {},
): Promise<AgentRow | undefined> {
  return agentRow(db, platformId, id, options).forUpdate().executeTakeFirst();
}

/** The agent's usage in `currency`, read under the agent's lock (see lockAgent). */
export async function usageOf(db: AgentsDb, agent: OwnRow, currency: string, now: Date): Promise<UsageRow> {
  const { day, month } = usagePeriods(now);
  const row = await db
    .selectFrom('agent_actions')
    .select([
      sql<bigint>`coalesce(sum(spend_amount) filter (where decided_at >= ${day}), 0)::bigint`.as(
        'daily_spend',
      ),
      sql<number>`(count(*) filter (where decided_at >= ${day}))::int`.as('daily_count'),
      sql<bigint>`coalesce(sum(spend_amount), 0)::bigint`.as('monthly_spend'),
    ])
    .where('platform_id', '=', agent.platform_id)
    .where('agent_id', '=', agent.id)
    .where('status', '=', 'APPROVED')
    .where('type', '<>', 'TRANSFER_IN')
    .where('spend_currency', '=', currency)
    .where('decided_at', '>=', month)
    .executeTakeFirstOrThrow();
  return row;
}

// ---------------------------------------------------------------------------------------
// Actions and the quotes agents created

export async function insertAction(db: AgentsDb, row: Insertable<AgentActionsTable>): Promise<void> {
  await own.insert(db, 'agent_actions', row);
}

/** Changes an action written or locked in this transaction (its changes carry their time). */
export async function updateAction(
  db: AgentsDb,
  of: OwnRow,
  changes: Updateable<AgentActionsTable>,
): Promise<ActionRow> {
  const row = await own.set(db, 'agent_actions', of, changes);
  assert(row !== undefined, 'an action of this transaction is there to change');
  return row;
}

export function findAction(
  db: AgentsDb,
  platformId: string,
  id: string,
  options?: FindOptions,
): Promise<ActionRow | undefined> {
  return own.find(db, 'agent_actions', platformId, id, options);
}

export interface ActionFilter {
  agentId?: string | undefined;
  customerId?: string | undefined;
  status?: AgentActionStatus | undefined;
  createdAfter?: Date | undefined;
  createdBefore?: Date | undefined;
}

export async function listActions(
  db: AgentsDb,
  platformId: string,
  filter: ActionFilter,
  page: PageRequest,
): Promise<Page<ActionRow>> {
  let query = db.selectFrom('agent_actions').selectAll().where('platform_id', '=', platformId);
  if (filter.agentId) query = query.where('agent_id', '=', filter.agentId);
  if (filter.customerId) query = query.where('customer_id', '=', filter.customerId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.createdAfter) query = query.where('created_at', '>=', filter.createdAfter);
  if (filter.createdBefore) query = query.where('created_at', '<', filter.createdBefore);
  return paginate(query, page, db);
}

export async function insertAgentQuote(
  db: AgentsDb,
  platformId: string,
  agentId: string,
  quoteId: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('agent_quotes')
    .values({ quote_id: quoteId, platform_id: platformId, agent_id: agentId, created_at: now })
    .execute();
}

export async function isAgentQuote(
  db: AgentsDb,
  platformId: string,
  agentId: string,
  quoteId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('agent_quotes')
    .select('quote_id')
    .where('platform_id', '=', platformId)
    .where('quote_id', '=', quoteId)
    .where('agent_id', '=', agentId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateAgent(
  db: AgentsDb,
  of: OwnRow,
  changes: Updateable<AgentsTable>,
  now: Date,
): Promise<void> {
  await own.update(db, 'agents', of, changes, now);
}

export interface AgentFilter {
  customerId?: string | undefined;
  isPaused?: boolean | undefined;
  isConnected?: boolean | undefined;
  createdAfter?: Date | undefined;
  createdBefore?: Date | undefined;
  updatedAfter?: Date | undefined;
  updatedBefore?: Date | undefined;
}

export async function listAgents(
  db: AgentsDb,
  platformId: string,
  filter: AgentFilter,
  page: PageRequest,
  now: Date,
): Promise<Page<AgentRecord>> {
  let query = withConnection(db, now).where('platform_id', '=', platformId);
  if (filter.customerId) query = query.where('customer_id', '=', filter.customerId);
  if (filter.isPaused !== undefined) query = query.where('is_paused', '=', filter.isPaused);
  if (filter.isConnected !== undefined) {
    const connected = sql<boolean>`exists (select 1 from agent_tokens t where t.agent_id = agents.id and t.platform_id = agents.platform_id and t.revoked_at is null)`;
    query = query.where(filter.isConnected ? connected : sql<boolean>`not ${connected}`);
  }
  if (filter.createdAfter) query = query.where('created_at', '>=', filter.createdAfter);
  if (filter.createdBefore) query = query.where('created_at', '<', filter.createdBefore);
  if (filter.updatedAfter) query = query.where('updated_at', '>=', filter.updatedAfter);
  if (filter.updatedBefore) query = query.where('updated_at', '<', filter.updatedBefore);
  return paginate(query, page, db);
}

// ---------------------------------------------------------------------------------------
// Device codes and tokens

export async function insertDeviceCode(db: AgentsDb, row: Insertable<AgentDeviceCodesTable>): Promise<void> {
  await db.insertInto('agent_device_codes').values(row).execute();
}

/**
 * What ends each kind of access an agent is given, and what is still in force: a token until
 * it is revoked, a device code until it is redeemed or superseded.
 */
const ENDINGS = {
  agent_tokens: { stamp: 'revoked_at', inForce: ['revoked_at'] },
  agent_device_codes: { stamp: 'superseded_at', inForce: ['redeemed_at', 'superseded_at'] },
} as const;

/** Ends, at `now`, the agent's access of one kind that is still in force. */
async function endInForce(
  db: AgentsDb,
  table: keyof typeof ENDINGS,
  platformId: string,
  agentId: string,
  now: Date,
): Promise<void> {
  const { stamp, inForce } = ENDINGS[table];
  const unstamped = sql.join(
    inForce.map((column) => sql`${sql.ref(column)} is null`),
    sql` and `,
  );
  await sql`update ${sql.table(table)} set ${sql.ref(stamp)} = ${now}
    where platform_id = ${platformId} and agent_id = ${agentId} and ${unstamped}`.execute(db);
}

/** Earlier codes of the agent that were never redeemed stop working. */
export function supersedeDeviceCodes(
  db: AgentsDb,
  platformId: string,
  agentId: string,
  now: Date,
): Promise<void> {
  return endInForce(db, 'agent_device_codes', platformId, agentId, now);
}

const deviceCode = (db: AgentsDb, codeHash: string) =>
  db.selectFrom('agent_device_codes').selectAll().where('code_hash', '=', codeHash);

export async function lockDeviceCode(db: AgentsDb, codeHash: string): Promise<DeviceCodeRow | undefined> {
  return deviceCode(db, codeHash).forUpdate().executeTakeFirst();
}

export async function findDeviceCode(db: AgentsDb, codeHash: string): Promise<DeviceCodeRow | undefined> {
  return deviceCode(db, codeHash).executeTakeFirst();
}

export async function markRedeemed(db: AgentsDb, codeHash: string, now: Date): Promise<void> {
  await db
    .updateTable('agent_device_codes')
    .set({ redeemed_at: now })
    .where('code_hash', '=', codeHash)
    .execute();
}

/** Revokes every live token of the agent (a new redemption, or the agent's deletion). */
export function revokeTokens(db: AgentsDb, platformId: string, agentId: string, now: Date): Promise<void> {
  return endInForce(db, 'agent_tokens', platformId, agentId, now);
}

export async function insertToken(
  db: AgentsDb,
  platformId: string,
  agentId: string,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('agent_tokens')
    .values({ token_hash: tokenHash, platform_id: platformId, agent_id: agentId, created_at: now })
    .execute();
}

/** The live agent whose live token hashes to `tokenHash`. */
export async function agentOfToken(db: AgentsDb, tokenHash: string): Promise<AgentRow | undefined> {
  return db
    .selectFrom('agent_tokens as t')
    .innerJoin('agents as a', 'a.id', 't.agent_id')
    .selectAll('a')
    .where('t.token_hash', '=', tokenHash)
    .where('t.revoked_at', 'is', null)
    .where('a.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The live (not deleted) agent a device code names, of the code's platform. */
export function agentOfCode(db: AgentsDb, code: DeviceCodeRow): Promise<AgentRow | undefined> {
  return agentRow(db, code.platform_id, code.agent_id, {}).executeTakeFirst();
}
