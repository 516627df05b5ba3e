// Which code may touch which table (decision 0023): a module's files touch only the tables its
// manifest owns, and the kernels below the modules only theirs. Run by `npm run lint`; prints
// every SQL reference to a table from a place that does not own it, as `file:line table`.
//
// It reads the source as text: a table name in a Kysely call (`selectFrom('customers')`,
// `innerJoin('customers as c', ...)`) or after FROM/JOIN/INTO/UPDATE in raw SQL.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { serviceModules } from '../src/modules/index.js';

/** Tables that belong to a kernel folder of src/ rather than to a module. */
const KERNEL_TABLES: Record<string, string> = {
  idempotency_keys: 'src/idempotency/',
  jobs: 'src/jobs/',
  test_clocks: 'src/test-clocks/',
  ledger_accounts: 'src/ledger/',
  ledger_transactions: 'src/ledger/',
  ledger_postings: 'src/ledger/',
};

/**
 * Known reads of another owner's table, each with why it stays for now. A new one fails lint;
 * removing one from the code without removing it here fails too, so the list only shrinks.
 */
const KNOWN: Record<string, string> = {
  'src/events/record.ts events':
    'the one writer of the outbox, below the modules, so that recording an event needs no import of the webhooks module',
  'src/modules/accounts/store.ts ledger_accounts': 'the account view reads its balance from the ledger',
  'src/modules/accounts/store.ts platforms': 'the platform-level accounts view joins its platform',
  'src/modules/accounts/store.ts customers': 'the account view joins its owner',
  'src/modules/discovery/store.ts customers': 'a UMA lookup finds the customer that receives at an address',
  'src/modules/discovery/store.ts platform_configs':
    'a UMA lookup matches the receiving platform by its domain',
  'src/modules/invitations/store.ts customers': 'claiming an invitation checks the invitee',
  'src/modules/payments/quotes/store.ts receiver_lookups':
    'a quote to a UMA address uses the lookup it names',
  'src/modules/payments/transactions/store.ts customers': 'the transaction view joins its customer',
  'src/modules/payments/transactions/store.ts external_accounts':
    'the transaction view joins its counterparty account',
};

const root = join(import.meta.dirname, '..');
const owners = new Map<string, string>(Object.entries(KERNEL_TABLES));
for (const module of serviceModules) {
  for (const table of module.tables) owners.set(table, `src/modules/${module.name}/`);
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : files(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const tables = [...owners.keys()].sort((a, b) => b.length - a.length).join('|');
const patterns = [
  new RegExp(
    `\\b(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|mergeInto|with)\\(\\s*['"\`](${tables})\\b`,
    'g',
  ),
  new RegExp(`\\b(?:from|join|into|update)\\s+(${tables})\\b`, 'gi'),
];

const found: string[] = [];
const seen = new Set<string>();
for (const file of files(join(root, 'src'))) {
  const path = relative(root, file);
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return; // prose about a table is not a use of it
    for (const pattern of patterns) {
      for (const match of line.matchAll(pattern)) {
        const table = match[1] as string;
        const owner = owners.get(table) as string;
        if (path.startsWith(owner)) continue;
        const key = `${path} ${table}`;
        seen.add(key);
        if (!(key in KNOWN)) found.push(`${path}:${index + 1} ${table} (owned by ${owner})`);
      }
    }
  });
}
// The table list of docs/architecture.md names each table's owner: the same as here.
const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
for (const [, table, owner] of doc.matchAll(/^- `([a-z_]+)` \(([^)]+)\):/gm)) {
  const expected = owners.get(table as string);
  if (expected !== undefined && expected !== owner) {
    found.push(`docs/architecture.md names ${owner} as the owner of ${table}; its owner is ${expected}`);
  }
}

const stale = Object.keys(KNOWN).filter((key) => !seen.has(key));
if (found.length > 0 || stale.length > 0) {
  if (found.length > 0) {
    process.stderr.write(
      `Tables touched outside their owner (go through the owner's index.ts instead):\n${found.map((f) => `  ${f}`).join('\n')}\n`,
    );
  }
  if (stale.length > 0) {
    process.stderr.write(
      `Known exceptions that no longer occur (remove them from scripts/check-tables.ts):\n${stale.map((s) => `  ${s}`).join('\n')}\n`,
    );
  }
  process.exit(1);
}
process.stdout.write(
  `table owners: ${owners.size} tables, each touched by its owner only, apart from ${Object.keys(KNOWN).length} known reads\n`,
);
