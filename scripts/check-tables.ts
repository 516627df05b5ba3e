// Which code may touch which table (decision 0023, docs/architecture.md "who owns what"). The
// compiler checks the queries built with Kysely: a store's handle names only the tables its
// folder's tables.ts owns and the ones it declares it reads. Raw SQL names its tables in text,
// out of the compiler's sight: this script, run by `npm run lint`, reads every line of src/
// outside the migrations for a table after FROM, JOIN, INTO or UPDATE, and fails on one that
// the folder's tables.ts neither owns nor declares, as `file:line table`. It also fails on a
// manifest whose `tables` differ from the ones its tables.ts owns.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { serviceModules } from '../src/modules/index.js';

const root = join(import.meta.dirname, '..');
const src = join(root, 'src');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : files(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The members of `export interface <name> { ... }` in a tables.ts whose name ends with `suffix`. */
function members(source: string, suffix: RegExp): string[] {
  const found: string[] = [];
  for (const [, body] of source.matchAll(
    new RegExp(`^export interface \\w+${suffix.source} \\{\\n([^}]*)^\\}`, 'gm'),
  )) {
    for (const [, table] of (body as string).matchAll(/^ {2}([a-z_]+):/gm)) found.push(table as string);
  }
  return found;
}

/** Each owner folder (`src/ledger/`, `src/modules/cards/`) with the tables it owns and borrows. */
const folders = new Map<string, { owned: string[]; borrowed: string[] }>();
for (const file of files(src).filter((f) => f.endsWith('/tables.ts'))) {
  const source = readFileSync(file, 'utf8');
  folders.set(`${relative(root, dirname(file))}/`, {
    owned: members(source, /Tables/),
    borrowed: members(source, /(?:Reads|Writes)/),
  });
}
const owners = new Map([...folders].flatMap(([folder, { owned }]) => owned.map((t) => [t, folder] as const)));

const found: string[] = [];
const tables = [...owners.keys()].sort((a, b) => b.length - a.length).join('|');
const rawSql = new RegExp(`\\b(?:from|join|into|update)\\s+(${tables})\\b`, 'gi');
for (const file of files(src)) {
  const path = relative(root, file);
  const folder = [...folders.keys()].find((f) => path.startsWith(f));
  const own = folder === undefined ? undefined : folders.get(folder);
  const allowed = new Set([...(own?.owned ?? []), ...(own?.borrowed ?? [])]);
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return; // prose about a table is not a use of it
      for (const [, table] of line.matchAll(rawSql)) {
        const name = (table as string).toLowerCase();
        if (!allowed.has(name)) found.push(`${path}:${index + 1} ${name} (owned by ${owners.get(name)})`);
      }
    });
}

for (const module of serviceModules) {
  const folder = `src/modules/${module.name}/`;
  const declared = existsSync(join(root, folder, 'tables.ts')) ? (folders.get(folder)?.owned ?? []) : [];
  const listed = [...module.tables].sort().join(', ');
  if (listed !== [...declared].sort().join(', ')) {
    found.push(
      `${folder}manifest.ts lists the tables [${listed}]; its tables.ts owns [${declared.join(', ')}]`,
    );
  }
}

if (found.length > 0) {
  process.stderr.write(
    'Tables out of their owner (raw SQL on a table its folder neither owns nor declares in its tables.ts, with why):\n' +
      `${found.map((f) => `  ${f}`).join('\n')}\n`,
  );
  process.exit(1);
}
const borrowed = [...folders.values()].reduce((n, { borrowed }) => n + borrowed.length, 0);
process.stdout.write(
  `table owners: ${owners.size} tables in ${folders.size} tables.ts, ${borrowed} declared reads; raw SQL within them\n`,
);
