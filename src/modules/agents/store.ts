import { type Insertable, type Kysely, type Selectable, type Updateable, sql } from 'kysely';
import { type Page, type PageRequest, paginate } from '../../db/pagination.js';
import type { AgentDeviceCodesTable, AgentsTable, Database } from '../../db/schema.js';

export type AgentRow = Selectable<AgentsTable>;
/** An agent with whether agent software holds a live token. */
export type AgentRecord = AgentRow & { is_connected: boolean };
export type DeviceCodeRow = Selectable<AgentDeviceCodesTable>;

const withConnection = (db: Kysely<Database>) =>
  db
    .selectFrom('agents')
    .selectAll('agents')
    .select(
      sql<boolean>`exists (select 1 from agent_tokens t where t.agent_id = agents.id and t.revoked_at is null)`.as(
        'is_connected',
      ),
    )
    .where('deleted_at', 'is', null);

export async function insertAgent(db: Kysely<Database>, row: Insertable<AgentsTable>): Promise<void> {
  await db.insertInto('agents').values(row).execute();
}

export async function findAgent(
  db: Kysely<Database>,
  platformId: string,
  id: string,
): Promise<AgentRecord | undefined> {
  return withConnection(db).where('platform_id', '=', platformId).where('id', '=', id).executeTakeFirst();
}

export async function lockAgent(
  db: Kysely<Database>,
  platformId: string,
  id: string,
): Promise<AgentRow | undefined> {
  return db
    .selectFrom('agents')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function updateAgent(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<AgentsTable>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('agents')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
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
  db: Kysely<Database>,
  platformId: string,
  filter: AgentFilter,
  page: PageRequest,
): Promise<Page<AgentRecord>> {
  let query = withConnection(db).where('platform_id', '=', platformId);
  if (filter.customerId) query = query.where('customer_id', '=', filter.customerId);
  if (filter.isPaused !== undefined) query = query.where('is_paused', '=', filter.isPaused);
  if (filter.isConnected !== undefined) {
    const connected = sql<boolean>`exists (select 1 from agent_tokens t where t.agent_id = agents.id and t.revoked_at is null)`;
    query = query.where(filter.isConnected ? connected : sql<boolean>`not ${connected}`);
  }
  if (filter.createdAfter) query = query.where('created_at', '>=', filter.createdAfter);
  if (filter.createdBefore) query = query.where('created_at', '<', filter.createdBefore);
  if (filter.updatedAfter) query = query.where('updated_at', '>=', filter.updatedAfter);
  if (filter.updatedBefore) query = query.where('updated_at', '<', filter.updatedBefore);
  return paginate(query, page);
}

// ---------------------------------------------------------------------------------------
// Device codes and tokens

export async function insertDeviceCode(
  db: Kysely<Database>,
  row: Insertable<AgentDeviceCodesTable>,
): Promise<void> {
  await db.insertInto('agent_device_codes').values(row).execute();
}

/** Earlier codes of the agent that were never redeemed stop working. */
export async function supersedeDeviceCodes(db: Kysely<Database>, agentId: string, now: Date): Promise<void> {
  await db
    .updateTable('agent_device_codes')
    .set({ superseded_at: now })
    .where('agent_id', '=', agentId)
    .where('redeemed_at', 'is', null)
    .where('superseded_at', 'is', null)
    .execute();
}

export async function lockDeviceCode(
  db: Kysely<Database>,
  codeHash: string,
): Promise<DeviceCodeRow | undefined> {
  return db
    .selectFrom('agent_device_codes')
    .selectAll()
    .where('code_hash', '=', codeHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function findDeviceCode(
  db: Kysely<Database>,
  codeHash: string,
): Promise<DeviceCodeRow | undefined> {
  return db.selectFrom('agent_device_codes').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
}

export async function markRedeemed(db: Kysely<Database>, codeHash: string, now: Date): Promise<void> {
  await db
    .updateTable('agent_device_codes')
    .set({ redeemed_at: now })
    .where('code_hash', '=', codeHash)
    .execute();
}

/** Revokes every live token of the agent (a new redemption, or the agent's deletion). */
export async function revokeTokens(db: Kysely<Database>, agentId: string, now: Date): Promise<void> {
  await db
    .updateTable('agent_tokens')
    .set({ revoked_at: now })
    .where('agent_id', '=', agentId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertToken(
  db: Kysely<Database>,
  agentId: string,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('agent_tokens')
    .values({ token_hash: tokenHash, agent_id: agentId, created_at: now })
    .execute();
}

/** The live agent whose live token hashes to `tokenHash`. */
export async function agentOfToken(db: Kysely<Database>, tokenHash: string): Promise<AgentRow | undefined> {
  return db
    .selectFrom('agent_tokens as t')
    .innerJoin('agents as a', 'a.id', 't.agent_id')
    .selectAll('a')
    .where('t.token_hash', '=', tokenHash)
    .where('t.revoked_at', 'is', null)
    .where('a.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** A live (not deleted) agent of any platform: a device code names its agent by id only. */
export async function agentById(db: Kysely<Database>, id: string): Promise<AgentRow | undefined> {
  return db
    .selectFrom('agents')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
