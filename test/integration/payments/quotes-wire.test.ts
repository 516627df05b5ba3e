import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_UMA_DOMAIN } from '../../../src/sandbox/uma.js';
import { QUOTE_TTL_MS } from '../../../src/modules/payments/quotes/create.js';
import {
  customerWithAccounts,
  expectLedgerGreen,
  fund,
  movableClock,
  transaction,
  usBankAccount,
} from '../../helpers/payments.js';
import { type PlatformClient, startTestService, type TestService } from '../../helpers/service.js';
import { contractOperation, responseProblems } from '../../helpers/wire-contract.js';

/**
 * Quotes as a client built from the real service's contract uses them: requests in the
 * contract's shapes, every answer checked against the contract (issue items 5, 7 and 9).
 */

const clock = movableClock();
let service: TestService;
let platform: PlatformClient;

beforeAll(async () => {
  service = await startTestService({ clock, runJobs: false });
  platform = await service.newPlatform();
});
afterAll(() => service.close());

type Body = Record<string, unknown>;
interface RateDetails {
  counterpartyMultiplier: number;
  counterpartyFixedFee: number;
  serviceApiMultiplier: number;
  serviceApiFixedFee: number;
  serviceApiVariableFeeRate: number;
  serviceApiVariableFeeAmount: number;
  gridApiMultiplier: number;
  gridApiFixedFee: number;
  gridApiVariableFeeRate: number;
  gridApiVariableFeeAmount: number;
}

const createQuote = (body: Body, client = platform) => client.request('POST', '/quotes', { body });
const getQuote = (id: string) => platform.request('GET', `/quotes/${id}`);
const executeQuote = (id: string, body?: Body) =>
  platform.request('POST', `/quotes/${id}/execute`, body ? { body } : {});

/** A customer with `amount` cents in its USD account. */
async function payer(amount = 100_000) {
  const customer = await customerWithAccounts(platform);
  const usd = customer.accounts.USD as string;
  await fund(platform, usd, amount);
  return { ...customer, usd };
}

async function umaLookup(address: string): Promise<string> {
  const r = await platform.request('GET', `/receiver/uma/${encodeURIComponent(address)}`);
  expect(r.status, r.text).toBe(200);
  return r.body.lookupId as string;
}

