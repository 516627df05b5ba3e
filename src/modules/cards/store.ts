import { type Insertable, type Selectable, type Updateable, sql } from 'kysely';
import { type Page, type PageRequest, paginate } from '../../db/pagination.js';
import { type OwnRow, ownRows } from '../../db/rows.js';
import type { CardRevealsTable, CardsTable, CardsDb, CardsTables } from './tables.js';

const own = ownRows<CardsTables>();

export type CardRow = Selectable<CardsTable>;
/** A card with its funding sources (account uuids) in priority order. */
export type CardRecord = CardRow & { funding_sources: string[] };

const withSources = (db: CardsDb) =>
  db
    .selectFrom('cards')
    .selectAll('cards')
    .select(
      sql<string[]>`coalesce((select array_agg(s.account_id::text order by s.priority)
        from card_funding_sources s where s.card_id = cards.id and s.platform_id = cards.platform_id), '{}')`.as(
        'funding_sources',
      ),
    );

export async function insertCard(db: CardsDb, row: Insertable<CardsTable>): Promise<void> {
  await own.insert(db, 'cards', row);
}

export async function findCard(db: CardsDb, platformId: string, id: string): Promise<CardRecord | undefined> {
  return withSources(db).where('platform_id', '=', platformId).where('id', '=', id).executeTakeFirst();
}

/** The card, locked until the transaction ends (every change of a card takes this lock first). */
export function lockCard(db: CardsDb, platformId: string, id: string): Promise<CardRow | undefined> {
  return own.find(db, 'cards', platformId, id, { forUpdate: true });
}

export async function updateCard(
  db: CardsDb,
  of: OwnRow,
  changes: Updateable<CardsTable>,
  now: Date,
): Promise<void> {
  await own.update(db, 'cards', of, changes, now);
}

/** Replaces the card's binding with `accountIds` in that priority order (none: detached). */
export async function setFundingSources(
  db: CardsDb,
  platformId: string,
  cardId: string,
  accountIds: string[],
): Promise<void> {
  await db
    .deleteFrom('card_funding_sources')
    .where('platform_id', '=', platformId)
    .where('card_id', '=', cardId)
    .execute();
  if (accountIds.length === 0) return;
  await db
    .insertInto('card_funding_sources')
    .values(
      accountIds.map((accountId, priority) => ({
        platform_id: platformId,
        card_id: cardId,
        account_id: accountId,
        priority,
      })),
    )
    .execute();
}

export interface CardFilter {
  cardholderId?: string | undefined;
  accountId?: string | undefined;
  platformCardId?: string | undefined;
  state?: CardRow['state'] | undefined;
}

export async function listCards(
  db: CardsDb,
  platformId: string,
  filter: CardFilter,
  page: PageRequest,
): Promise<Page<CardRecord>> {
  let query = withSources(db).where('platform_id', '=', platformId);
  if (filter.cardholderId) query = query.where('cardholder_id', '=', filter.cardholderId);
  if (filter.platformCardId !== undefined)
    query = query.where('platform_card_id', '=', filter.platformCardId);
  if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.accountId) {
    const accountId = filter.accountId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('card_funding_sources as s')
          .select('s.card_id')
          .whereRef('s.card_id', '=', 'cards.id')
          .whereRef('s.platform_id', '=', 'cards.platform_id')
          .where('s.account_id', '=', accountId),
      ),
    );
  }
  return paginate(query, page, db);
}

// ---------------------------------------------------------------------------------------
// Reveals

export async function insertReveal(db: CardsDb, row: Insertable<CardRevealsTable>): Promise<void> {
  await own.insert(db, 'card_reveals', row);
}

export async function lockReveal(
  db: CardsDb,
  tokenHash: string,
): Promise<Selectable<CardRevealsTable> | undefined> {
  return db
    .selectFrom('card_reveals')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function markRevealOpened(db: CardsDb, of: OwnRow, now: Date): Promise<void> {
  await own.set(db, 'card_reveals', of, { opened_at: now });
}
