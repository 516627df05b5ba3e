// The size of a source file (docs/architecture.md, "Modules and their boundaries"): no file of
// src/ is over 600 lines, so that each reads as one concern; a longer one is split along its
// seams. Run by `npm run lint`; prints every file over the limit that is not declared below.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const MAX_LINES = 600;

/** Data tables: one row per case, read as a table; splitting them would only scatter the rows. */
const DATA_TABLES: Record<string, string> = {
  'src/sandbox/magic-values.ts':
    "the sandbox's magic values, one row each (docs/sandbox.md is generated from it)",
  'src/modules/external-accounts/account-types.ts':
    'the 48 account types, one entry each, from which the create schema and the checks are built',
};

/**
 * Files over the limit awaiting their split, each with where it goes. A new one fails lint; one
 * that is split without being removed here fails too, so the list only shrinks.
 */
const AWAITING_SPLIT: Record<string, string> = {};

const root = join(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(ts|tsx|js|mjs|cjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Lines as `wc -l` counts them: the newlines. */
const linesOf = (path: string) => readFileSync(path, 'utf8').split('\n').length - 1;

const over = new Map<string, number>();
for (const file of files(join(root, 'src'))) {
  const lines = linesOf(file);
  if (lines > MAX_LINES) over.set(relative(root, file).split('\\').join('/'), lines);
}
const problems: string[] = [];
for (const [path, lines] of over) {
  if (!(path in DATA_TABLES) && !(path in AWAITING_SPLIT)) {
    problems.push(`${path}: ${lines} lines, over ${MAX_LINES}: split it along its seams`);
  }
}
for (const path of Object.keys(DATA_TABLES)) {
  if (!existsSync(join(root, path))) problems.push(`${path} does not exist: remove it from DATA_TABLES`);
}
for (const path of Object.keys(AWAITING_SPLIT)) {
  if (!over.has(path)) {
    problems.push(`${path} is no longer over ${MAX_LINES} lines: remove it from AWAITING_SPLIT`);
  }
}
if (problems.length > 0) {
  process.stderr.write(`Source files over ${MAX_LINES} lines (scripts/check-sizes.ts):\n`);
  process.stderr.write(problems.map((p) => `  ${p}\n`).join(''));
  process.exit(1);
}
process.stdout.write(
  `file sizes: ${over.size} files over ${MAX_LINES} lines, each a declared data table or awaiting its split\n`,
);
