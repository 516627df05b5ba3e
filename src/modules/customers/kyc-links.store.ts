import type { CustomersDb } from './tables.js';

export async function insertKycLink(
  db: CustomersDb,
  link: { id: string; platformId: string; customerId: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .insertInto('kyc_links')
    .values({
      id: link.id,
      platform_id: link.platformId,
      customer_id: link.customerId,
      token_hash: link.tokenHash,
      expires_at: link.expiresAt,
      created_at: link.now,
    })
    .execute();
}

/** Marks an unused, unexpired link used; undefined when there is no such link. */
/** The platform of a link (whose time its expiry is in), whatever its state. */
export async function findKycLinkPlatform(db: CustomersDb, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('kyc_links')
    .select('platform_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.platform_id;
}

export async function consumeKycLink(
  db: CustomersDb,
  tokenHash: string,
  now: Date,
): Promise<{ customer_id: string } | undefined> {
  return db
    .updateTable('kyc_links')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['customer_id'])
    .executeTakeFirst();
}