describe('POST /quotes, GET /quotes/{id}, execute in the contract shapes', () => {
  it('reserves transactionId at creation and executes into exactly that id', async () => {
    const p = await payer();
    const bank = await usBankAccount(platform, p.customerId, '123');
    const created = await createQuote({
      source: { sourceType: 'ACCOUNT', accountId: p.usd },
      destination: { destinationType: 'ACCOUNT', accountId: bank, paymentRail: 'ACH' },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 10_000,
      scaFactor: 'SMS_OTP',
      description: 'Invoice 7',
    });
    expect(created.status, created.text).toBe(201);
    expect(responseProblems('POST /quotes', 201, created.body)).toEqual([]);
    const quoteId = created.body.id as string;
    const transactionId = created.body.transactionId as string;
    expect(transactionId).toMatch(/^Transaction:[0-9a-f-]{36}$/);
    expect(created.body).toMatchObject({
      quoteId,
      status: 'PENDING',
      source: { sourceType: 'ACCOUNT', accountId: p.usd },
      destination: { destinationType: 'ACCOUNT', accountId: bank, paymentRail: 'ACH' },
    });

    // Not executed yet: the id is reserved, the transaction does not exist.
    const early = await platform.request('GET', `/transactions/${transactionId}`);
    expect(early.status).toBe(404);
    expect(early.body.code).toBe('TRANSACTION_NOT_FOUND');

    const read = await getQuote(quoteId);
    expect(read.status).toBe(200);
    expect(responseProblems('GET /quotes/{}', 200, read.body)).toEqual([]);
    expect(read.body.transactionId).toBe(transactionId);

    const executed = await executeQuote(quoteId, { scaFactor: 'PASSKEY' });
    expect(executed.status, executed.text).toBe(200);
    expect(responseProblems('POST /quotes/{}/execute', 200, executed.body)).toEqual([]);
    expect(executed.body).toMatchObject({ transactionId, status: 'COMPLETED' });
    const tx = await transaction(platform, transactionId);
    expect(tx).toMatchObject({ id: transactionId, quoteId, rateDetails: created.body.rateDetails });
    const txProblems = responseProblems('GET /transactions/{}', 200, tx).filter((p) =>
      /rateDetails|counterpartyInformation/.test(p),
    );
    expect(txProblems).toEqual([]);
  });

  it('immediatelyExecute answers with the transaction it created under the reserved id', async () => {
    const p = await payer();
    const bank = await usBankAccount(platform, p.customerId, '124');
    const created = await createQuote({
      source: { sourceType: 'ACCOUNT', accountId: p.usd },
      destination: { destinationType: 'ACCOUNT', accountId: bank },
      lockedCurrencySide: 'RECEIVING',
      lockedCurrencyAmount: 2_500,
      immediatelyExecute: true,
      scaFactor: 'TOTP',
    });
    expect(created.status, created.text).toBe(201);
    expect(responseProblems('POST /quotes', 201, created.body)).toEqual([]);
    const tx = await transaction(platform, created.body.transactionId as string);
    expect(tx.quoteId).toBe(created.body.id);
  });

  it('accepts the first revision untagged source and destination', async () => {
    const p = await payer();
    const bank = await usBankAccount(platform, p.customerId, '125');
    const created = await createQuote({
      source: { accountId: p.usd, currency: 'USD' },
      destination: { accountId: bank, currency: 'USD' },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 1_000,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.destination).toMatchObject({ destinationType: 'ACCOUNT', accountId: bank });
    const mismatch = await createQuote({
      source: { accountId: p.usd, currency: 'EUR' },
      destination: { accountId: bank },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 1_000,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe('INVALID_CURRENCY');
  });

  it('scaFactor takes the contract values only', async () => {
    const p = await payer();
    const bank = await usBankAccount(platform, p.customerId, '126');
    const body = {
      source: { sourceType: 'ACCOUNT', accountId: p.usd },
      destination: { destinationType: 'ACCOUNT', accountId: bank },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 1_000,
    };
    const enumOf = contractOperation('POST /quotes').request?.fields?.scaFactor?.enum ?? [];
    expect(enumOf.length).toBeGreaterThan(0);
    for (const factor of enumOf) expect((await createQuote({ ...body, scaFactor: factor })).status).toBe(201);
    const bad = await createQuote({ ...body, scaFactor: 'EMAIL' });
    expect(bad.status).toBe(400);
    const ok = await createQuote(body);
    const badExecute = await executeQuote(ok.body.id as string, { scaFactor: 'EMAIL' });
    expect(badExecute.status).toBe(400);
    expect((await executeQuote(ok.body.id as string, {})).status).toBe(200);
  });
});

describe('exchangeRate direction', () => {
  it('quotes give receiving units per sending unit; /exchange-rates the inverse', async () => {
    const p = await payer();
    const receiver = await customerWithAccounts(platform);
    const created = await createQuote({
      source: { sourceType: 'ACCOUNT', accountId: p.usd },
      destination: { destinationType: 'ACCOUNT', accountId: receiver.accounts.EUR },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 10_000,
    });
    expect(created.status, created.text).toBe(201);
    const rate = created.body.exchangeRate as number;
    // USD 100.00 buys about EUR 92: rate about 0.92, and the amounts satisfy it.
    expect(rate).toBeGreaterThan(0.85);
    expect(rate).toBeLessThan(1);
    expect(created.body.feesIncluded).toBe(0);
    expect(Math.abs((created.body.totalReceivingAmount as number) - 10_000 * rate)).toBeLessThan(1);

    const rates = await platform.request('GET', '/exchange-rates?sourceCurrency=USD&destinationCurrency=EUR');
    expect(rates.status).toBe(200);
    expect(responseProblems('GET /exchange-rates', 200, rates.body)).toEqual([]);
    const usdEur = (rates.body.data as { exchangeRate: number; receivingAmount: number }[])[0];
    // Same window, same price: sending units per receiving unit, about 1.087 USD per EUR.
    expect(usdEur?.exchangeRate).toBeCloseTo(1 / rate, 12);
    expect(usdEur?.receivingAmount).toBe(created.body.totalReceivingAmount);

    const inr = await platform.request('GET', '/exchange-rates?sourceCurrency=USD&destinationCurrency=INR');
    const usdInr = (inr.body.data as { exchangeRate: number }[])[0]?.exchangeRate ?? 0;
    // About 0.012 USD per INR (the contract's example is 0.012121).
    expect(usdInr).toBeGreaterThan(0.01);
    expect(usdInr).toBeLessThan(0.015);
  });
});

describe('platformFeeOverride and rateDetails', () => {
  it('replaces the platform fee for one quote and shows the breakdown', async () => {
    const p = await payer();
    const receiver = await customerWithAccounts(platform);
    const created = await createQuote({
      source: { sourceType: 'ACCOUNT', accountId: p.usd },
      destination: { destinationType: 'ACCOUNT', accountId: receiver.accounts.EUR },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 10_000,
      platformFeeOverride: { platformFixedFee: { amount: 100, currency: 'USD' }, platformVariableFeeBps: 50 },
    });
    expect(created.status, created.text).toBe(201);
    expect(responseProblems('POST /quotes', 201, created.body)).toEqual([]);
    // Largest net with net + 100 + ceil(net * 50 / 10000) <= 10000 is 9850: fees 150.
    expect(created.body).toMatchObject({ feesIncluded: 150, platformFeesIncluded: 150 });
    const rate = created.body.exchangeRate as number;
    expect(created.body.rateDetails).toEqual({
      counterpartyMultiplier: 1,
      counterpartyFixedFee: 0,
      serviceApiMultiplier: rate,
      serviceApiFixedFee: 0,
      serviceApiVariableFeeRate: 0,
      serviceApiVariableFeeAmount: 0,
      gridApiMultiplier: rate,
      gridApiFixedFee: 0,
      gridApiVariableFeeRate: 0,
      gridApiVariableFeeAmount: 0,
    } satisfies RateDetails);
    expect(Math.abs((created.body.totalReceivingAmount as number) - 9_850 * rate)).toBeLessThan(1);

    const executed = await executeQuote(created.body.id as string);
    expect(executed.status, executed.text).toBe(200);
    const tx = await transaction(platform, created.body.transactionId as string);
    expect(tx).toMatchObject({ fees: 150, platformFees: 150, rateDetails: created.body.rateDetails });
    await expectLedgerGreen(service);
  });

  it('applies to a same-currency quote, converts a fixed fee in another currency, and is validated', async () => {
    const p = await payer();
    const bank = await usBankAccount(platform, p.customerId, '127');
    const base = {
      source: { sourceType: 'ACCOUNT', accountId: p.usd },
      destination: { destinationType: 'ACCOUNT', accountId: bank },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 10_000,
    };
    const flat = await createQuote({
      ...base,
      platformFeeOverride: { platformFixedFee: { amount: 25, currency: 'USD' }, platformVariableFeeBps: 0 },
    });
    expect(flat.status, flat.text).toBe(201);
    expect(flat.body).toMatchObject({
      feesIncluded: 25,
      platformFeesIncluded: 25,
      totalReceivingAmount: 9_975,
    });
    const executed = await executeQuote(flat.body.id as string);
    expect(executed.status, executed.text).toBe(200);
    expect(executed.body.status).toBe('COMPLETED');
    await expectLedgerGreen(service);

    const inEur = await createQuote({
      ...base,
      platformFeeOverride: { platformFixedFee: { amount: 100, currency: 'EUR' }, platformVariableFeeBps: 0 },
    });
    expect(inEur.status, inEur.text).toBe(201);
    // EUR 1.00 is more than USD 1.00 in the sandbox table.
    expect(inEur.body.platformFeesIncluded as number).toBeGreaterThan(100);
    expect(inEur.body.platformFeesIncluded as number).toBeLessThan(130);

    const tooHigh = await createQuote({
      ...base,
      platformFeeOverride: {
        platformFixedFee: { amount: 0, currency: 'USD' },
        platformVariableFeeBps: 10_001,
      },
    });
    expect(tooHigh.status).toBe(400);
    expect(JSON.stringify(tooHigh.body)).toContain('platformFeeOverride.platformVariableFeeBps');
    const unknown = await createQuote({
      ...base,
      platformFeeOverride: { platformFixedFee: { amount: 10, currency: 'XYZ' }, platformVariableFeeBps: 0 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('INVALID_CURRENCY');
    const missing = await createQuote({ ...base, platformFeeOverride: { platformVariableFeeBps: 5 } });
    expect(missing.status).toBe(400);
    const eatsAll = await createQuote({
      ...base,
      platformFeeOverride: {
        platformFixedFee: { amount: 10_000, currency: 'USD' },
        platformVariableFeeBps: 0,
      },
    });
    expect(eatsAll.status).toBe(400);
    expect(eatsAll.body.code).toBe('AMOUNT_OUT_OF_RANGE');
  });
});

describe('EXTERNAL_ACCOUNT_DETAILS destinations', () => {
  const details = (accountNumber: string, customerId?: string) => ({
    destinationType: 'EXTERNAL_ACCOUNT_DETAILS',
    externalAccountDetails: {
      ...(customerId ? { customerId } : {}),
      currency: 'USD',
      accountInfo: {
        accountType: 'USD_ACCOUNT',
        accountNumber,
        routingNumber: '021000021',
        bankName: 'JPMorgan Chase',
        bankAccountType: 'CHECKING',
        beneficiary: {
          beneficiaryType: 'INDIVIDUAL',
          fullName: 'Grace Hopper',
          countryOfResidence: 'US',
          address: { line1: '1 Main St', city: 'Springfield', postalCode: '62701', country: 'US' },
        },
      },
    },
  });

  it('creates the account once, reuses it, and pays it', async () => {
    const p = await payer();
    const accountNumber = `${Math.floor(Math.random() * 1e8)}123`;
    const body = {
      source: { sourceType: 'ACCOUNT', accountId: p.usd },
      destination: details(accountNumber, p.customerId),
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 5_000,
    };
    const first = await createQuote(body);
    expect(first.status, first.text).toBe(201);
    expect(responseProblems('POST /quotes', 201, first.body)).toEqual([]);
    const destination = first.body.destination as { destinationType: string; accountId: string };
    expect(destination.destinationType).toBe('ACCOUNT');
    expect(destination.accountId).toMatch(/^ExternalAccount:/);

    // Without customerId the paying customer owns it: the same account again.
    const second = await createQuote({ ...body, destination: details(accountNumber) });
    expect(second.status, second.text).toBe(201);
    expect((second.body.destination as { accountId: string }).accountId).toBe(destination.accountId);
    const listed = await platform.request(
      'GET',
      `/customers/external-accounts?customerId=${encodeURIComponent(p.customerId)}`,
    );
    expect((listed.body.data as unknown[]).length).toBe(1);

    const executed = await executeQuote(second.body.id as string);
    expect(executed.status, executed.text).toBe(200);
    expect(executed.body.status).toBe('COMPLETED');
    await expectLedgerGreen(service);
  });

  it('answers the account checks of POST /customers/external-accounts', async () => {
    const p = await payer();
    const bad = details('12345', p.customerId);
    (bad.externalAccountDetails.accountInfo as Body).routingNumber = '123';
    const r = await createQuote({
      source: { sourceType: 'ACCOUNT', accountId: p.usd },
      destination: bad,
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 5_000,
    });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('routingNumber');
  });
});

describe('UMA counterpartyInformation', () => {
  it('is stored, returned on the quote, and carried by the transaction', async () => {
    const p = await payer();
    const address = `$success.usd@${SANDBOX_UMA_DOMAIN}`;
    const counterpartyInformation = { FULL_NAME: 'Ada Lovelace', BIRTH_DATE: '1990-12-10' };
    const created = await createQuote({
      source: { sourceType: 'ACCOUNT', accountId: p.usd },
      destination: { destinationType: 'UMA_ADDRESS', umaAddress: address, counterpartyInformation },
      lookupId: await umaLookup(address),
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 2_000,
    });
    expect(created.status, created.text).toBe(201);
    expect(responseProblems('POST /quotes', 201, created.body)).toEqual([]);
    expect(created.body.counterpartyInformation).toEqual(counterpartyInformation);
    expect(created.body.destination).toMatchObject({
      destinationType: 'UMA_ADDRESS',
      counterpartyInformation,
    });
    const executed = await executeQuote(created.body.id as string);
    expect(executed.status, executed.text).toBe(200);
    const tx = await transaction(platform, created.body.transactionId as string);
    expect(tx.counterpartyInformation).toEqual(counterpartyInformation);
  });
});

describe('cryptoNetwork is any string; networks we do not serve are a clear 400', () => {
  it('REALTIME_FUNDING source', async () => {
    const p = await payer();
    const bank = await usBankAccount(platform, p.customerId, '128');
    const r = await createQuote({
      source: {
        sourceType: 'REALTIME_FUNDING',
        currency: 'USDC',
        customerId: p.customerId,
        cryptoNetwork: 'ARBITRUM',
      },
      destination: { destinationType: 'ACCOUNT', accountId: bank },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 1_000_000,
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('INVALID_INPUT');
    expect(JSON.stringify(r.body)).toContain('source.cryptoNetwork');
    const ok = await createQuote({
      source: {
        sourceType: 'REALTIME_FUNDING',
        currency: 'USDC',
        customerId: p.customerId,
        cryptoNetwork: 'SOLANA',
      },
      destination: { destinationType: 'ACCOUNT', accountId: bank },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 1_000_000,
    });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body.source).toMatchObject({ sourceType: 'REALTIME_FUNDING', cryptoNetwork: 'SOLANA' });
  });
});

describe('GET /quotes', () => {
  it('answers in the terms of the revisions that have it: instructions of later deposit types are left out', async () => {
    const lister = await service.newPlatform();
    const p = await customerWithAccounts(lister);
    const bank = await usBankAccount(lister, p.customerId, '128');
    const quote = await createQuote(
      {
        source: {
          sourceType: 'REALTIME_FUNDING',
          currency: 'USDC',
          customerId: p.customerId,
          cryptoNetwork: 'ETHEREUM',
        },
        destination: { destinationType: 'ACCOUNT', accountId: bank },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 1_000_000,
      },
      lister,
    );
    expect(quote.status, quote.text).toBe(201);
    const types = (q: { paymentInstructions?: { accountOrWalletInfo: { accountType: string } }[] }) =>
      (q.paymentInstructions ?? []).map((i) => i.accountOrWalletInfo.accountType);
    expect(types(quote.body as Parameters<typeof types>[0])).toContain('ETHEREUM_WALLET');
    const list = await lister.request('GET', '/quotes');
    expect(list.status).toBe(200);
    expect(responseProblems('GET /quotes', 200, list.body)).toEqual([]);
    const listed = (list.body as { data: Parameters<typeof types>[0][] }).data[0];
    expect(listed && types(listed)).not.toContain('ETHEREUM_WALLET');
  });

  it('lists with the contract filters, paginated, in the list envelope', async () => {
    const lister = await service.newPlatform();
    const customer = await customerWithAccounts(lister);
    const usd = customer.accounts.USD as string;
    await fund(lister, usd, 100_000);
    const other = await customerWithAccounts(lister);
    const body = (accountId: string, amount: number) => ({
      source: { sourceType: 'ACCOUNT', accountId: usd },
      destination: { destinationType: 'ACCOUNT', accountId },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: amount,
    });
    const expired = await createQuote(body(other.accounts.EUR as string, 1_000), lister);
    clock.advance(QUOTE_TTL_MS + 1_000);
    const completed = await createQuote(body(other.accounts.EUR as string, 2_000), lister);
    const executed = await lister.request('POST', `/quotes/${completed.body.id as string}/execute`);
    expect(executed.status, executed.text).toBe(200);
    const pending = await createQuote(body(other.accounts.MXN as string, 3_000), lister);
    const address = `$success.usd@${SANDBOX_UMA_DOMAIN}`;
    const lookup = await lister.request('GET', `/receiver/uma/${encodeURIComponent(address)}`);
    const uma = await createQuote(
      {
        ...body('', 500),
        destination: { destinationType: 'UMA_ADDRESS', umaAddress: address },
        lookupId: lookup.body.lookupId,
      },
      lister,
    );
    expect(uma.status, uma.text).toBe(201);

    const list = async (query: string) => {
      const r = await lister.request('GET', `/quotes${query}`);
      expect(r.status, r.text).toBe(200);
      expect(responseProblems('GET /quotes', 200, r.body)).toEqual([]);
      return r.body as { data: { id: string }[]; hasMore: boolean; nextCursor?: string; totalCount: number };
    };
    const ids = (page: { data: { id: string }[] }) => page.data.map((q) => q.id);

    const all = await list('');
    expect(ids(all)).toEqual([uma.body.id, pending.body.id, completed.body.id, expired.body.id]);
    expect(all).toMatchObject({ hasMore: false, totalCount: 4 });

    expect(ids(await list('?status=PENDING'))).toEqual([uma.body.id, pending.body.id]);
    expect(ids(await list('?status=EXPIRED'))).toEqual([expired.body.id]);
    expect(ids(await list('?status=COMPLETED'))).toEqual([completed.body.id]);
    expect(ids(await list('?status=PROCESSING'))).toEqual([]);
    expect(
      ids(await list(`?receivingAccountId=${encodeURIComponent(other.accounts.MXN as string)}`)),
    ).toEqual([pending.body.id]);
    expect((await list(`?sendingAccountId=${encodeURIComponent(usd)}`)).totalCount).toBe(4);
    expect((await list(`?customerId=${encodeURIComponent(customer.customerId)}`)).totalCount).toBe(4);
    expect((await list(`?customerId=${encodeURIComponent(other.customerId)}`)).totalCount).toBe(0);
    expect(ids(await list(`?receivingUmaAddress=${encodeURIComponent(address.toUpperCase())}`))).toEqual([
      uma.body.id,
    ]);
    expect(ids(await list(`?sendingUmaAddress=${encodeURIComponent(customer.umaAddress)}`)).length).toBe(4);
    const createdAt = completed.body.createdAt as string;
    expect(
      ids(
        await list(
          `?createdBefore=${encodeURIComponent(createdAt)}&createdAfter=${encodeURIComponent(createdAt)}`,
        ),
      ),
    ).toEqual([completed.body.id]);

    const first = await list('?limit=3');
    expect(first).toMatchObject({ hasMore: true, totalCount: 4 });
    const rest = await list(`?limit=3&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect([...ids(first), ...ids(rest)]).toEqual(ids(all));

    const bad = await lister.request('GET', '/quotes?status=SETTLED');
    expect(bad.status).toBe(400);
    // Another platform sees none of them.
    expect((await list('')).totalCount).toBe(4);
    expect(
      (
        (await platform.request('GET', `/quotes?customerId=${encodeURIComponent(customer.customerId)}`))
          .body as { totalCount: number }
      ).totalCount,
    ).toBe(0);
  });
});

describe('POST /quotes/{quoteId}/retry', () => {
  it('quotes an expired quote again with the same inputs', async () => {
    const p = await payer();
    const bank = await usBankAccount(platform, p.customerId, '129');
    const created = await createQuote({
      source: { sourceType: 'ACCOUNT', accountId: p.usd },
      destination: { destinationType: 'ACCOUNT', accountId: bank },
      lockedCurrencySide: 'RECEIVING',
      lockedCurrencyAmount: 4_321,
      description: 'Rent',
      platformFeeOverride: { platformFixedFee: { amount: 10, currency: 'USD' }, platformVariableFeeBps: 0 },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as string;

    const tooEarly = await platform.request('POST', `/quotes/${id}/retry`, { body: {} });
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.code).toBe('INVALID_STATE_TRANSITION');

    clock.advance(QUOTE_TTL_MS + 1_000);
    expect((await getQuote(id)).body.status).toBe('EXPIRED');
    const retried = await platform.request('POST', `/quotes/${id}/retry`);
    expect(retried.status, retried.text).toBe(201);
    expect(responseProblems('POST /quotes/{}/retry', 201, retried.body)).toEqual([]);
    expect(retried.body).toMatchObject({
      status: 'PENDING',
      originalQuoteId: id,
      totalReceivingAmount: 4_321,
      totalSendingAmount: 4_331,
      platformFeesIncluded: 10,
      description: 'Rent',
      destination: { destinationType: 'ACCOUNT', accountId: bank },
    });
    expect(retried.body.id).not.toBe(id);
    expect(retried.body.transactionId).not.toBe(created.body.transactionId);
    const executed = await executeQuote(retried.body.id as string);
    expect(executed.status, executed.text).toBe(200);
    expect(executed.body.transactionId).toBe(retried.body.transactionId);

    const notFound = await platform.request(
      'POST',
      '/quotes/Quote:00000000-0000-4000-8000-000000000000/retry',
    );
    expect(notFound.status).toBe(404);
    expect(notFound.body.code).toBe('QUOTE_NOT_FOUND');
  });

  it('quotes a failed quote again; a UMA destination needs a fresh lookup', async () => {
    const p = await payer();
    const failing = await usBankAccount(platform, p.customerId, '002');
    const created = await createQuote({
      source: { sourceType: 'ACCOUNT', accountId: p.usd },
      destination: { destinationType: 'ACCOUNT', accountId: failing },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 1_000,
    });
    const executed = await executeQuote(created.body.id as string);
    expect(executed.body.status).toBe('FAILED');
    const retried = await platform.request('POST', `/quotes/${created.body.id as string}/retry`, {
      body: {},
    });
    expect(retried.status, retried.text).toBe(201);
    expect(retried.body.originalQuoteId).toBe(created.body.id);

    const address = `$success.usd@${SANDBOX_UMA_DOMAIN}`;
    const uma = await createQuote({
      source: { sourceType: 'ACCOUNT', accountId: p.usd },
      destination: { destinationType: 'UMA_ADDRESS', umaAddress: address },
      lookupId: await umaLookup(address),
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 1_000,
    });
    clock.advance(QUOTE_TTL_MS + 1_000);
    const withoutLookup = await platform.request('POST', `/quotes/${uma.body.id as string}/retry`, {
      body: {},
    });
    expect(withoutLookup.status).toBe(400);
    expect(JSON.stringify(withoutLookup.body)).toContain('lookupId');
    const withLookup = await platform.request('POST', `/quotes/${uma.body.id as string}/retry`, {
      body: { lookupId: await umaLookup(address), senderCustomerInfo: { FULL_NAME: 'Ada' } },
    });
    expect(withLookup.status, withLookup.text).toBe(201);
    expect(withLookup.body).toMatchObject({ originalQuoteId: uma.body.id, status: 'PENDING' });
  });
});
