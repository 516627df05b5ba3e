// Writes docs/sandbox.md from the magic-values table (src/sandbox/magic-values.ts) and the tables
// a reset keeps (src/modules/sandbox-reset/catalogue.ts), so the doc says what the code does and
// nothing else. `npm run docs:sandbox` rewrites it; with --check
// it changes nothing and exits 1 when the file is not what it would write.
// test/unit/sandbox-doc.test.ts fails in that case too.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import process from 'node:process';
import * as prettier from 'prettier';
import { SANDBOX_UNITS_PER_USD } from '../src/sandbox/fx.js';
import {
  MAGIC_VALUES,
  type Match,
  type MagicValueRow,
  ordinary,
  QUESTIONS,
  type Question,
  SANDBOX_PAYER_DATA_FIELDS,
} from '../src/sandbox/magic-values.js';
import { SANDBOX_UMA_DOMAIN } from '../src/sandbox/uma.js';
import { NOT_TRIGGERABLE, RECIPES } from '../src/modules/scenarios/triggers.js';
import { WEBHOOKS } from '../src/modules/webhooks/openapi.js';

/** Events on demand: what a trigger of each webhook type does, or why the service never sends it. */
function triggersSection(): string[] {
  const types = WEBHOOKS.flatMap((hook) => hook.types);
  const rows = (pick: (type: string) => string | undefined) =>
    types.flatMap((type) => {
      const text = pick(type);
      return text === undefined ? [] : [`| ${code(type)} | ${cell(text)} |`];
    });
  return [
    '## Events on demand',
    '',
    'Like `stripe trigger`: `POST /sandbox/webhooks/trigger {"type": "OUTGOING_PAYMENT.FAILED"}` (platform',
    'credentials with TRANSACT; an extension, `x-extension: true`) or',
    '`payments-service trigger OUTGOING_PAYMENT.FAILED [--url BASE]` (credentials as `listen` takes them)',
    "makes the service send a webhook of that type by running the type's real flow in the calling",
    "platform: the API calls below, with the caller's credentials, through the service's own routes",
    '(as scenarios run, docs/scenarios.md). So the event is recorded and delivered to the',
    '`webhookEndpoint` (and `payments-service listen`) like any other, and its resource is what GET',
    'answers. Everything a trigger creates is marked: its `platformCustomerId`, `platformCardId`,',
    "descriptions and agent names start with the run's `mark`, `triggered-<type>-<random>`.",
    '',
    'The type may be spelled as the spec spells it or as any revision names it (`INVITATION.CLAIMED`);',
    "the answer names it as the caller's revision does (2026-02-25 spells every payment event of a",
    'direction alike, `OUTGOING_PAYMENT`: name the one meant, `OUTGOING_PAYMENT.FAILED`). The answer',
    '(201) once the event is recorded: `type`, `eventIds` (as GET /webhooks/events lists them),',
    '`resourceId` (the resource the event carries), `mark`, `created` (each resource created or used,',
    'by kind) and `outcomesRun`. An event that comes from an outcome delayed 30 s or more (a payout',
    "refunded 30 s later) moves the platform's test clock to that outcome instead of waiting",
    '(docs/test-clock.md), and `outcomesRun` counts what ran; every other outcome of the platform due',
    'by then runs too. Shorter delays (a card provisioned, an issuer answer, an export settling: 1-2 s)',
    'are waited for.',
    '400 `INVALID_INPUT` for a type that is not a webhook type, names several, or is one the service',
    'never sends (the valid types in `details.errors[0].constraint.enum`); 409 when a step of the flow',
    'is refused (the step and its answer in `details`). `GET /sandbox/webhooks/trigger` and',
    '`payments-service trigger --list` list every type with what a trigger does. Production: 404.',
    '',
    '| Type | What the trigger does |',
    '| --- | --- |',
    ...rows((type) => RECIPES[type]?.how),
    '',
    'Documented webhook types no flow of this service sends (a trigger of one is a 400 saying why):',
    '',
    '| Type | Why it is never sent |',
    '| --- | --- |',
    ...rows((type) => NOT_TRIGGERABLE[type]),
    '',
  ];
}
import { KEPT_ON_RESET } from '../src/modules/sandbox-reset/catalogue.js';

export const SANDBOX_DOC = fileURLToPath(new URL('../docs/sandbox.md', import.meta.url));

/** A table cell: a pipe would end it. */
const cell = (text: string) => text.replace(/\|/g, '\\|');
const code = (text: string) => `\`${text}\``;

function matchText(match: Match): string {
  switch (match.kind) {
    case 'suffix':
      return `ends in ${code(match.value)}`;
    case 'exact':
      return code(match.value);
    case 'absent':
      return 'none';
    case 'any':
      return 'any value';
    case 'otherwise':
      return 'anything else';
  }
}

function outcomeText(outcome: MagicValueRow['outcome']): string {
  if (typeof outcome === 'string') return code(outcome);
  return `${code(outcome.behaviour)} in ${outcome.currencies.join(', ')}`;
}

