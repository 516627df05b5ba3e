// Keeps the table list of docs/architecture.md equal to the `Database` interface of
// src/db/schema.ts, which names every table the service uses, so the doc cannot fall behind
// a migration. `npm run docs:tables` rewrites the marked section in the interface's order and
// keeps each table's owner and description; a new table gets TODO for both. With --check it
// changes nothing and exits 1 naming the tables that are missing, extra or still TODO
// (test/unit/docs-tables.test.ts runs that). --root DIR works on another checkout.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';

const SCHEMA = 'src/db/schema.ts';
const DOC = 'docs/architecture.md';
const START = '<!-- tables:start -->';
const END = '<!-- tables:end -->';
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

/** The table names of the `Database` interface, in its order. */
function schemaTables(source) {
  const body = /export interface Database \{([^}]*)\}/.exec(source)?.[1];
  if (body === undefined) fail(`${SCHEMA}: no \`export interface Database { ... }\` found`);
  return [...body.matchAll(/^\s*([a-z][a-z0-9_]*)\??\s*:/gm)].map((match) => match[1]);
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

const options = parseArgs(process.argv.slice(2));
const docPath = join(options.root, DOC);
const doc = readFileSync(docPath, 'utf8');
const tables = schemaTables(readFileSync(join(options.root, SCHEMA), 'utf8'));
const section = docSection(doc);

const listed = section.entries.map((entry) => entry.name);
const missing = tables.filter((name) => !listed.includes(name));
const extra = listed.filter((name) => !tables.includes(name));
const twice = listed.filter((name, i) => listed.indexOf(name) !== i);
const kept = new Map(section.entries.map((entry) => [entry.name, entry]));
const entries = tables.map((name) => kept.get(name) ?? { name, owner: TODO, description: TODO });
const undescribed = entries
  .filter((entry) => entry.owner === TODO || entry.description === TODO || entry.description === '')
  .map((entry) => entry.name);
const wanted = render(entries);
const current = doc.slice(section.start, section.end);

if (options.check) {
  const problems = [
    missing.length > 0 && `missing (in the Database interface of ${SCHEMA}): ${missing.join(', ')}`,
    extra.length > 0 && `extra (not in the Database interface of ${SCHEMA}): ${extra.join(', ')}`,
    twice.length > 0 && `listed twice: ${[...new Set(twice)].join(', ')}`,
    undescribed.length > 0 && `owner or description still ${TODO}: ${undescribed.join(', ')}`,
    ...section.unreadable.map((line) => `not a "- \`table\` (owner): description" line: ${line}`),
  ].filter(Boolean);
  if (problems.length === 0 && current !== wanted) {
    problems.push('not in the order or layout `npm run docs:tables` writes');
  }
  if (problems.length > 0) {
    process.stderr.write(`${DOC}, table list between ${START} and ${END}:\n`);
    for (const problem of problems) process.stderr.write(`  ${problem}\n`);
    process.stderr.write('Run `npm run docs:tables`, then fill in any TODO.\n');
    process.exit(1);
  }
} else {
  // Rewriting would drop what it cannot read, so that is for a person to sort out first.
  if (section.unreadable.length > 0) {
    fail(`${DOC}: lines in the table list that are not entries:\n${section.unreadable.join('\n')}`);
  }
  if (current !== wanted) {
    writeFileSync(docPath, doc.slice(0, section.start) + wanted + doc.slice(section.end));
  }
  if (missing.length > 0) process.stdout.write(`added: ${missing.join(', ')}\n`);
  if (extra.length > 0) process.stdout.write(`removed: ${extra.join(', ')}\n`);
  if (undescribed.length > 0) {
    process.stdout.write(`describe in ${DOC} (owner and what it holds): ${undescribed.join(', ')}\n`);
  }
}
