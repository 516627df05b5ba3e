import { readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * A pgbench script (bench/pgbench/*.sql) run by node-postgres instead of pgbench: the same
 * statements, the same clients, prepared the same way (`-M prepared`), driven by one Node
 * process. Beside pgbench's figure it is the floor of any service written in Node with this
 * driver: what those statements cost before HTTP, validation, views or JSON. A target above it
 * is out of reach for the service by construction (docs/performance.md, Writes and Payments).
 *
 * Only what the scripts use is understood: `\set NAME EXPR` (integers, `random(a, b)`, + - * %,
 * parentheses, `:vars`), a statement ending in `\gset` (its one row's columns become variables),
 * `:name` for a variable or a `defines` entry, `--` comments.
 */
interface Step {
  kind: 'set' | 'sql';
  name?: string;
  text: string;
  gset?: boolean;
  /** For statements: the variables in $n order. */
  params?: string[];
}

const VARIABLE = /(?<!:):([a-zA-Z_][a-zA-Z0-9_]*)/g;

function parse(source: string): Step[] {
  const steps: Step[] = [];
  let pending = '';
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('--')) continue;
    const set = /^\\set\s+(\w+)\s+(.+)$/.exec(line);
    if (set) {
      steps.push({ kind: 'set', name: set[1] as string, text: set[2] as string });
      continue;
    }
    pending += (pending ? ' ' : '') + line;
    const gset = pending.endsWith('\\gset');
    if (gset || pending.endsWith(';')) {
      const text = pending
        .replace(/\\gset$/, '')
        .replace(/;\s*$/, '')
        .trim();
      const params: string[] = [];
      const prepared = text.replace(VARIABLE, (_m, name: string) => {
        let at = params.indexOf(name);
        if (at < 0) at = params.push(name) - 1;
        return `$${at + 1}`;
      });
      steps.push({ kind: 'sql', text: prepared, gset, params });
      pending = '';
    }
  }
  if (pending !== '') throw new Error(`a statement without its ';': ${pending.slice(0, 80)}`);
  return steps;
}

/** `\set`'s arithmetic over integers, with pgbench's `random(lo, hi)` (both included). */
function evaluate(expression: string, vars: Map<string, string>): string {
  const substituted = expression
    .replace(VARIABLE, (_m, name: string) => {
      const value = vars.get(name);
      if (value === undefined) throw new Error(`\\set uses :${name}, not set`);
      return value;
    })
    .replace(/random\(\s*(-?\d+)\s*,\s*(-?\d+)\s*\)/g, (_m, lo: string, hi: string) =>
      String(Number(lo) + Math.floor(Math.random() * (Number(hi) - Number(lo) + 1))),
    );
  // Integers, + - * % and parentheses only (no division, whose truncation would differ).
  if (!/^[\d\s+\-*%()]+$/.test(substituted)) throw new Error(`\\set ${expression}: not understood`);
  return String(Function(`"use strict"; return (${substituted})`)() as number);
}

async function runOnce(client: pg.Client, steps: Step[], defines: Record<string, string>): Promise<void> {
  const vars = new Map(Object.entries(defines));
  for (const [index, step] of steps.entries()) {
    if (step.kind === 'set') {
      vars.set(step.name as string, evaluate(step.text, vars));
      continue;
    }
    const values = (step.params ?? []).map((name) => {
      const value = vars.get(name);
      if (value === undefined) throw new Error(`:${name} is not set`);
      return value;
    });
    const result = await client.query({ name: `pgscript-${index}`, text: step.text, values });
    if (step.gset) {
      const row = result.rows[0] as Record<string, unknown> | undefined;
      if (row === undefined) throw new Error(`\\gset of a statement with no row: ${step.text.slice(0, 80)}`);
      for (const [column, value] of Object.entries(row)) vars.set(column, String(value));
    }
  }
}

/** Transactions (script runs) per second of `script` on `url`, as `pgbench -n -M prepared` reports. */
export async function nodePgScript(
  url: string,
  script: string,
  defines: Record<string, string> = {},
  options: { clients: number; seconds: number } = { clients: 10, seconds: 10 },
): Promise<number> {
  const steps = parse(readFileSync(script, 'utf8'));
  const clients = await Promise.all(
    Array.from({ length: options.clients }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  try {
    let runs = 0;
    const end = performance.now() + options.seconds * 1000;
    const started = performance.now();
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < end) {
          await runOnce(client, steps, defines);
          runs++;
        }
      }),
    );
    return runs / ((performance.now() - started) / 1000);
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => {})));
  }
}
