import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/ledger/ledger.js';
import { accountIdFromSparkAddress } from '../../src/modules/accounts/deposit-encodings.js';
import { accountIdFromReference } from '../../src/modules/accounts/funding-instructions.js';
import { currencyCodes } from '../../src/money/currencies.js';
import { individual } from '../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { responseProblems } from '../helpers/wire-contract.js';

/**
 * Internal accounts as a client generated from the real contract (any revision) reads them:
 * both lists and the sandbox fund answer decode for accounts of every currency, and the
 * deposit details lead back to the account they were issued for.
 */

interface Instruction {
  isPlatformAccount: boolean;
  reference: string;
  invoice?: string;
  accountOrWalletInfo: Record<string, unknown> & { accountType: string };
  bankAccountInfo: Record<string, unknown> & { accountType: string };
}
interface InternalAccount {
  id: string;
  balance: { amount: number; currency: { code: string } };
  fundingPaymentInstructions: Instruction[];
}
interface List {
  data: InternalAccount[];
  hasMore: boolean;
  totalCount: number;
  nextCursor?: string;
}

let service: TestService;
let platform: PlatformClient;
let customerId: string;

const code = (a: InternalAccount) => a.balance.currency.code;
const customerAccounts = async () => {
  const list = await platform.request<List>(
    'GET',
    `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&limit=100`,
  );
  expect(list.status, list.text).toBe(200);
  return list;
};
/** The account of `currency` that is not the embedded wallet (which holds USDB too). */
const byCurrency = (list: List, currency: string) =>
  list.data.find(
    (a) => code(a) === currency && (a as { type?: string }).type !== 'EMBEDDED_WALLET',
  ) as InternalAccount;

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Wire accounts platform');
  // Every currency the service knows, so every kind of deposit details is issued.
  const config = await platform.request('PATCH', '/config', {
    body: {
      supportedCurrencies: currencyCodes.map((currencyCode) => ({
        currencyCode,
        minAmount: 1,
        maxAmount: 1_000_000_000,
        requiredCounterpartyFields: [],
        enabledTransactionTypes: ['INCOMING', 'OUTGOING'],
      })),
    },
  });
  expect(config.status, config.text).toBe(200);
  const customer = await platform.request<{ id: string }>('POST', '/customers', { body: individual() });
  expect(customer.status, customer.text).toBe(201);
  customerId = customer.body.id;
});
afterAll(async () => {
  expect((await checkLedger(service.ctx.db, platform.platformId)).ok).toBe(true);
  await service.close();
});

describe('internal accounts in the contract shapes', () => {
  it('GET /platform/internal-accounts: the list envelope, every currency, platform details', async () => {
    const list = await platform.request<List>('GET', '/platform/internal-accounts');
    expect(list.status, list.text).toBe(200);
    expect(responseProblems('GET /platform/internal-accounts', 200, list.body)).toEqual([]);
    expect(list.body.data.map(code).sort()).toEqual([...currencyCodes].sort());
    expect(list.body).toMatchObject({ hasMore: false, totalCount: currencyCodes.length });
    expect(list.body.nextCursor).toBeUndefined();
    const instructions = list.body.data.flatMap((a) => a.fundingPaymentInstructions);
    expect(instructions.every((i) => i.isPlatformAccount)).toBe(true);
    const filtered = await platform.request<List>('GET', '/platform/internal-accounts?currency=EUR');
    expect(filtered.body).toMatchObject({ hasMore: false, totalCount: 1 });
    expect(responseProblems('GET /platform/internal-accounts', 200, filtered.body)).toEqual([]);
  });

  it('GET /customers/internal-accounts: every currency decodes for every revision', async () => {
    const list = await customerAccounts();
    // One per currency, and the embedded wallet.
    expect(list.body.totalCount).toBe(currencyCodes.length + 1);
    expect(responseProblems('GET /customers/internal-accounts', 200, list.body)).toEqual([]);
    for (const account of list.body.data) {
      expect(account.fundingPaymentInstructions.length, code(account)).toBeGreaterThan(0);
      for (const instruction of account.fundingPaymentInstructions) {
        expect(instruction.isPlatformAccount).toBe(false);
        expect(accountIdFromReference(instruction.reference)).toBe(account.id.split(':')[1]);
      }
    }
    // The shapes the issue names: countries, EUR swiftBic, INR as UPI, BRL with its tax id.
    expect(byCurrency(list.body, 'USD').fundingPaymentInstructions[0]?.accountOrWalletInfo).toMatchObject({
      accountType: 'USD_ACCOUNT',
      countries: ['US'],
      paymentRails: ['ACH', 'WIRE', 'RTP', 'FEDNOW'],
    });
    expect(byCurrency(list.body, 'EUR').fundingPaymentInstructions[0]?.accountOrWalletInfo).toMatchObject({
      accountType: 'EUR_ACCOUNT',
      swiftBic: expect.stringMatching(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/),
    });
    expect(byCurrency(list.body, 'INR').fundingPaymentInstructions[0]?.accountOrWalletInfo).toMatchObject({
      accountType: 'INR_ACCOUNT',
      vpa: expect.stringMatching(/@/),
      paymentRails: ['UPI'],
    });
    expect(byCurrency(list.body, 'BRL').fundingPaymentInstructions[0]?.accountOrWalletInfo).toMatchObject({
      accountType: 'BRL_ACCOUNT',
      taxId: expect.stringMatching(/^\d{14}$/),
      pixKeyType: 'RANDOM',
      qrCode: expect.stringMatching(/^000201.*6304[0-9A-F]{4}$/),
    });
    const walletTypes = list.body.data
      .flatMap((a) => a.fundingPaymentInstructions)
      .map((i) => i.accountOrWalletInfo.accountType)
      .filter((t) => t.endsWith('_WALLET'));
    expect(walletTypes).not.toContain('ETHEREUM_WALLET');
    expect(walletTypes).not.toContain('PLASMA_WALLET');
  });

  it('POST /sandbox/internal-accounts/{id}/fund answers the same shape for every currency', async () => {
    const list = await customerAccounts();
    for (const account of list.body.data) {
      const funded = await platform.request<InternalAccount>(
        'POST',
        `/sandbox/internal-accounts/${account.id}/fund`,
        { body: { amount: 100 } },
      );
      expect(funded.status, `${code(account)} ${funded.text}`).toBe(200);
      expect(
        responseProblems('POST /sandbox/internal-accounts/{}/fund', 200, funded.body),
        code(account),
      ).toEqual([]);
      expect(funded.body.balance.amount).toBe(100);
      expect(funded.body.fundingPaymentInstructions).toEqual(account.fundingPaymentInstructions);
    }
  });
});

