// Writes test/fixtures/wire-contract.json from a copy of the hosted service's wire contract
// (the file of facts its three published revisions give: operations, fields, types, enums,
// required flags, and the revisions each fact belongs to), keeping what the tests read.
//   node scripts/wire-fixture.mjs <wire-contract.json>
import { readFileSync, writeFileSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';

const FIELD_FACTS = [
  'type',
  'in',
  'enum',
  'enumIn',
  'enumOpenIn',
  'required',
  'nullable',
  'discriminator',
  'variants',
];

const source = process.argv[2];
if (!source) {
  process.stderr.write('usage: node scripts/wire-fixture.mjs <wire-contract.json>\n');
  process.exit(2);
}
const contract = JSON.parse(readFileSync(source, 'utf8'));

const facts = (field) =>
  Object.fromEntries(FIELD_FACTS.filter((key) => field[key] !== undefined).map((key) => [key, field[key]]));
const fieldsOf = (fields = {}) =>
  Object.fromEntries(Object.entries(fields).map(([path, f]) => [path, facts(f)]));
const body = (b) => ({
  ...(b.in ? { in: b.in } : {}),
  ...(b.body ? { body: facts(b.body) } : {}),
  fields: fieldsOf(b.fields),
});

const operations = {};
for (const [key, op] of Object.entries(contract.operations)) {
  operations[key] = {
    in: op.in,
    ...(op.request ? { request: body(op.request) } : {}),
    ...(op.query && Object.keys(op.query).length ? { query: fieldsOf(op.query) } : {}),
    responses: Object.fromEntries(Object.entries(op.responses ?? {}).map(([status, b]) => [status, body(b)])),
  };
}
const webhooks = Object.fromEntries(
  Object.entries(contract.webhooks).map(([name, w]) => [
    name,
    { eventTypes: w.eventTypes, replyStatuses: w.replyStatuses, ...body(w) },
  ]),
);
writeFileSync(
  new URL('../test/fixtures/wire-contract.json', import.meta.url),
  JSON.stringify({ operations, webhooks }),
);
