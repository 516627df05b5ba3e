import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { ApiError, forbidden, invalidField, notFound } from '../../errors.js';
import { recordEvent } from '../../events/record.js';
import { enqueueJob } from '../../jobs/queue.js';
import { findCurrency, getCurrency } from '../../money/currencies.js';
import { getConfig } from '../config/index.js';
import type { PlatformConfig } from '../config/index.js';
import { parseUmaAddress } from '../discovery/index.js';
import type { CreateInvitationBody, InvitationStatus, UmaInvitation } from './schemas.js';
import * as store from './store.js';

export const EXPIRE_JOB = 'invitations.expire';

/**
 * Codes are 16 random bytes (128 bits) in Crockford's base32, lower case: 26 letters and digits
 * without i, l, o and u, so a code read aloud or copied by hand survives. Invitations made
 * before were 8 hex characters (32 bits); those are still found.
 */
const CODE = /^[0-9a-hjkmnp-tv-z]{26}$/;
const LEGACY_CODE = /^[0-9a-f]{8}$/;
const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';
/** A collision of 128-bit codes does not happen; a second one in a row means something else is wrong. */
const CODE_ATTEMPTS = 2;

/** A new code: 128 random bits as 26 base32 symbols (the last two bits are zero). */
export function newInvitationCode(): string {
  const bytes = randomBytes(16);
  let code = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      code += CROCKFORD[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return code + CROCKFORD[(buffer << (5 - bits)) & 31];
}

/**
 * A code as people type it: any case, with or without separators, and Crockford's readings of
 * look-alikes (i and l as 1, o as 0). Undefined when it cannot be a code.
 */
export function normalizeInvitationCode(code: string): string | undefined {
  const typed = code.toLowerCase().replace(/[\s-]/g, '');
  if (LEGACY_CODE.test(typed)) return typed;
  const read = typed.replace(/[il]/g, '1').replace(/o/g, '0');
  return CODE.test(read) ? read : undefined;
}

type Trigger = 'claim' | 'cancel' | 'expire';
const PAST: Record<Trigger, string> = { claim: 'claimed', cancel: 'cancelled', expire: 'expired' };

/**
 * Every move an invitation can make (spec 3.4; EXPIRED is reached by the expiry job). Any
 * trigger missing here is refused: CLAIMED, EXPIRED and CANCELLED are final.
 */
const TRANSITIONS: Readonly<Record<InvitationStatus, Readonly<Partial<Record<Trigger, InvitationStatus>>>>> =
  {
    PENDING: { claim: 'CLAIMED', cancel: 'CANCELLED', expire: 'EXPIRED' },
    CLAIMED: {},
    EXPIRED: {},
    CANCELLED: {},
  };

/**
 * The status clients see: a PENDING invitation past its expiresAt is EXPIRED already, whether
 * or not the expiry job has run yet (jobs can be late; the answer must not depend on that).
 */
function effectiveStatus(row: store.InvitationRow, now: Date): InvitationStatus {
  if (row.status === 'PENDING' && row.expires_at && row.expires_at.getTime() <= now.getTime()) {
    return 'EXPIRED';
  }
  return row.status;
}

function refused(code: string, status: InvitationStatus, trigger: Trigger): ApiError {
  switch (status) {
    case 'CLAIMED':
      return new ApiError(400, 'INVITATION_ALREADY_CLAIMED', `Invitation ${code} is already claimed`);
    case 'CANCELLED':
      return new ApiError(400, 'INVITATION_CANCELLED', `Invitation ${code} is cancelled`);
    case 'EXPIRED':
      // The spec has no code for it; INVALID_INPUT plus a machine-readable status
      // (docs/decisions/0016-invitations.md).
      return new ApiError(
        400,
        'INVALID_INPUT',
        `Invitation ${code} expired; it can no longer be ${PAST[trigger]}`,
        {
          invitationStatus: 'EXPIRED',
        },
      );
    case 'PENDING':
      return new ApiError(
        400,
        'INVALID_INPUT',
        `Invitation ${code} cannot be ${PAST[trigger]} while PENDING`,
      );
  }
}

/** The status `trigger` leads to from the invitation's current (effective) status, or the 400 refusing it. */
function transition(row: store.InvitationRow, trigger: Trigger, now: Date): InvitationStatus {
  const current = effectiveStatus(row, now);
  const next = TRANSITIONS[current][trigger];
  if (!next) throw refused(row.code, current, trigger);
  return next;
}

/** Where the inviter sends the invitee. This service serves no page there: the platform's app handles the link. */
const invitationUrl = (origin: string, code: string) => `${origin}/invite/${code}`;

export function toInvitation(row: store.InvitationRow, origin: string, now: Date): UmaInvitation {
  return {
    code: row.code,
    createdAt: row.created_at.toISOString(),
    ...(row.claimed_at ? { claimedAt: row.claimed_at.toISOString() } : {}),
    url: invitationUrl(origin, row.code),
    ...(row.expires_at ? { expiresAt: row.expires_at.toISOString() } : {}),
    inviterUma: row.inviter_uma,
    ...(row.invitee_uma ? { inviteeUma: row.invitee_uma } : {}),
    status: effectiveStatus(row, now),
    ...(row.first_name !== null ? { firstName: row.first_name } : {}),
    ...(row.amount_to_send !== null && row.amount_currency !== null
      ? { amountToSend: { amount: row.amount_to_send, currency: getCurrency(row.amount_currency) } }
      : {}),
  };
}

const invalidUmaAddress = (field: string, value: string) =>
  new ApiError(
    400,
    'INVALID_UMA_ADDRESS',
    `${field} ${JSON.stringify(value)} is not a UMA address ($name@domain)`,
  );

const invitationNotFound = (code: string) =>
  notFound('INVITATION_NOT_FOUND', `Invitation ${JSON.stringify(code)} not found`);

/**
 * Every platform starts on a `.uma.test` domain (RFC 2606: it never resolves), which the
 * sandbox's UMA network simulates; where no UMA payment can reach the domain (production),
 * inviting from it would promise a payment that cannot happen.
 */
function invitationsConfigured(ctx: ServiceContext, config: PlatformConfig): boolean {
  return ctx.world.uma.domain(config.umaDomain) !== 'UNREACHABLE';
}

/** The inviter's first currency, else the platform's first supported one, else USD. */
function sendingCurrency(inviter: store.InviterRow, config: PlatformConfig): string {
  return (
    [...(inviter.currencies ?? []), ...config.supportedCurrencies.map((c) => c.currencyCode)].find(
      (code) => findCurrency(code) !== undefined,
    ) ?? 'USD'
  );
}

export async function createInvitation(
  ctx: ServiceContext,
  platformId: string,
  body: CreateInvitationBody,
  origin: string,
): Promise<UmaInvitation> {
  const inviterUma = parseUmaAddress(body.inviterUma);
  if (!inviterUma) throw invalidUmaAddress('inviterUma', body.inviterUma);
  const now = ctx.clock.now();
  const expiresAt = body.expiresAt === undefined ? null : new Date(body.expiresAt);
  if (expiresAt && (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= now.getTime())) {
    throw invalidField('expiresAt', 'must be a date-time in the future', { format: 'date-time' });
  }
  const config = await getConfig(ctx, platformId);
  if (!invitationsConfigured(ctx, config)) {
    throw new ApiError(
      400,
      'INVITATIONS_NOT_CONFIGURED',
      `Invitations need a UMA domain that receives payments; ${config.umaDomain} is a sandbox-only domain (set umaDomain with PATCH /config)`,
    );
  }
  const inviter = await store.findActiveCustomerByUma(ctx.db, platformId, inviterUma.address);
  if (!inviter) {
    throw notFound(
      'USER_NOT_FOUND',
      `No active customer of this platform has the UMA address ${inviterUma.address}`,
    );
  }
  const row = await ctx.db.transaction().execute(async (trx) => {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const inserted = await store.insertInvitation(
        trx,
        {
          code: newInvitationCode(),
          platformId,
          inviterUma: inviter.uma_address,
          firstName: body.firstName ?? null,
          amountToSend: body.amountToSend === undefined ? null : BigInt(body.amountToSend),
          amountCurrency: body.amountToSend === undefined ? null : sendingCurrency(inviter, config),
          expiresAt,
        },
        now,
      );
      if (!inserted) continue;
      if (expiresAt) {
        await enqueueJob(trx, {
          kind: EXPIRE_JOB,
          platformId,
          payload: { code: inserted.code },
          runAt: expiresAt,
          now,
        });
      }
      return inserted;
    }
    throw new ApiError(500, 'INTERNAL_ERROR', 'No unused invitation code could be drawn');
  });
  return toInvitation(row, origin, now);
}

