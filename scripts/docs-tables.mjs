// Keeps the table list of docs/architecture.md equal to the tables the service declares: the
// `Database` interface of src/db/schema.ts composes the table sets each owner declares in its
// tables.ts (`interface XTables`), so the doc cannot fall behind a migration. `npm run
// docs:tables` rewrites the marked section in that order, each table with its owner (the folder
// of its tables.ts) and the description kept from the doc (TODO for a new table), and the list
// of reads across owners (`interface XReads`/`XWrites`, each member with its reason). With
// --check it changes nothing and exits 1 naming what differs (test/unit/docs-tables.test.ts
// runs that). --root DIR works on another checkout.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import process from 'node:process';

const SCHEMA = 'src/db/schema.ts';
const DOC = 'docs/architecture.md';
const START = '<!-- tables:start -->';
const END = '<!-- tables:end -->';
const READS_START = '<!-- reads:start -->';
const READS_END = '<!-- reads:end -->';
const TODO = 'TODO';
// One line a table: - `name` (owner): what it holds
const ENTRY = /^- `([a-z][a-z0-9_]*)` \(([^)]*)\): (.*)$/;

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

function parseArgs(argv) {
  const options = { check: false, root: join(import.meta.dirname, '..') };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--check') options.check = true;
    else if (argv[i] === '--root' && argv[i + 1] !== undefined) options.root = argv[(i += 1)];
    else fail(`usage: node scripts/docs-tables.mjs [--check] [--root DIR] (unknown: ${argv[i]})`);
  }
  return options;
}

/**
 * The tables of the `Database` interface, in its order (the table sets it extends, each in its
 * own order), with their owner folders, and the reads each owner declares.
 */
function schemaTables(root) {
  const source = readFileSync(join(root, SCHEMA), 'utf8');
  const sets = /export interface Database\s+extends([^{]*)\{/.exec(source)?.[1];
  if (sets === undefined) fail(`${SCHEMA}: no \`export interface Database extends ... {}\` found`);
  const files = new Map(
    [...source.matchAll(/^import type \{ (\w+) \} from '(\.[^']*)\/tables\.js';$/gm)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  const tables = [];
  for (const set of sets
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)) {
    const folder = files.get(set);
    if (folder === undefined) fail(`${SCHEMA}: ${set} is not imported from a tables.ts`);
    const path = join(dirname(join(root, SCHEMA)), folder, 'tables.ts');
    const owner = `${relative(root, dirname(path))}/`;
    const tablesTs = readFileSync(path, 'utf8');
    const body = new RegExp(`^export interface ${set} \\{\\n([^}]*)^\\}`, 'm').exec(tablesTs)?.[1];
    if (body === undefined) fail(`${owner}tables.ts: no \`export interface ${set} { ... }\` found`);
    for (const match of body.matchAll(/^ {2}([a-z][a-z0-9_]*)\??:/gm)) tables.push({ name: match[1], owner });
  }
  // Every tables.ts, also one that owns nothing (src/events writes the webhooks module's outbox).
  const reads = readdirSync(join(root, 'src'), { recursive: true })
    .filter((path) => path.endsWith('tables.ts') && basename(path) === 'tables.ts')
    .sort()
    .flatMap((path) => declaredReads(readFileSync(join(root, 'src', path), 'utf8'), `src/${dirname(path)}/`));
  return { tables, reads };
}

/** The members of a tables.ts's `interface XReads` / `XWrites`, with the reason above each. */
function declaredReads(source, owner) {
  const found = [];
  for (const [, kind, body] of source.matchAll(/^export interface \w+(Reads|Writes) \{\n([^}]*)^\}/gm)) {
    for (const [, reason, table] of body.matchAll(/\/\*\*\s*([^]*?)\s*\*\/\n\s*([a-z][a-z0-9_]*):/g)) {
      const why = reason
        .split('\n')
        .map((line) => line.replace(/^\s*\*\s?/, '').trim())
        .filter(Boolean)
        .join(' ');
      found.push(`- ${owner} ${kind === 'Writes' ? 'writes' : 'reads'} \`${table}\`: ${why}`);
    }
  }
  return found;
}

/** The marked section's entries, and the lines in it that are not one. */
function docSection(doc) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start === -1 || end < start) fail(`${DOC}: no ${START} ... ${END} section found`);
  const entries = [];
  const unreadable = [];
  for (const line of doc.slice(start + START.length, end).split('\n')) {
    const match = ENTRY.exec(line);
    const last = entries.at(-1);
    if (match) entries.push({ name: match[1], owner: match[2].trim(), description: match[3].trim() });
    // A description wrapped by hand still belongs to its table.
    else if (/^\s+\S/.test(line) && last !== undefined) last.description += ` ${line.trim()}`;
    else if (line.trim() !== '') unreadable.push(line);
  }
  return { start, end: end + END.length, entries, unreadable };
}