describe('deposit details lead back to their account', () => {
  it('a deposit addressed by reference, UPI address or Spark address lands on that account', async () => {
    const before = (await customerAccounts()).body;
    const eur = byCurrency(before, 'EUR');
    const inr = byCurrency(before, 'INR');
    const usdb = byCurrency(before, 'USDB');
    const eurReference = eur.fundingPaymentInstructions[0]?.accountOrWalletInfo.reference as string;
    const vpa = inr.fundingPaymentInstructions[0]?.accountOrWalletInfo.vpa as string;
    const spark = usdb.fundingPaymentInstructions[0]?.accountOrWalletInfo.address as string;
    const targets = [
      accountIdFromReference(eurReference),
      accountIdFromReference((vpa.split('@')[0] ?? '').toUpperCase()),
      accountIdFromSparkAddress(spark),
    ];
    for (const uuid of targets) {
      expect(uuid).toBeDefined();
      const funded = await platform.request(
        'POST',
        `/sandbox/internal-accounts/InternalAccount:${uuid}/fund`,
        {
          body: { amount: 2_500 },
        },
      );
      expect(funded.status, funded.text).toBe(200);
    }
    const after = (await customerAccounts()).body;
    for (const currency of ['EUR', 'INR', 'USDB']) {
      expect(byCurrency(after, currency).balance.amount - byCurrency(before, currency).balance.amount).toBe(
        2_500,
      );
    }
    expect(byCurrency(after, 'USD').balance.amount).toBe(byCurrency(before, 'USD').balance.amount);
  });

  it("the platform's own Spark address and BOLT 11 invoice register as external accounts", async () => {
    const list = await platform.request<List>('GET', '/platform/internal-accounts');
    const usdb = byCurrency(list.body, 'USDB').fundingPaymentInstructions[0];
    const btc = byCurrency(list.body, 'BTC').fundingPaymentInstructions[0];
    expect(usdb?.accountOrWalletInfo.address).toMatch(/^spark1/);
    expect(usdb?.bankAccountInfo).toEqual({
      accountType: 'SPARK_WALLET',
      address: usdb?.accountOrWalletInfo.address,
    });
    const wallet = await platform.request('POST', '/customers/external-accounts', {
      body: {
        customerId,
        currency: 'USDB',
        accountInfo: { accountType: 'SPARK_WALLET', address: usdb?.accountOrWalletInfo.address },
      },
    });
    expect(wallet.status, wallet.text).toBe(201);
    expect(btc?.invoice).toMatch(/^lnsb1/);
    const lightning = await platform.request('POST', '/customers/external-accounts', {
      body: { customerId, currency: 'BTC', accountInfo: { accountType: 'LIGHTNING', invoice: btc?.invoice } },
    });
    expect(lightning.status, lightning.text).toBe(201);
  });
});
