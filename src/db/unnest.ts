import { type Insertable, type RawBuilder, sql } from 'kysely';
import { assert } from '../assert.js';
import type { Database } from './schema.js';

/** PostgreSQL element types a column can be sent as (an array of each, then unnested). */
export type ColumnType = 'uuid' | 'text' | 'jsonb' | 'boolean' | 'integer' | 'bigint' | 'timestamptz';

type Table = keyof Database & string;
type Row<T extends Table> = Insertable<Database[T]>;
type Column<T extends Table> = keyof Row<T> & string;

/**
 * Many rows as one statement whose text does not depend on how many there are: each column
 * goes as one array parameter and PostgreSQL unnests them, instead of one parameter per cell.
 * A multi-row VALUES of 500 rows has thousands of parameters that the query builder and the
 * driver handle one by one, and a new statement text (a new prepared statement) per row count.
 *
 * `columns` names every column written, with its type; `shared` gives the ones that are the
 * same in every row (sent once, not as an array), the rows give the others.
 *
 *   db.insertInto('events').columns(cols).expression(unnestRows(...))
 */
export function unnestRows<T extends Table>(
  columns: readonly (readonly [Column<T>, ColumnType])[],
  rows: readonly Partial<Row<T>>[],
  shared: Partial<Row<T>> = {},
): { columns: Column<T>[]; select: RawBuilder<unknown> } {
  assert(rows.length > 0, 'unnestRows needs at least one row');
  const perRow = columns.filter(([name]) => !(name in shared));
  const arrays = perRow.map(([name, type]) => {
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[name];
      return value === undefined ? null : value;
    });
    return sql`${values}::${sql.raw(type)}[]`;
  });
  const selected = columns.map(([name, type]) =>
    name in shared
      ? sql`${(shared as Record<string, unknown>)[name] ?? null}::${sql.raw(type)}`
      : sql.ref(`u.${name}`),
  );
  const aliases = perRow.map(([name]) => sql.id(name));
  return {
    columns: columns.map(([name]) => name),
    select: sql`select ${sql.join(selected)} from unnest(${sql.join(arrays)}) as u(${sql.join(aliases)})`,
  };
}
