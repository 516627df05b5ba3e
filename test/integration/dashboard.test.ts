import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, ensureDashboardBuilt, launchChromium } from '../helpers/dashboard.js';
import { customerWithAccounts, fund, usBankAccount } from '../helpers/payments.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { startReceiver } from '../helpers/webhook-receiver.js';

/**
 * The sandbox dashboard in a real browser (headless Chromium driven by Playwright), as a
 * platform's developer uses it: sign in, create a customer, fund its account, pay it out to a
 * bank account and watch the payment complete (moving the test clock past the sandbox bank's
 * 6 minutes), then redeliver one of its webhooks.
 */
let service: TestService;
let platform: PlatformClient;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let browser: Browser;

/** A page that fails the test on any browser-side error (a CSP refusal is one). */
async function openDashboard(): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 40[14]/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${service.origin}/dashboard/`);
  return { page, problems };
}

async function signIn(page: Page, clientSecret: string) {
  await page.getByLabel('Client id').fill(platform.clientId);
  await page.getByLabel('Client secret').fill(clientSecret);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const status = (page: Page) => page.getByRole('status');

describe.skipIf(!chromiumAvailable)('the sandbox dashboard in Chromium', () => {
  beforeAll(async () => {
    ensureDashboardBuilt();
    receiver = await startReceiver();
    [service, browser] = await Promise.all([
      // The sandbox's real delays: the slow payout completes when the test clock is moved.
      startTestService({ deliverWebhooks: true }),
      launchChromium(),
    ]);
    platform = await service.newPlatform('Dashboard platform');
    const configured = await platform.request('PATCH', '/config', {
      body: { webhookEndpoint: receiver.url },
    });
    expect(configured.status, configured.text).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await service?.close();
    await receiver?.close();
  });

  it('refuses a wrong secret and shows nothing of the platform', async () => {
    const { page, problems } = await openDashboard();
    try {
      await signIn(page, `${platform.clientSecret}x`);
      await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/client id or secret is wrong/);
      expect(await page.getByRole('navigation').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(0);
      // The page's globals, as text: the tests are type-checked without the DOM's types.
      expect(await page.evaluate('sessionStorage.length')).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('creates a customer, funds it, pays out and redelivers a webhook', async () => {
    const { page, problems } = await openDashboard();
    try {
      await signIn(page, platform.clientSecret);
      await expect(page.getByRole('heading', { level: 1 })).toBeDefined();
      await page.getByRole('heading', { name: 'Customers and their KYC state' }).waitFor();

      // A customer: the sandbox approves its KYC at once.
      await page.getByLabel('Platform customer id').fill('dashboard-grace');
      await page.getByLabel('Full name').fill('Grace Hopper');
      await page.getByRole('button', { name: 'Create customer' }).click();
      await expect.poll(() => status(page).textContent()).toMatch(/dashboard-grace created: KYC APPROVED/);
      await page.getByRole('cell', { name: 'dashboard-grace', exact: true }).waitFor();

      // Fund its USD account with 100.00.
      const accounts = await platform.request<{
        data: { id: string; balance: { currency: { code: string } } }[];
      }>('GET', '/customers/internal-accounts?limit=100');
      const usd = accounts.body.data.find((a) => a.balance.currency.code === 'USD');
      if (!usd) throw new Error('the customer has no USD account');
      await page.getByRole('link', { name: 'Accounts', exact: true }).click();
      const row = page.locator(`tr[data-account="${usd.id}"]`);
      await row.getByLabel('Amount (USD)').fill('100');
      await row.getByRole('button', { name: 'Fund' }).click();
      await expect.poll(() => status(page).textContent()).toMatch(/balance is now 100\.00 USD/);
      await expect
        .poll(() => page.locator(`tr[data-account="${usd.id}"]`).textContent())
        .toContain('100.00 USD');

      // A bank account whose number ends in 003: the sandbox bank pays it out after a while.
      await page.getByRole('link', { name: 'Quotes & pay' }).click();
      await page.getByLabel('Account number').fill('987654003');
      await page.getByLabel('Beneficiary full name').fill('Grace Hopper');
      await page.getByRole('button', { name: 'Add bank account' }).click();
      await expect.poll(() => status(page).textContent()).toMatch(/Bank account \w+ added/);

      // Pay 25.00 from the USD account to it, and follow the payment.
      await page.getByLabel('From internal account').selectOption(usd.id);
      await page.getByLabel('To external account').locator('option').first().waitFor({ state: 'attached' });
      await page.getByLabel('Amount (USD)').fill('25');
      await page.getByRole('button', { name: 'Quote and pay' }).click();
      await expect.poll(() => status(page).textContent()).toMatch(/Quote \w+ executed/);
      await page.waitForURL(/#\/transactions\/Transaction/);
      const transactionStatus = page.getByTestId('transaction-status');
      await expect.poll(() => transactionStatus.textContent()).toBe('PROCESSING');
      // The sandbox bank pays it out 6 minutes later: the test clock brings that on now.
      await expect.poll(() => page.getByTestId('clock-queued').textContent()).toBe('1');
      await page.getByRole('button', { name: 'Advance to the next outcome' }).click();
      await expect.poll(() => status(page).textContent()).toMatch(/1 delayed outcome happened on the way/);
      await expect.poll(() => transactionStatus.textContent()).toBe('COMPLETED');
      const timeline = page.locator('ol.timeline');
      await expect.poll(() => timeline.textContent()).toContain('OUTGOING_PAYMENT');
      await expect.poll(() => timeline.locator('li').count()).toBeGreaterThanOrEqual(3);
      const transactionId = decodeURIComponent(page.url().split('#/transactions/')[1] ?? '');
      const paid = await platform.request('GET', `/transactions/${transactionId}`);
      expect(paid.body).toMatchObject({ status: 'COMPLETED', sentAmount: { amount: 2500 } });

      // The payment's completion webhook: delivered once, then once more on request.
      await page.getByRole('link', { name: 'Webhooks' }).click();
      const completed = page.getByRole('row').filter({ hasText: 'OUTGOING_PAYMENT.COMPLETED' });
      await expect.poll(() => completed.textContent(), { timeout: 15_000 }).toContain('DELIVERED');
      await completed.getByRole('link').click();
      const attempts = page.getByTestId('event-attempts');
      await expect.poll(() => attempts.textContent()).toBe('1');
      const attemptRows = page.getByTestId('event-attempt-rows').locator('tr');
      await expect.poll(() => attemptRows.count()).toBe(1);
      await page.getByRole('button', { name: 'Redeliver' }).click();
      await expect.poll(() => status(page).textContent()).toMatch(/queued for delivery again/);
      await expect.poll(() => attempts.textContent(), { timeout: 15_000 }).toBe('2');
      // The count goes up when the delivery is claimed, its row when it settles: the page shows
      // both from its next refresh (every second while the event is moving), so this waits as long.
      await expect.poll(() => attemptRows.count(), { timeout: 15_000 }).toBe(2);
      const eventId = decodeURIComponent(page.url().split('#/webhooks/')[1] ?? '');
      expect(receiver.received.filter((r) => r.envelope.id === eventId)).toHaveLength(2);

      // Nothing but the credentials, for this tab only, is kept in the browser.
      const stored = await page.evaluate(
        '({ local: localStorage.length, session: Object.keys(sessionStorage), cookies: document.cookie })',
      );
      expect(stored).toEqual({ local: 0, session: ['payments-service.credentials'], cookies: '' });
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('pins the platform to a revision and reads the spec revision itself whatever the pin', async () => {
    const { page, problems } = await openDashboard();
    try {
      await signIn(page, platform.clientSecret);
      await page.getByRole('link', { name: 'Webhooks' }).click();
      await page.getByLabel('API revision').selectOption('2026-02-25');
      await page.getByRole('button', { name: 'Pin revision' }).click();
      await expect.poll(() => status(page).textContent()).toMatch(/now in revision 2026-02-25/);
      const config = await platform.request('GET', '/config');
      expect(config.body).toMatchObject({ apiRevision: '2026-02-25', apiRevisionPinned: true });
      // The dashboard's own requests still name the spec revision, which answers them.
      const answered = page.waitForResponse((r) => r.url().includes('/2025-10-13/customers'));
      await page.getByRole('link', { name: 'Customers' }).click();
      expect((await answered).headers()['service-revision']).toBe('2025-10-13');
      await page.getByRole('link', { name: 'Webhooks' }).click();
      await page.getByLabel('API revision').selectOption('');
      await page.getByRole('button', { name: 'Pin revision' }).click();
      await expect.poll(() => status(page).textContent()).toMatch(/server's default revision/);
      expect((await platform.request('GET', '/config')).body).toMatchObject({ apiRevisionPinned: false });
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("approves an agent's held payment and simulates a card authorization", async () => {
    // A customer with USD and USDB, an agent whose policy holds every payment for approval, and
    // a card on the USDB account, all made through the API.
    const customer = await customerWithAccounts(platform);
    await fund(platform, customer.accounts.USD as string, 100_000);
    await fund(platform, customer.accounts.USDB as string, 50_000_000);
    const bank = await usBankAccount(platform, customer.customerId, '123');
    const created = await platform.request<{ agent: { id: string }; deviceCode: { code: string } }>(
      'POST',
      '/agents',
      {
        body: {
          name: 'Dashboard bot',
          customerId: customer.customerId,
          policy: {
            permissions: ['CREATE_QUOTES', 'EXECUTE_QUOTES'],
            defaultExecutionMode: 'APPROVAL_REQUIRED',
            spendingLimits: { currency: 'USD', perTransactionLimit: 100_000 },
          },
        },
      },
    );
    expect(created.status, created.text).toBe(201);
    const redeemed = await service.request<{ accessToken: string }>(
      'POST',
      `/agents/device-codes/${created.body.deviceCode.code}/redeem`,
      { auth: null },
    );
    const asAgent = { auth: null, headers: { authorization: `Bearer ${redeemed.body.accessToken}` } };
    const quoted = await service.request<{ id: string }>('POST', '/agents/me/quotes', {
      ...asAgent,
      body: {
        source: { sourceType: 'ACCOUNT', accountId: customer.accounts.USD },
        destination: { destinationType: 'ACCOUNT', accountId: bank },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 3_000,
      },
    });
    expect(quoted.status, quoted.text).toBe(201);
    const held = await service.request<{ id: string; status: string }>(
      'POST',
      `/agents/me/quotes/${quoted.body.id}/execute`,
      asAgent,
    );
    expect(held.body.status).toBe('PENDING_APPROVAL');

    const { page, problems } = await openDashboard();
    try {
      await signIn(page, platform.clientSecret);
      // A virtual card for the customer, funded by its USDB account (found by the page).
      await page.getByRole('link', { name: 'Cards' }).click();
      await page.getByLabel('Cardholder (KYC approved)').selectOption(customer.customerId);
      await page.getByRole('button', { name: 'Issue a virtual card' }).click();
      await expect.poll(() => status(page).textContent()).toMatch(/issued: PROCESSING/);
      const issued = await platform.request<{ data: { cardholderId: string; fundingSources: string[] }[] }>(
        'GET',
        '/cards?limit=100',
      );
      expect(issued.body.data.map((c) => [c.cardholderId, c.fundingSources])).toEqual([
        [customer.customerId, [customer.accounts.USDB]],
      ]);
      // The issuer activates a card about 2 s later: the test clock brings that on now, unless a
      // loaded machine took longer than that to open the page and the worker already ran it, so
      // the count is 0 or 1. What is typed survives the page's re-renders (the clock reloads
      // after the advance).
      await page.getByRole('link', { name: 'Simulate' }).click();
      await page.getByLabel('Minutes').fill('0.05');
      await page.getByRole('button', { name: 'Advance the clock' }).click();
      await expect
        .poll(() => status(page).textContent())
        .toMatch(/: [01] delayed outcomes? happened on the way/);
      await expect.poll(() => page.getByTestId('clock-queued').textContent()).toBe('0');
      expect(await page.getByLabel('Minutes').inputValue()).toBe('0.05');
      await page.getByRole('link', { name: 'Agent approvals' }).click();
      const row = page.getByRole('row').filter({ hasText: 'PENDING_APPROVAL' });
      await row.getByRole('button', { name: 'Approve' }).click();
      await expect.poll(() => status(page).textContent()).toMatch(/is APPROVED/);
      const action = await service.request<{ status: string }>(
        'GET',
        `/agents/me/actions/${held.body.id}`,
        asAgent,
      );
      expect(action.body.status).toBe('APPROVED');
      await expect.poll(() => page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

      await page.getByRole('link', { name: 'Cards' }).click();
      const cardRow = page.getByRole('row').filter({ hasText: 'ACTIVE' });
      await cardRow.getByLabel('Amount (USDB)').fill('12.5');
      await cardRow.getByLabel('Merchant').fill('DASHBOARD CAFE');
      await cardRow.getByRole('button', { name: 'Simulate authorization' }).click();
      await expect
        .poll(() => status(page).textContent())
        .toMatch(/Authorization of 12\.500000 USDB simulated/);
      // The issuer applies it about a second later.
      await platform.request('POST', '/sandbox/clock/advance', { body: { seconds: 2 } });
      const cardTransactions = await platform.request<{ data: { authorizedAmount: { amount: number } }[] }>(
        'GET',
        '/transactions?type=CARD&limit=100',
      );
      expect(cardTransactions.body.data.map((t) => t.authorizedAmount.amount)).toEqual([12_500_000]);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });

  // Last: it deletes what the tests before made.
  it('resets the sandbox data after a confirmation, and keeps the platform', async () => {
    const { page, problems } = await openDashboard();
    try {
      await signIn(page, platform.clientSecret);
      await customerWithAccounts(platform);
      const before = await platform.request<{ totalCount: number }>('GET', '/customers');
      expect(before.body.totalCount).toBeGreaterThan(0);
      await page.getByRole('link', { name: 'Simulate' }).click();
      await page.getByRole('button', { name: 'Reset sandbox data' }).click();
      const dialog = page.getByRole('dialog', { name: "Delete all of this platform's sandbox data?" });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect((await platform.request<{ totalCount: number }>('GET', '/customers')).body.totalCount).toBe(
        before.body.totalCount,
      );
      await page.getByRole('button', { name: 'Reset sandbox data' }).click();
      await dialog.getByRole('button', { name: 'Delete everything' }).click();
      await expect.poll(() => status(page).textContent()).toMatch(/^Sandbox data reset: \d+ rows removed \(/);
      expect((await platform.request<{ totalCount: number }>('GET', '/customers')).body.totalCount).toBe(0);
      // Signed in still: the credentials and the configuration are kept.
      const config = await platform.request<{ webhookEndpoint: string }>('GET', '/config');
      expect(config.body.webhookEndpoint).toBe(receiver.url);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
