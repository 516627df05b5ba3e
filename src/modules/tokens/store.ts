import { type Page, type PageRequest, paginate } from '../../db/pagination.js';
import { type OwnRow, ownRows } from '../../db/rows.js';
import type { ApiTokenRow, NewApiToken, TokensDb, TokensTables } from './tables.js';

const own = ownRows<TokensTables>();

export interface TokenFilter {
  name?: string | undefined;
  createdAfter?: Date | undefined;
  createdBefore?: Date | undefined;
  updatedAfter?: Date | undefined;
  updatedBefore?: Date | undefined;
}

export function insertToken(db: TokensDb, token: NewApiToken): Promise<ApiTokenRow> {
  return own.insert(db, 'api_tokens', token);
}

/** Authentication looks tokens up by client id alone: it is what tells the platform. */
export async function findTokenByClientId(db: TokensDb, clientId: string): Promise<ApiTokenRow | undefined> {
  return db.selectFrom('api_tokens').selectAll().where('client_id', '=', clientId).executeTakeFirst();
}

export function findToken(db: TokensDb, platformId: string, id: string): Promise<ApiTokenRow | undefined> {
  return own.find(db, 'api_tokens', platformId, id);
}

export async function listTokens(
  db: TokensDb,
  platformId: string,
  filter: TokenFilter,
  page: PageRequest,
): Promise<Page<ApiTokenRow>> {
  let query = db.selectFrom('api_tokens').selectAll().where('platform_id', '=', platformId);
  if (filter.name !== undefined) query = query.where('name', '=', filter.name);
  if (filter.createdAfter) query = query.where('created_at', '>=', filter.createdAfter);
  if (filter.createdBefore) query = query.where('created_at', '<=', filter.createdBefore);
  if (filter.updatedAfter) query = query.where('updated_at', '>=', filter.updatedAfter);
  if (filter.updatedBefore) query = query.where('updated_at', '<=', filter.updatedBefore);
  return paginate(query, page, db);
}

/** Deletes a token; the client id it had, if there was one. */
export async function deleteToken(db: TokensDb, platformId: string, id: string): Promise<string | undefined> {
  const row = await db
    .deleteFrom('api_tokens')
    .where('platform_id', '=', platformId)
    .where('id', '=', id)
    .returning('client_id')
    .executeTakeFirst();
  return row?.client_id;
}

/** Re-keys a token in place (start-up credentials given again with a new secret). */
export async function updateTokenSecret(
  db: TokensDb,
  of: OwnRow,
  secretHash: string,
  permissions: string[],
  now: Date,
): Promise<void> {
  await own.update(db, 'api_tokens', of, { secret_hash: secretHash, permissions }, now);
}
