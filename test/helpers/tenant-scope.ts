/**
 * Which statements reach a tenant table without scoping it to one platform: the check behind
 * "every statement on a tenant table filters by platform_id" (docs/scaling.md). It reads SQL
 * (as pg_stat_statements keeps it: constants replaced by $n) with PostgreSQL's own parser and,
 * for every tenant table a statement reads or writes, requires its `platform_id` to be bound:
 *
 * - in a SELECT, UPDATE or DELETE: an AND-ed condition of the same query level (WHERE, JOIN ON)
 *   that equates it to a value (a parameter, a subquery, a column of an outer query, a CTE or an
 *   `unnest`), to a list (`in (...)`, `= any($1)`), or to the `platform_id` of another tenant
 *   table of the level that is bound itself;
 * - in an INSERT: `platform_id` among its columns (an INSERT ... SELECT checks the SELECT too).
 *
 * A condition under OR or NOT binds nothing: one branch may leave every platform open.
 */
import { loadModule, parseSync } from 'libpg-query';
import { tableDistribution } from '../../src/db/distribution.js';

export interface ScopeFinding {
  /** The tenant tables the statement leaves unscoped. */
  tables: string[];
}

type Node = Record<string, unknown>;

const PLATFORM_COLUMN = 'platform_id';

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The inner object of a `{Type: {...}}` node when it is of `type`. */
function as(node: unknown, type: string): Node | undefined {
  if (!isNode(node)) return undefined;
  const inner = node[type];
  return isNode(inner) ? inner : undefined;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const str = (node: unknown): string | undefined => {
  const inner = as(node, 'String');
  return typeof inner?.sval === 'string' ? inner.sval : undefined;
};

/** Every node of `type` under `value`, not descending into nodes of that type. */
function findAll(value: unknown, type: string, out: Node[] = []): Node[] {
  if (Array.isArray(value)) {
    for (const item of value) findAll(item, type, out);
  } else if (isNode(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === type && isNode(child)) out.push(child);
      else findAll(child, type, out);
    }
  }
  return out;
}

interface Relation {
  table: string;
  /** The name the level's conditions use for it: its alias, else the table's name. */
  ref: string;
}

/** Tenant tables, and the names (CTEs) that hide a table of the same name in a statement. */
interface Context {
  tenant: ReadonlySet<string>;
  ctes: ReadonlySet<string>;
  unscoped: Set<string>;
}

/** The tenant tables of `tableDistribution` (those distributed by platform_id). */
export const tenantTables: ReadonlySet<string> = new Set(
  Object.entries(tableDistribution)
    .filter(([, placement]) => placement.kind === 'tenant')
    .map(([table]) => table),
);

let loaded: Promise<void> | undefined;

/** Loads the parser (WebAssembly) once; `unscopedTenantTables` needs it loaded. */
export function loadParser(): Promise<void> {
  loaded ??= loadModule();
  return loaded;
}

/**
 * The tenant tables `sql` reaches without a platform_id condition, or undefined when it
 * reaches none that way. Statements other than SELECT/INSERT/UPDATE/DELETE (DDL, transaction
 * control) are not checked.
 */
export function unscopedTenantTables(
  sql: string,
  tenant: ReadonlySet<string> = tenantTables,
): ScopeFinding | undefined {
  const parsed = parseSync(sql) as unknown as { stmts?: { stmt?: unknown }[] };
  const unscoped = new Set<string>();
  for (const { stmt } of parsed.stmts ?? []) {
    statement(stmt, { tenant, ctes: new Set(), unscoped });
  }
  return unscoped.size === 0 ? undefined : { tables: [...unscoped].sort() };
}

function statement(node: unknown, ctx: Context): void {
  const select = as(node, 'SelectStmt');
  if (select) return selectLevel(select, ctx);
  const insert = as(node, 'InsertStmt');
  if (insert) return insertLevel(insert, ctx);
  const update = as(node, 'UpdateStmt');
  if (update) {
    const inner = withCtes(update, ctx);
    return level(
      inner,
      [update.relation, ...list(update.fromClause)],
      [update.whereClause],
      [update.targetList, update.returningList],
    );
  }
  const del = as(node, 'DeleteStmt');
  if (del) {
    const inner = withCtes(del, ctx);
    return level(inner, [del.relation, ...list(del.usingClause)], [del.whereClause], [del.returningList]);
  }
  // EXPLAIN of a statement checks the statement; other utility statements are not DML.
  const explain = as(node, 'ExplainStmt');
  if (explain) statement(explain.query, ctx);
}

/** Checks a statement's CTEs and returns the context in which their names hide tables. */
function withCtes(stmt: Node, ctx: Context): Context {
  const ctes = list(
    as(stmt.withClause, 'WithClause')?.ctes ?? (isNode(stmt.withClause) ? stmt.withClause.ctes : []),
  );
  if (ctes.length === 0) return ctx;
  const names = new Set(ctx.ctes);
  for (const cte of ctes) {
    const common = as(cte, 'CommonTableExpr');
    if (typeof common?.ctename === 'string') names.add(common.ctename);
  }
  const inner = { ...ctx, ctes: names };
  for (const cte of ctes) statement(as(cte, 'CommonTableExpr')?.ctequery, inner);
  return inner;
}

