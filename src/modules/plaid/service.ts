import { createHash } from 'node:crypto';
import type { ServiceContext } from '../../context.js';
import { conflict, invalidInput, notFound } from '../../errors.js';
import { formatId, newUuid, parseId } from '../../ids.js';
import { loadCustomer } from '../customers/index.js';
import { createExternalAccount } from '../external-accounts/index.js';
import type { ExternalAccount } from '../external-accounts/index.js';
import * as store from './store.js';

/** Link tokens live as long as Plaid's do. */
export const LINK_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;
/** What the sandbox Link hands back to the browser: `public-sandbox-` and an opaque part. */
export const SANDBOX_PUBLIC_TOKEN = /^public-sandbox-[A-Za-z0-9-]{1,200}$/;
/** A valid ABA routing number for the sandbox bank behind every link. */
export const SANDBOX_ROUTING_NUMBER = '011401533';
export const SANDBOX_BANK_NAME = 'Sandbox Plaid Bank';

export interface LinkToken {
  linkToken: string;
  expiration: string;
  callbackUrl: string;
  requestId: string;
}

/** POST /plaid/link-tokens: a single-use token for one customer of the platform, valid 4 hours. */
export async function createLinkToken(
  ctx: ServiceContext,
  platformId: string,
  customerId: string,
  /** The URL of the versioned `/plaid` path. */
  callbackBase: string,
  requestId: string,
): Promise<LinkToken> {
  const customer = await loadCustomer(ctx.db, platformId, customerId, { writable: true });
  const now = ctx.clock.now();
  const token = `link-sandbox-${newUuid()}`;
  const expiresAt = new Date(now.getTime() + LINK_TOKEN_TTL_MS);
  await store.insertLinkToken(ctx.db, { token, platformId, customerId: customer.id, expiresAt }, now);
  return {
    linkToken: token,
    expiration: expiresAt.toISOString(),
    callbackUrl: `${callbackBase}/callback/${token}`,
    requestId,
  };
}

/**
 * The sandbox account behind a link: the same link and Plaid account id always give the same
 * account number. It ends in 00 so the sandbox name check (last three digits) matches.
 */
export function sandboxAccountNumber(linkToken: string, plaidAccountId: string | undefined): string {
  const digest = createHash('sha256')
    .update(`${linkToken}\n${plaidAccountId ?? ''}`)
    .digest();
  const digits = [...digest.subarray(0, 9)].map((b) => String(b % 10)).join('');
  return `${digits}00`;
}

const linkNotFound = (token: string) => notFound('NOT_FOUND', `Plaid link token ${token} not found`);

/**
 * POST /plaid/callback/{linkToken}: the public token from the customer's Link session becomes
 * a USD_ACCOUNT of the token's customer (ACH, pull-capable: usable as a quote or transfer-in
 * source). Unknown token (or another platform's): 404. Expired: 400. Used: 409. A public token
 * that is not a sandbox one: 400.
 */
export async function submitPublicToken(
  ctx: ServiceContext,
  platformId: string,
  linkToken: string,
  body: { publicToken: string; accountId?: string | undefined },
): Promise<ExternalAccount & { message: string; status: 'ACTIVE' }> {
  const row = await store.findLinkToken(ctx.db, platformId, linkToken);
  if (!row) throw linkNotFound(linkToken);
  const now = ctx.clock.now();
  if (row.used_at !== null) {
    throw conflict(`Plaid link token ${linkToken} was already used; create a new link token`);
  }
  if (now.getTime() >= row.expires_at.getTime()) {
    throw invalidInput('The Plaid link token expired', [
      {
        field: 'plaid_link_token',
        message: `expired at ${row.expires_at.toISOString()}; create a new link token`,
      },
    ]);
  }
  if (!SANDBOX_PUBLIC_TOKEN.test(body.publicToken)) {
    throw invalidInput('The public token is not one the sandbox Link issues', [
      { field: 'publicToken', message: 'must be a sandbox public token (public-sandbox-...)' },
    ]);
  }
  if (!(await store.claimLinkToken(ctx.db, platformId, linkToken, now))) {
    throw conflict(`Plaid link token ${linkToken} was already used; create a new link token`);
  }
  try {
    const account = await createExternalAccount(ctx, platformId, 'customer', {
      customerId: formatId('Customer', row.customer_id),
      currency: 'USD',
      accountInfo: {
        accountType: 'USD_ACCOUNT',
        accountNumber: sandboxAccountNumber(linkToken, body.accountId),
        routingNumber: SANDBOX_ROUTING_NUMBER,
        bankName: SANDBOX_BANK_NAME,
        bankAccountType: 'CHECKING',
        paymentRails: ['ACH'],
      },
    });
    await store.recordLinkedAccount(
      ctx.db,
      platformId,
      linkToken,
      parseId('ExternalAccount', account.id) ?? '',
    );
    // Bank accounts have no ownership verification: they are ACTIVE from the start.
    if (account.status !== 'ACTIVE') throw new Error(`linked account ${account.id} is ${account.status}`);
    return { message: 'The bank account is linked', ...account, status: 'ACTIVE' };
  } catch (err) {
    await store.releaseLinkToken(ctx.db, platformId, linkToken);
    throw err;
  }
}