/** The row behind a code, locked when asked; unknown and malformed codes alike are 404. */
async function loadInvitation(
  db: Kysely<Database>,
  code: string,
  options: { forUpdate?: boolean } = {},
): Promise<store.InvitationRow> {
  const normalized = normalizeInvitationCode(code);
  const row = normalized === undefined ? undefined : await store.findInvitation(db, normalized, options);
  if (!row) throw invitationNotFound(code);
  return row;
}

/** Any platform may read an invitation: the invitee is usually another platform's customer. */
export async function getInvitation(
  ctx: ServiceContext,
  code: string,
  origin: string,
): Promise<UmaInvitation> {
  return toInvitation(await loadInvitation(ctx.db, code), origin, ctx.clock.now());
}

/**
 * Any platform may claim, for an address it answers for: the UMA address of one of its active
 * customers (404 USER_NOT_FOUND otherwise, as for the inviter; docs/decisions/0016). The row
 * lock makes concurrent claims take turns: the second one finds CLAIMED. INVITATION_CLAIMED
 * goes to the creating platform, in the claiming transaction.
 */
export async function claimInvitation(
  ctx: ServiceContext,
  platformId: string,
  code: string,
  inviteeUma: string,
  origin: string,
): Promise<UmaInvitation> {
  const invitee = parseUmaAddress(inviteeUma);
  if (!invitee) throw invalidUmaAddress('inviteeUma', inviteeUma);
  const customer = await store.findActiveCustomerByUma(ctx.db, platformId, invitee.address);
  if (!customer) {
    throw notFound(
      'USER_NOT_FOUND',
      `No active customer of this platform has the UMA address ${invitee.address}; a platform claims ` +
        'invitations for its own customers',
    );
  }
  const { row, now } = await ctx.db.transaction().execute(async (trx) => {
    const current = await loadInvitation(trx, code, { forUpdate: true });
    const now = ctx.clock.now();
    const status = transition(current, 'claim', now);
    if (current.inviter_uma.toLowerCase() === customer.uma_address.toLowerCase()) {
      throw invalidField('inviteeUma', "must differ from the inviter's UMA address");
    }
    // The address as the customer has it, as for the inviter.
    const row = await store.updateInvitation(
      trx,
      current,
      { status, invitee_uma: customer.uma_address, claimed_at: now },
      now,
    );
    await recordEvent(trx, {
      platformId: row.platform_id,
      type: 'INVITATION_CLAIMED',
      resourceId: row.code,
      data: toInvitation(row, origin, now),
      now,
    });
    return { row, now };
  });
  return toInvitation(row, origin, now);
}

