import type { Selectable } from 'kysely';
import type { PlaidLinkTokensTable, PlaidDb } from './tables.js';

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

export async function findLinkToken(
  db: PlaidDb,
  platformId: string,
  token: string,
): Promise<LinkTokenRow | undefined> {
  return db
    .selectFrom('plaid_link_tokens')
    .selectAll()
    .where('platform_id', '=', platformId)
    .where('token', '=', token)
    .executeTakeFirst();
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

/** Gives a claimed token back (the account could not be created, so the link was not used). */
export async function releaseLinkToken(db: PlaidDb, platformId: string, token: string): Promise<void> {
  await db
    .updateTable('plaid_link_tokens')
    .set({ used_at: null })
    .where('platform_id', '=', platformId)
    .where('token', '=', token)
    .execute();
}

export async function recordLinkedAccount(
  db: PlaidDb,
  platformId: string,
  token: string,
  externalAccountId: string,
): Promise<void> {
  await db
    .updateTable('plaid_link_tokens')
    .set({ external_account_id: externalAccountId })
    .where('platform_id', '=', platformId)
    .where('token', '=', token)
    .execute();
}
