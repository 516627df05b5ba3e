import { type Selectable, type Updateable, sql } from 'kysely';
import { held, ownRows } from '../../db/rows.js';
import type { InvitationsTable, InvitationsDb, InvitationsTables } from './tables.js';

const own = ownRows<InvitationsTables>();

export type InvitationRow = Selectable<InvitationsTable>;

export interface NewInvitation {
  code: string;
  platformId: string;
  inviterUma: string;
  firstName: string | null;
  amountToSend: bigint | null;
  amountCurrency: string | null;
  expiresAt: Date | null;
}

/** Inserts the invitation unless its code is taken; undefined tells the caller to draw another code. */
export async function insertInvitation(
  db: InvitationsDb,
  invitation: NewInvitation,
  now: Date,
): Promise<InvitationRow | undefined> {
  // ON CONFLICT instead of catching the unique violation: a failed statement would abort the
  // surrounding transaction on PostgreSQL.
  return db
    .insertInto('invitations')
    .values({
      code: invitation.code,
      platform_id: invitation.platformId,
      inviter_uma: invitation.inviterUma,
      invitee_uma: null,
      first_name: invitation.firstName,
      amount_to_send: invitation.amountToSend,
      amount_currency: invitation.amountCurrency,
      status: 'PENDING',
      expires_at: invitation.expiresAt,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Any platform's invitation: the code alone identifies it (it is the capability). */
export async function findInvitation(
  db: InvitationsDb,
  code: string,
  options: { forUpdate?: boolean } = {},
): Promise<InvitationRow | undefined> {
  const query = db.selectFrom('invitations').selectAll().where('code', '=', code);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** Changes the invitation `of` (read before, locked), found by its code under its platform. */
export function updateInvitation(
  db: InvitationsDb,
  of: Pick<InvitationRow, 'code' | 'platform_id'>,
  changes: Pick<Updateable<InvitationsTable>, 'status' | 'invitee_uma' | 'claimed_at' | 'cancelled_at'>,
  now: Date,
): Promise<InvitationRow> {
  return held(own.setBy(db, 'invitations', of.platform_id, 'code', of.code, { ...changes, updated_at: now }));
}

export interface InviterRow {
  id: string;
  uma_address: string;
  currencies: string[] | null;
}

/**
 * The active customer of this platform holding the UMA address (case-insensitively, like the
 * unique index on lower(uma_address)). Customers of other platforms are never found.
 */
export async function findActiveCustomerByUma(
  db: InvitationsDb,
  platformId: string,
  address: string,
): Promise<InviterRow | undefined> {
  return db
    .selectFrom('customers')
    .select(['id', 'uma_address', 'currencies'])
    .where('platform_id', '=', platformId)
    .where(sql<string>`lower(uma_address)`, '=', address.toLowerCase())
    .where('is_deleted', '=', sql.lit(false))
    .executeTakeFirst();
}