function delayText(ms: number | undefined): string {
  if (ms === undefined) return '';
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000} h`;
  if (ms % 60_000 === 0) return `${ms / 60_000} min`;
  return `${ms / 1000} s`;
}

function section(question: Question, rows: readonly MagicValueRow[]): string[] {
  const [first] = rows;
  if (first === undefined) throw new Error(`no rows for ${question}`);
  const { adapter, read } = QUESTIONS[question];
  const production = ordinary(question).outcome;
  return [
    `### ${first.resource}`,
    '',
    `${/^[A-Za-z][\w.]*$/.test(first.field) ? code(first.field) : first.field}, read ${read}; asked as ${code(`ctx.world.${adapter}`)}.`,
    '',
    '| Value | Sandbox | Delay | Production | What happens |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${[
          matchText(row.match),
          outcomeText(row.outcome),
          delayText(row.delayMs),
          outcomeText(row.production ?? production),
          row.note,
        ]
          .map(cell)
          .join(' | ')} |`,
    ),
    '',
  ];
}

/** The doc for `rows` (the table by default), formatted as `npm run format` would leave it. */
export async function renderSandboxDoc(rows: readonly MagicValueRow[] = MAGIC_VALUES): Promise<string> {
  const questions = [...new Set(rows.map((row) => row.question))];
  const lines = [
    '# Sandbox magic values',
    '',
    '<!-- Generated by `npm run docs:sandbox` from src/sandbox/magic-values.ts and src/modules/scenarios/triggers.ts: change them there. -->',
    '',
    'With `SERVICE_ENV=sandbox` the world outside the service is simulated, and these values of',
    'requests decide how it answers (spec 4.15). Within a block the rows are tried in order and',
    'the first that matches decides. _Production_ is what `SERVICE_ENV=production` answers for',
    'the same value: it simulates nothing (docs/decisions/0024-sandbox-world.md). Delays are',
    'multiplied by `SANDBOX_DELAY_SCALE`.',
    '',
    `The UMA counterparty's domain is ${code(SANDBOX_UMA_DOMAIN)}; its receivers ask payers for ` +
      `${SANDBOX_PAYER_DATA_FIELDS.map((f) => `${code(f.name)}${f.mandatory ? ' (mandatory)' : ''}`).join(', ')}.`,
    '',
    '## Magic values',
    '',
    ...questions.flatMap((question) =>
      section(
        question,
        rows.filter((row) => row.question === question),
      ),
    ),
    ...triggersSection(),
    '## Resetting a platform',
    '',
    "`POST /sandbox/reset` (and the dashboard's _Reset sandbox data_ button, on the Sandbox page)",
    'deletes every resource the calling platform made, in one transaction, and answers the number',
    'of rows removed per kind. Production answers 404 (docs/decisions/0007-sandbox-in-production.md).',
    "Other platforms are untouched; the platform's ledger goes whole (its entries with their",
    "postings, and its accounts), so `payments-service ledger check` stays clean. The platform's",
    'own internal accounts come back, empty and with new ids, the next time they are listed.',
    '',
    "Deleted: the platform's rows of every table of platform data, read from the database's",
    'catalogue (src/modules/sandbox-reset/catalogue.ts): customers, beneficial owners, documents,',
    'verifications, KYC links, bulk imports, internal and external accounts and their ledger,',
    'receiver lookups, quotes, transactions, invitations, Plaid link tokens, embedded wallets',
    '(credentials, sessions, signed requests, exports, recovery phrases, delegated keys), cards',
    '(funding sources, reveals, card transactions, pulls, issuer events), agents (device codes,',
    'tokens, actions), SCA factors, states, challenges and resets, stablecoin provider accounts,',
    'stablecoins and their operations, webhook events and delivery attempts, idempotency keys and',
    'queued jobs. A table added later is deleted too, by its `platform_id` or its cascading foreign',
    'key; one that has neither stops every reset until it is given a rule.',
    '',
    'Kept:',
    '',
    '| Table | Why |',
    '| --- | --- |',
    ...Object.entries(KEPT_ON_RESET).map(([table, why]) => `| ${code(table)} | ${why} |`),
    '',
    'To go back to an earlier state of the whole instance instead, use snapshots (docs/snapshots.md).',
    '',
    '## Exchange rates',
    '',
    'Units of each currency one US dollar buys (src/sandbox/fx.ts), the FX source of both environments;',
    'quotes and exchange rates move them by a small drift per 5-minute window and take the spread of',
    'src/money/pricing.ts.',
    '',
    '| Currency | Per USD |',
    '| --- | --- |',
    ...Object.entries(SANDBOX_UNITS_PER_USD).map(([currency, units]) => `| ${currency} | ${units} |`),
    '',
  ];
  const options = await prettier.resolveConfig(SANDBOX_DOC);
  return prettier.format(lines.join('\n'), { ...options, parser: 'markdown' });
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const wanted = await renderSandboxDoc();
  let current = '';
  try {
    current = readFileSync(SANDBOX_DOC, 'utf8');
  } catch {
    // No doc yet: it is written below, or --check reports it.
  }
  if (current === wanted) return;
  if (check) {
    process.stderr.write('docs/sandbox.md is not what the magic values give: run npm run docs:sandbox\n');
    process.exit(1);
  }
  writeFileSync(SANDBOX_DOC, wanted);
  process.stdout.write('docs/sandbox.md written\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
