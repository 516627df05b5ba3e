import { createHash, randomBytes } from 'node:crypto';
import type { ServiceContext } from '../../context.js';
import { ApiError } from '../../errors.js';
import { newUuid } from '../../ids.js';
import { inTimeOf } from '../../test-clocks/index.js';
import { assertContactVerified } from './contact-verification.js';
import * as store from './kyc-links.store.js';
import { formatId } from '../../ids.js';
import { loadByPlatformCustomerId, loadCustomer } from './service.js';

/** Hosted links are valid for one hour and open once. */
export const KYC_LINK_TTL_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface KycLink {
  kycUrl: string;
  expiresAt: string;
  provider: 'SUMSUB';
  token: string;
}

/**
 * A new single-use hosted verification link each call; earlier links stay valid until they
 * expire. Creating a link does not change kycStatus (spec 3.7). Only a hash of the link's
 * token is stored.
 */
export async function createKycLink(
  ctx: ServiceContext,
  platformId: string,
  customerId: string,
  origin: string,
  redirectUri: string | undefined,
): Promise<KycLink> {
  const customer = await loadCustomer(ctx.db, platformId, customerId, { writable: true });
  assertContactVerified(customer.contact_verification);
  const token = randomBytes(24).toString('base64url');
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + KYC_LINK_TTL_MS);
  await store.insertKycLink(ctx.db, {
    id: newUuid(),
    platformId,
    customerId: customer.id,
    tokenHash: hashToken(token),
    expiresAt,
    now,
  });
  const url = new URL(`/kyc/${token}`, origin);
  if (redirectUri) url.searchParams.set('redirectUri', redirectUri);
  return {
    kycUrl: url.toString(),
    expiresAt: expiresAt.toISOString(),
    provider: 'SUMSUB',
    token: `sbx_${randomBytes(16).toString('hex')}`,
  };
}

/**
 * The oldest revisions' way to the same link: GET /customers/kyc-link names the customer by
 * its platformCustomerId and answers with both ids next to the link.
 */
export async function createKycLinkByPlatformCustomerId(
  ctx: ServiceContext,
  platformId: string,
  platformCustomerId: string,
  origin: string,
  redirectUri: string | undefined,
): Promise<KycLink & { customerId: string; platformCustomerId: string }> {
  const row = await loadByPlatformCustomerId(ctx.db, platformId, platformCustomerId);
  const customerId = formatId('Customer', row.id);
  const link = await createKycLink(ctx, platformId, customerId, origin, redirectUri);
  return { customerId, platformCustomerId: row.platform_customer_id, ...link };
}

/**
 * Opens a hosted link: the first open consumes it; later opens and expired links are refused.
 * Its expiry is read in its platform's time, the time `expiresAt` was given in (the page is
 * opened without credentials, so outside any platform's time; see cards' openReveal).
 */
export async function openKycLink(ctx: ServiceContext, token: string): Promise<{ customerId: string }> {
  const tokenHash = hashToken(token);
  const platformId = await store.findKycLinkPlatform(ctx.db, tokenHash);
  const now =
    platformId === undefined ? ctx.clock.now() : await inTimeOf(ctx, platformId, async () => ctx.clock.now());
  const row = await store.consumeKycLink(ctx.db, tokenHash, now);
  if (!row)
    throw new ApiError(410, 'KYC_LINK_EXPIRED', 'This verification link was already used or has expired');
  return { customerId: `Customer:${row.customer_id}` };
}