function selectLevel(select: Node, ctx: Context): void {
  const inner = withCtes(select, ctx);
  if (select.op !== undefined && select.op !== 'SETOP_NONE') {
    statement({ SelectStmt: select.larg }, inner);
    statement({ SelectStmt: select.rarg }, inner);
    return;
  }
  level(
    inner,
    list(select.fromClause),
    [select.whereClause, select.havingClause],
    [select.targetList, select.valuesLists, select.sortClause, select.limitCount, select.limitOffset],
  );
}

function insertLevel(insert: Node, ctx: Context): void {
  const inner = withCtes(insert, ctx);
  const target = as(insert.relation, 'RangeVar') ?? (isNode(insert.relation) ? insert.relation : undefined);
  const table = typeof target?.relname === 'string' ? target.relname : undefined;
  const columns = list(insert.cols).map((col) => as(col, 'ResTarget')?.name);
  if (table && inner.tenant.has(table) && !inner.ctes.has(table) && !columns.includes(PLATFORM_COLUMN)) {
    inner.unscoped.add(table);
  }
  const source = as(insert.selectStmt, 'SelectStmt');
  if (source) selectLevel(source, inner);
  subqueries([insert.onConflictClause, insert.returningList], inner);
}

/** Checks the SubLinks (subqueries in expressions) of `parts` as query levels of their own. */
function subqueries(parts: unknown[], ctx: Context): void {
  for (const link of findAll(parts, 'SubLink')) {
    statement(link.subselect, ctx);
    subqueries([link.testexpr], ctx);
  }
}

/**
 * One query level: its relations (FROM items, the target of an UPDATE/DELETE), the conditions
 * that scope them (WHERE, HAVING, JOIN ON) and the other parts whose subqueries are checked.
 */
function level(ctx: Context, fromItems: unknown[], where: unknown[], others: unknown[]): void {
  const relations: Relation[] = [];
  const quals: unknown[] = [...where];
  const nested: unknown[] = [];
  const collect = (item: unknown): void => {
    const range =
      as(item, 'RangeVar') ?? (isNode(item) && typeof item.relname === 'string' ? item : undefined);
    if (range) {
      const table = range.relname as string;
      const alias =
        as(range.alias, 'Alias')?.aliasname ?? (isNode(range.alias) ? range.alias.aliasname : undefined);
      if (!ctx.ctes.has(table) || range.schemaname !== undefined) {
        relations.push({ table, ref: typeof alias === 'string' ? alias : table });
      }
      return;
    }
    const join = as(item, 'JoinExpr');
    if (join) {
      collect(join.larg);
      collect(join.rarg);
      quals.push(join.quals);
      return;
    }
    const sub = as(item, 'RangeSubselect');
    if (sub) {
      statement(sub.subquery, ctx);
      return;
    }
    nested.push(item); // functions (unnest), ...: only their subqueries
  };
  fromItems.forEach(collect);

  const tenants = relations.filter((r) => ctx.tenant.has(r.table));
  if (tenants.length > 0) {
    const bound = boundRefs(tenants, quals);
    for (const r of tenants) if (!bound.has(r.ref)) ctx.unscoped.add(r.table);
  }
  subqueries([...quals, ...nested, ...others], ctx);
}

/** The refs of `tenants` whose platform_id the AND-ed conditions of `quals` bind. */
function boundRefs(tenants: Relation[], quals: unknown[]): Set<string> {
  const refs = new Set(tenants.map((r) => r.ref));
  // The tenant relation a column reference names, when it is its platform_id.
  const platformRef = (node: unknown): string | undefined => {
    const column = as(node, 'ColumnRef');
    if (!column) return undefined;
    const names = list(column.fields).map(str);
    if (names.at(-1) !== PLATFORM_COLUMN) return undefined;
    // Unqualified: PostgreSQL would refuse it were it ambiguous, so the first tenant table has it.
    if (names.length === 1) return tenants[0]?.ref;
    const qualifier = names.at(-2);
    return qualifier !== undefined && refs.has(qualifier) ? qualifier : undefined;
  };
  const bound = new Set<string>();
  const pairs: [string, string][] = [];
  const conjuncts: unknown[] = [];
  const split = (node: unknown): void => {
    const bool = as(node, 'BoolExpr');
    if (bool) {
      if (bool.boolop === 'AND_EXPR') list(bool.args).forEach(split);
      return;
    }
    if (node !== undefined) conjuncts.push(node);
  };
  quals.forEach(split);
  for (const conjunct of conjuncts) {
    const expr = as(conjunct, 'A_Expr');
    if (expr) {
      const left = platformRef(expr.lexpr);
      const right = platformRef(expr.rexpr);
      const operator = list(expr.name).map(str).join('.');
      if (expr.kind === 'AEXPR_OP' && operator === '=') {
        if (left && right) pairs.push([left, right]);
        else if (left) bound.add(left);
        else if (right) bound.add(right);
      } else if (
        (expr.kind === 'AEXPR_IN' && operator === '=') ||
        (expr.kind === 'AEXPR_OP_ANY' && operator === '=')
      ) {
        if (left) bound.add(left);
      }
      continue;
    }
    const link = as(conjunct, 'SubLink');
    if (link?.subLinkType === 'ANY_SUBLINK') {
      const left = platformRef(link.testexpr);
      if (left) bound.add(left);
    }
  }
  // platform_id = platform_id of another bound relation of the level binds it too.
  for (let changed = true; changed;) {
    changed = false;
    for (const [a, b] of pairs) {
      if (bound.has(a) !== bound.has(b)) {
        bound.add(a);
        bound.add(b);
        changed = true;
      }
    }
  }
  return bound;
}