/** Only the creating platform may cancel (403 for others), and only a PENDING invitation. */
export async function cancelInvitation(
  ctx: ServiceContext,
  platformId: string,
  code: string,
  origin: string,
): Promise<UmaInvitation> {
  const { row, now } = await ctx.db.transaction().execute(async (trx) => {
    const current = await loadInvitation(trx, code, { forUpdate: true });
    if (current.platform_id !== platformId) {
      throw forbidden(`Invitation ${current.code} was created by another platform; only it can cancel it`);
    }
    const now = ctx.clock.now();
    const status = transition(current, 'cancel', now);
    const row = await store.updateInvitation(trx, current, { status, cancelled_at: now }, now);
    return { row, now };
  });
  return toInvitation(row, origin, now);
}

/**
 * Job `invitations.expire`, due at the invitation's expiresAt: PENDING becomes EXPIRED; an
 * invitation claimed or cancelled in the meantime stays as it is.
 */
export async function expireInvitation(ctx: ServiceContext, payload: unknown): Promise<void> {
  const code = (payload as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') throw new Error('invitations.expire needs {code}');
  await ctx.db.transaction().execute(async (trx) => {
    const row = await store.findInvitation(trx, code, { forUpdate: true });
    // The stored status, not the effective one: the job is what makes EXPIRED stored.
    const next = row ? TRANSITIONS[row.status].expire : undefined;
    if (!row || !next) return;
    await store.updateInvitation(trx, row, { status: next }, ctx.clock.now());
  });
}
