import type { ServiceContext } from '../../context.js';
import { cursorValues, type Page } from '../../db/pagination.js';
import { invalidField } from '../../errors.js';
import { VASPS, type VaspRecord } from '../../sandbox/vasps.js';
import type { ListVaspsQuery, Vasp } from './schemas.js';

const CURSOR_TAG = 'vasps';

const encodeCursor = (v: VaspRecord) =>
  Buffer.from(JSON.stringify([CURSOR_TAG, v.vaspName])).toString('base64url');

function decodeCursor(cursor: string): string {
  const [tag, name] = cursorValues(cursor, 2);
  if (tag !== CURSOR_TAG || typeof name !== 'string') {
    throw invalidField('cursor', 'is not a cursor returned by this list');
  }
  return name;
}

/** Code-point order, so the order (and every cursor) never depends on the locale. */
const byName = (a: VaspRecord, b: VaspRecord) =>
  a.vaspName < b.vaspName ? -1 : a.vaspName > b.vaspName ? 1 : 0;

/** The real providers, and the simulated ones this world has (ctx.world.custodians). */
function listed(ctx: ServiceContext): VaspRecord[] {
  return VASPS.filter((v) => !v.sandboxOnly || ctx.world.custodians.simulated(v.vaspName)).sort(byName);
}

/** The directory in name order, paged by keyset: the cursor holds the last name returned. */
export function listVasps(ctx: ServiceContext, query: ListVaspsQuery): Page<Vasp> {
  const limit = query.limit ?? 20;
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const all = listed(ctx);
  const rest = after === undefined ? all : all.filter((v) => v.vaspName > after);
  const page = rest.slice(0, limit);
  const hasMore = rest.length > limit;
  const last = page.at(-1);
  return {
    data: page.map((v) => ({ vaspName: v.vaspName, url: v.url })),
    hasMore,
    ...(hasMore && last ? { nextCursor: encodeCursor(last) } : {}),
    totalCount: all.length,
  };
}
