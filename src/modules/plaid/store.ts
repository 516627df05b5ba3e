import type { Selectable, Updateable } from 'kysely';
import { ownRows } from '../../db/rows.js';
import type { PlaidLinkTokensTable, PlaidDb, PlaidTables } from './tables.js';

const own = ownRows<PlaidTables>();

export type LinkTokenRow = Selectable<PlaidLinkTokensTable>;

export async function insertLinkToken(
  db: PlaidDb,
  token: { token: string; platformId: string; customerId: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db
    .insertInto('plaid_link_tokens')
    .values({
      token: token.token,
      platform_id: token.platformId,
      customer_id: token.customerId,
      expires_at: token.expiresAt,
      created_at: now,
    })
    .execute();
}

export function findLinkToken(
  db: PlaidDb,
  platformId: string,
  token: string,
): Promise<LinkTokenRow | undefined> {
  return own.findBy(db, 'plaid_link_tokens', platformId, 'token', token);
}

/** Marks an unused token used; undefined when another request used it first. */
export async function claimLinkToken(
  db: PlaidDb,
  platformId: string,
  token: string,
  now: Date,
): Promise<LinkTokenRow | undefined> {
  return db
    .updateTable('plaid_link_tokens')
    .set({ used_at: now })
    .where('platform_id', '=', platformId)
    .where('token', '=', token)
    .where('used_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

async function setLinkToken(
  db: PlaidDb,
  platformId: string,
  token: string,
  changes: Updateable<PlaidLinkTokensTable>,
): Promise<void> {
  await own.setBy(db, 'plaid_link_tokens', platformId, 'token', token, changes);
}

/** Gives a claimed token back (the account could not be created, so the link was not used). */
export async function releaseLinkToken(db: PlaidDb, platformId: string, token: string): Promise<void> {
  await setLinkToken(db, platformId, token, { used_at: null });
}

export async function recordLinkedAccount(
  db: PlaidDb,
  platformId: string,
  token: string,
  externalAccountId: string,
): Promise<void> {
  await setLinkToken(db, platformId, token, { external_account_id: externalAccountId });
}
