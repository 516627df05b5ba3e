/**
 * `npm run docs:dashboard`: screenshots of every page of the sandbox dashboard for
 * docs/dashboard.md. Starts the service (its own embedded PostgreSQL in a temporary folder),
 * loads the demo scenario into its platform, and saves one 1200x800 PNG per page into
 * docs/dashboard/.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { ensureDashboardBuilt, launchChromium } from '../test/helpers/dashboard.js';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'docs/dashboard');
const CLIENT_ID = 'dashboard-demo';
const CLIENT_SECRET = 'dashboard-demo-secret';
const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;

/** `serve` on a free port; resolves with its origin once it prints its banner. */
function serve(dataDir: string): Promise<{ origin: string; child: ChildProcess }> {
  const tsx = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
  const child = spawn(process.execPath, [tsx, 'src/cli.ts', 'serve'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SERVICE_ENV: 'sandbox',
      SANDBOX_DELAY_SCALE: '0.01',
      SERVICE_CLIENT_ID: CLIENT_ID,
      SERVICE_CLIENT_SECRET: CLIENT_SECRET,
    },
  });
  return new Promise((done, fail) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /base URL:\s+(\S+)\/2025-10-13/.exec(output);
      if (match?.[1] && /Credentials:/.test(output)) done({ origin: match[1], child });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('close', (code) => fail(new Error(`serve exited with ${code}:\n${output}`)));
  });
}

async function api(origin: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${origin}/2025-10-13${path}`, {
    method,
    headers: { authorization: basic, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function shoot(page: Page, name: string): Promise<void> {
  // Let the page settle (lists load, the status region clears of loading text).
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(OUT, `${name}.png`) });
  console.log(`docs/dashboard/${name}.png`);
}

async function main(): Promise<void> {
  ensureDashboardBuilt();
  mkdirSync(OUT, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'dashboard-screenshots-'));
  chmodSync(dataDir, 0o755); // as root, the embedded PostgreSQL runs as the postgres user
  // A webhook endpoint that accepts everything, so the delivery log shows deliveries.
  const receiver = createServer((_request, response) => response.writeHead(200).end('ok'));
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  const address = receiver.address();
  if (address === null || typeof address === 'string') throw new Error('no receiver address');
  const { origin, child } = await serve(dataDir);
  const browser = await launchChromium();
  try {
    await api(origin, 'PATCH', '/config', { webhookEndpoint: `http://127.0.0.1:${address.port}/hooks` });
    await api(origin, 'POST', '/sandbox/scenarios/demo');
    const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    await page.goto(`${origin}/dashboard/`);
    await page.getByLabel('Client id').fill(CLIENT_ID);
    await shoot(page, 'sign-in');
    await page.getByLabel('Client secret').fill(CLIENT_SECRET);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Customers and their KYC state' }).waitFor();
    await shoot(page, 'customers');

    // The chart of the demo's funded USD account.
    const accounts = (await api(origin, 'GET', '/customers/internal-accounts?currency=USD&limit=100')) as {
      data: { id: string; balance: { amount: number } }[];
    };
    const funded = accounts.data.sort((a, b) => b.balance.amount - a.balance.amount)[0];
    await page.getByRole('link', { name: 'Accounts', exact: true }).click();
    await page
      .locator(`tr[data-account="${funded?.id ?? ''}"] button`)
      .first()
      .click();
    await page.locator('figure.chart svg').waitFor();
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await shoot(page, 'accounts');

    await page.getByRole('link', { name: 'Transactions' }).click();
    await page.locator('table a').first().click();
    await page.locator('ol.timeline li').first().waitFor();
    await shoot(page, 'transactions');

    await page.getByRole('link', { name: 'Quotes & pay' }).click();
    await page.getByRole('button', { name: 'Quote and pay' }).waitFor();
    await shoot(page, 'pay');

    await page.getByRole('link', { name: 'Cards' }).click();
    await shoot(page, 'cards');
    await page.getByRole('link', { name: 'Agent approvals' }).click();
    await shoot(page, 'approvals');

    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: 'OUTGOING_PAYMENT.COMPLETED' })
      .first()
      .getByRole('link')
      .click();
    await page.getByRole('button', { name: 'Redeliver' }).click();
    await page.getByTestId('event-attempt-rows').locator('tr').nth(1).waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: 'OUTGOING_PAYMENT.COMPLETED' })
      .first()
      .filter({ hasText: 'DELIVERED' })
      .waitFor();
    await shoot(page, 'webhooks');

    await page.getByRole('link', { name: 'Simulate' }).click();
    await page.getByRole('button', { name: 'Load the demo scenario' }).click();
    await page.getByRole('status').filter({ hasText: 'already loaded' }).waitFor();
    await shoot(page, 'simulate');
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
    receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
