import { createHash, randomBytes } from 'node:crypto';
import type { ServiceContext } from '../../context.js';
import { ApiError, conflict, invalidField } from '../../errors.js';
import { formatId } from '../../ids.js';
import { enqueueJob } from '../../jobs/queue.js';
import { verifyWalletOwnership } from '../../crypto/wallet-signatures.js';
import {
  isSelfCustodyWallet,
  loadExternalAccount,
  saveOwnershipState,
  toExternalAccount,
  walletAddress,
} from './service.js';

export type Scope = 'customer' | 'platform';
export type ChallengeMethod = 'WALLET_SIGNATURE' | 'LIVENESS';
type Chain = 'EVM' | 'BITCOIN' | 'SOLANA';

/** A signed message is accepted for 10 minutes; a hosted liveness check is open for 15. */
const SIGNATURE_TTL_MS = 10 * 60 * 1000;
const LIVENESS_TTL_MS = 15 * 60 * 1000;
export const LIVENESS_JOB = 'external-accounts.liveness';

const CHALLENGEABLE = new Set(['PENDING_OWNERSHIP_VERIFICATION', 'UNVERIFIED']);

/** Which signature scheme proves control of an address, from the address itself. */
export function chainOf(address: string): Chain | undefined {
  if (/^0x[0-9a-fA-F]{40}$/.test(address)) return 'EVM';
  if (
    /^(bc1|tb1|bcrt1)[a-z0-9]{20,90}$/i.test(address) ||
    /^[123mn][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(address)
  ) {
    return 'BITCOIN';
  }
  if (/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return 'SOLANA';
  return undefined;
}

interface StoredChallenge {
  method: ChallengeMethod;
  messageToSign?: string;
  verificationLink?: string;
  token?: string;
  /** For liveness: the hash of the token, which the delayed outcome must still find. */
  tokenHash?: string;
  expiresAt: string;
}

const publicView = (c: StoredChallenge) =>
  c.method === 'WALLET_SIGNATURE'
    ? { method: c.method, messageToSign: c.messageToSign as string, expiresAt: c.expiresAt }
    : {
        method: c.method,
        verificationLink: c.verificationLink as string,
        token: c.token,
        expiresAt: c.expiresAt,
      };

/**
 * Issues an ownership challenge for a FIRST_PARTY self-custody wallet (spec 3.1, 4.2). A new
 * challenge replaces (abandons) any outstanding one; an UNVERIFIED account goes back to
 * PENDING_OWNERSHIP_VERIFICATION.
 */
export async function startChallenge(
  ctx: ServiceContext,
  platformId: string,
  scope: Scope,
  externalAccountId: string,
  method: ChallengeMethod,
  origin: string,
) {
  const challenge = await ctx.db.transaction().execute(async (trx) => {
    const row = await loadExternalAccount(trx, platformId, externalAccountId, scope, { forUpdate: true });
    if (row.ownership_type !== 'FIRST_PARTY' || !isSelfCustodyWallet(row.account_type, row.account_info)) {
      throw conflict('Ownership challenges apply to FIRST_PARTY self-custody wallet accounts only');
    }
    if (!CHALLENGEABLE.has(row.status)) {
      throw conflict(
        `The account is ${row.status}; ownership is verified only from PENDING_OWNERSHIP_VERIFICATION or UNVERIFIED`,
      );
    }
    const now = ctx.clock.now();
    const address = walletAddress(row) ?? '';
    let stored: StoredChallenge;
    if (method === 'WALLET_SIGNATURE') {
      if (!chainOf(address)) {
        throw invalidField(
          'method',
          'WALLET_SIGNATURE is not available for this wallet address; use LIVENESS',
          {
            enum: ['LIVENESS'],
          },
        );
      }
      const expiresAt = new Date(now.getTime() + SIGNATURE_TTL_MS).toISOString();
      stored = {
        method,
        expiresAt,
        messageToSign: [
          'Payments Service wallet ownership verification',
          `Account: ${formatId('ExternalAccount', row.id)}`,
          `Address: ${address}`,
          `Nonce: ${randomBytes(16).toString('hex')}`,
          `Expires: ${expiresAt}`,
        ].join('\n'),
      };
    } else {
      const token = randomBytes(24).toString('base64url');
      const tokenHash = createHash('sha256').update(token).digest('hex');
      stored = {
        method,
        token,
        tokenHash,
        verificationLink: new URL(`/liveness/${token}`, origin).toString(),
        expiresAt: new Date(now.getTime() + LIVENESS_TTL_MS).toISOString(),
      };
      // The world's liveness check: in the sandbox it "completes" by itself after a delay
      // (times SANDBOX_DELAY_SCALE); where none completes, the challenge expires unverified.
      const liveness = ctx.world.liveness.check();
      if (liveness.outcome === 'VERIFIED') {
        await enqueueJob(trx, {
          kind: LIVENESS_JOB,
          platformId,
          payload: { platformId, accountId: row.id, scope, tokenHash },
          runAt: new Date(now.getTime() + liveness.delayMs * ctx.config.sandboxDelayScale),
          now,
        });
      }
    }
    await saveOwnershipState(
      trx,
      row,
      {
        status: 'PENDING_OWNERSHIP_VERIFICATION',
        ownershipChallenge: stored as unknown as Record<string, unknown>,
      },
      now,
    );
    return stored;
  });
  if (method === 'LIVENESS') ctx.notifyJobs?.();
  return publicView(challenge);
}

/**
 * Checks a signature over the outstanding WALLET_SIGNATURE challenge (spec 4.1): valid and in
 * time -> ACTIVE; invalid or expired -> UNVERIFIED (committed) and 400; none outstanding -> 409.
 */
export async function verifyOwnership(
  ctx: ServiceContext,
  platformId: string,
  scope: Scope,
  externalAccountId: string,
  proof: { signature: string; signatureScheme?: 'bip137' | 'electrum' | undefined },
) {
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const row = await loadExternalAccount(trx, platformId, externalAccountId, scope, { forUpdate: true });
    const challenge = row.ownership_challenge as StoredChallenge | null;
    if (!challenge || challenge.method !== 'WALLET_SIGNATURE' || !challenge.messageToSign) {
      throw conflict(
        'No WALLET_SIGNATURE challenge is outstanding for this account; start one with /challenge',
      );
    }
    const now = ctx.clock.now();
    const address = walletAddress(row) ?? '';
    const chain = chainOf(address);
    const expired = now.getTime() > Date.parse(challenge.expiresAt);
    const valid =
      !expired &&
      chain !== undefined &&
      verifyWalletOwnership(
        chain,
        address,
        challenge.messageToSign,
        proof.signature,
        proof.signatureScheme ?? 'bip137',
      );
    const saved = await saveOwnershipState(
      trx,
      row,
      { status: valid ? 'ACTIVE' : 'UNVERIFIED', ownershipChallenge: null },
      now,
    );
    return { saved, valid, expired };
  });
  if (!outcome.valid) {
    throw new ApiError(
      400,
      'INVALID_INPUT',
      outcome.expired
        ? 'The challenge expired before the signature arrived; the account is UNVERIFIED, start a new challenge'
        : 'The signature does not prove control of the wallet address; the account is UNVERIFIED, start a new challenge',
      {
        errors: [
          { field: 'signature', message: outcome.expired ? 'arrived after expiresAt' : 'is not valid' },
        ],
      },
    );
  }
  return toExternalAccount(outcome.saved);
}

/** Delayed VERIFIED outcome of a liveness check: the account becomes ACTIVE if that challenge is still the current one. */
export async function completeLiveness(ctx: ServiceContext, payload: unknown): Promise<void> {
  const { platformId, accountId, scope, tokenHash } = payload as {
    platformId: string;
    accountId: string;
    scope: Scope;
    tokenHash: string;
  };
  await ctx.db.transaction().execute(async (trx) => {
    const row = await loadExternalAccount(trx, platformId, formatId('ExternalAccount', accountId), scope, {
      forUpdate: true,
    }).catch(() => undefined);
    const challenge = row?.ownership_challenge as StoredChallenge | null | undefined;
    if (!row || challenge?.method !== 'LIVENESS' || challenge.tokenHash !== tokenHash) return;
    await saveOwnershipState(trx, row, { status: 'ACTIVE', ownershipChallenge: null }, ctx.clock.now());
  });
}
