import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Db } from './schema.js';

/**
 * The statements every store writes the same way for a platform's own rows: one row found,
 * changed or removed by its id AND its platform. Filtering by `platform_id` as well as the
 * globally unique id keeps each statement on one tenant (one shard on a distributed
 * PostgreSQL, docs/scaling.md) and makes a row of another platform unreachable by
 * construction, which the suite's statement check holds every store to.
 *
 * A store names its table; the row types come from that table's interface, so a caller
 * gets the same types as from a hand-written query. Kysely cannot resolve the columns of a
 * table chosen by a type parameter, so the one cast to a handle on "a table with these
 * columns" lives here, once.
 */

/** The columns a platform's own row carries: its key. */
export interface OwnRow {
  id: string;
  platform_id: string;
}

/** The tables of `T` whose rows belong to one platform and are found by id. */
export type OwnTable<T> = {
  [N in keyof T & string]: Selectable<T[N]> extends OwnRow ? N : never;
}[keyof T & string];

/** The tables of `T` that also keep the time of their last change. */
export type ChangedTable<T> = {
  [N in OwnTable<T>]: Selectable<T[N]> extends { updated_at: Date } ? N : never;
}[OwnTable<T>];

/** What the statements below see: any table, as its key columns ("own" stands for it). */
type Handle = Kysely<{ own: OwnRow & { updated_at: Date } }>;

export interface FindOptions {
  /** Lock the row until the transaction ends (`SELECT … FOR UPDATE`). */
  forUpdate?: boolean;
}

/**
 * The statements on the own rows of the tables `T` (a module's tables): a store makes it
 * once, `const own = ownRows<CardsTables>()`, and calls `own.find(db, 'cards', …)`.
 */
export function ownRows<T>() {
  const on = (db: Db<T>) => db as unknown as Handle;
  /** The one UPDATE of a platform's row by a unique column, under `set` and `setBy`. */
  const change = (
    db: Db<T>,
    table: string,
    platformId: string,
    column: string,
    value: string,
    changes: unknown,
  ) =>
    on(db)
      .updateTable(table as 'own')
      .set(changes as never)
      .where('platform_id', '=', platformId)
      .where(column as 'id', '=', value)
      .returningAll()
      .executeTakeFirst();

  /** The one SELECT of a platform's row by a unique column, under `find` and `findBy`. */
  const lookUp = (
    db: Db<T>,
    table: string,
    platformId: string,
    column: string,
    value: string,
    options: FindOptions,
  ) => {
    let query = on(db)
      .selectFrom(table as 'own')
      .selectAll()
      .where('platform_id', '=', platformId)
      .where(column as 'id', '=', value);
    if (options.forUpdate) query = query.forUpdate();
    return query.executeTakeFirst();
  };

  /**
   * Changes the row `of` as `update` does, but stamps nothing: for a table that keeps no
   * time of change, or whose changes carry the time of what happened themselves.
   */
  const set = <N extends OwnTable<T>>(db: Db<T>, table: N, of: OwnRow, changes: Updateable<T[N]>) =>
    change(db, table, of.platform_id, 'id', of.id, changes) as Promise<Selectable<T[N]> | undefined>;

  /**
   * Changes, as `set` does, the platform's row of `table` whose unique `column` is `value`:
   * the change of a row keyed by something else than an id of its own (see findBy).
   */
  const setBy = <N extends PlatformTable<T>>(
    db: Db<T>,
    table: N,
    platformId: string,
    column: keyof Selectable<T[N]> & string,
    value: string,
    changes: Updateable<T[N]>,
  ) => change(db, table, platformId, column, value, changes) as Promise<Selectable<T[N]> | undefined>;

  /**
   * The platform's row of `table` whose unique `column` is `value`: for a row keyed by
   * something else than an id of its own (a token, or the parent it extends one to one).
   */
  const findBy = async <N extends PlatformTable<T>>(
    db: Db<T>,
    table: N,
    platformId: string,
    column: keyof Selectable<T[N]> & string,
    value: string,
    options: FindOptions = {},
  ): Promise<Selectable<T[N]> | undefined> =>
    (await lookUp(db, table, platformId, column, value, options)) as Selectable<T[N]> | undefined;

  return {
    /** The platform's row `id` of `table`, or undefined when there is none (or it is another's). */
    async find<N extends OwnTable<T>>(
      db: Db<T>,
      table: N,
      platformId: string,
      id: string,
      options: FindOptions = {},
    ): Promise<Selectable<T[N]> | undefined> {
      return (await lookUp(db, table, platformId, 'id', id, options)) as Selectable<T[N]> | undefined;
    },

    /** Inserts one row and answers it as stored (defaults and generated columns filled in). */
    async insert<N extends OwnTable<T>>(
      db: Db<T>,
      table: N,
      row: Insertable<T[N]>,
    ): Promise<Selectable<T[N]>> {
      return (await on(db)
        .insertInto(table as 'own')
        .values(row as never)
        .returningAll()
        .executeTakeFirstOrThrow()) as Selectable<T[N]>;
    },

    /**
     * Changes the row `of` (read before, usually locked: its id and platform are the key)
     * and stamps `updated_at` with `now`; answers the row as changed, or undefined when it
     * is gone.
     */
    async update<N extends ChangedTable<T>>(
      db: Db<T>,
      table: N,
      of: OwnRow,
      changes: Updateable<T[N]>,
      now: Date,
    ): Promise<Selectable<T[N]> | undefined> {
      return set(db, table, of, { ...(changes as object), updated_at: now } as unknown as Updateable<T[N]>);
    },

    /** Deletes the platform's row `id`; answers whether there was one. */
    async remove<N extends OwnTable<T>>(
      db: Db<T>,
      table: N,
      platformId: string,
      id: string,
    ): Promise<boolean> {
      const result = await on(db)
        .deleteFrom(table as 'own')
        .where('platform_id', '=', platformId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * Which of `ids` are rows of the platform in `table` (a batch that may be retried asks
     * which of its rows an earlier run wrote).
     */
    async existingIds<N extends OwnTable<T>>(
      db: Db<T>,
      table: N,
      platformId: string,
      ids: string[],
    ): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await on(db)
        .selectFrom(table as 'own')
        .select('id')
        .where('platform_id', '=', platformId)
        .where('id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.id));
    },
    set,
    findBy,
    // Rows keyed by a token, a code or their parent are changed in several stores: by their key.
    setBy,
  };
}

/**
 * The row a statement answers about a row the caller holds (read, usually locked, in its
 * transaction): its being gone would be a broken invariant, not an answer, so it throws.
 */
export async function held<R>(row: Promise<R | undefined>): Promise<R> {
  const found = await row;
  if (found === undefined) throw new Error('a row held in this transaction is gone');
  return found;
}

/** The tables of `T` whose rows belong to one platform, whatever their key. */
export type PlatformTable<T> = {
  [N in keyof T & string]: Selectable<T[N]> extends { platform_id: string } ? N : never;
}[keyof T & string];