function render(entries) {
  const lines = entries.map((entry) => `- \`${entry.name}\` (${entry.owner}): ${entry.description}`);
  return `${START}\n\n${lines.join('\n')}\n\n${END}`;
}

/** The marked list of declared reads: where it is, and what it should say. */
function readsSection(doc, reads) {
  const start = doc.indexOf(READS_START);
  const end = doc.indexOf(READS_END);
  if (start === -1 || end < start) fail(`${DOC}: no ${READS_START} ... ${READS_END} section found`);
  const wanted = `${READS_START}\n\n${reads.join('\n')}\n\n${READS_END}`;
  return { start, end: end + READS_END.length, wanted, current: doc.slice(start, end + READS_END.length) };
}

const options = parseArgs(process.argv.slice(2));
const docPath = join(options.root, DOC);
const doc = readFileSync(docPath, 'utf8');
const { tables: declared, reads } = schemaTables(options.root);
const tables = declared.map((table) => table.name);
const ownerOf = new Map(declared.map((table) => [table.name, table.owner]));
const section = docSection(doc);
const readsList = readsSection(doc, reads);

const listed = section.entries.map((entry) => entry.name);
const missing = tables.filter((name) => !listed.includes(name));
const extra = listed.filter((name) => !tables.includes(name));
const twice = listed.filter((name, i) => listed.indexOf(name) !== i);
const moved = section.entries
  .filter((entry) => ownerOf.has(entry.name) && entry.owner !== ownerOf.get(entry.name))
  .map(
    (entry) => `${entry.name} (listed under ${entry.owner}, declared by ${ownerOf.get(entry.name)}tables.ts)`,
  );
const kept = new Map(section.entries.map((entry) => [entry.name, entry]));
const entries = tables.map((name) => ({
  name,
  owner: ownerOf.get(name),
  description: kept.get(name)?.description ?? TODO,
}));
const undescribed = entries
  .filter((entry) => entry.description === TODO || entry.description === '')
  .map((entry) => entry.name);
const wanted = render(entries);
const current = doc.slice(section.start, section.end);

if (options.check) {
  const problems = [
    missing.length > 0 && `missing (in the Database interface of ${SCHEMA}): ${missing.join(', ')}`,
    extra.length > 0 && `extra (not in the Database interface of ${SCHEMA}): ${extra.join(', ')}`,
    twice.length > 0 && `listed twice: ${[...new Set(twice)].join(', ')}`,
    moved.length > 0 && `owner not the declaring tables.ts: ${moved.join(', ')}`,
    undescribed.length > 0 && `description still ${TODO}: ${undescribed.join(', ')}`,
    readsList.current !== readsList.wanted &&
      `the reads across owners between ${READS_START} and ${READS_END} are not the ones the tables.ts files declare`,
    ...section.unreadable.map((line) => `not a "- \`table\` (owner): description" line: ${line}`),
  ].filter(Boolean);
  if (problems.length === 0 && current !== wanted) {
    problems.push('not in the order or layout `npm run docs:tables` writes');
  }
  if (problems.length > 0) {
    process.stderr.write(`${DOC}, table list between ${START} and ${END}, and the reads across owners:\n`);
    for (const problem of problems) process.stderr.write(`  ${problem}\n`);
    process.stderr.write('Run `npm run docs:tables`, then fill in any TODO.\n');
    process.exit(1);
  }
} else {
  // Rewriting would drop what it cannot read, so that is for a person to sort out first.
  if (section.unreadable.length > 0) {
    fail(`${DOC}: lines in the table list that are not entries:\n${section.unreadable.join('\n')}`);
  }
  // Both sections in one write, in the order they come in the doc.
  const [first, second] = [
    { ...section, wanted },
    { ...readsList, wanted: readsList.wanted },
  ].sort((a, b) => a.start - b.start);
  const rewritten =
    doc.slice(0, first.start) +
    first.wanted +
    doc.slice(first.end, second.start) +
    second.wanted +
    doc.slice(second.end);
  if (rewritten !== doc) writeFileSync(docPath, rewritten);
  if (missing.length > 0) process.stdout.write(`added: ${missing.join(', ')}\n`);
  if (extra.length > 0) process.stdout.write(`removed: ${extra.join(', ')}\n`);
  if (undescribed.length > 0) {
    process.stdout.write(`describe in ${DOC} (what it holds): ${undescribed.join(', ')}\n`);
  }
}
