import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bech32m } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { individual } from '../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { evmWallet, solanaWallet } from '../helpers/wallets.js';
import { responseProblems } from '../helpers/wire-contract.js';

interface InternalAccount {
  id: string;
  type: string;
  balance: { amount: number; currency: { code: string } };
}
interface Estimate {
  networkFee: number;
  networkFeeAsset: string;
  applicationFee: number;
  totalFee: number;
  netAmount: number;
}
type ErrorBody = {
  status: number;
  code: string;
  message: string;
  details?: { errors?: { field: string; constraint?: { enum?: string[] } }[] };
};

const PATH = '/crypto/estimate-withdrawal-fee';
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const BITCOIN_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'; // BIP-173 P2WPKH vector
const sparkAddress = () =>
  bech32m.encode(
    'spark',
    bech32m.toWords(
      Uint8Array.from([0x0a, 33, ...secp256k1.getPublicKey(secp256k1.utils.randomSecretKey())]),
    ),
    false,
  );

const currency = (
  currencyCode: string,
  minAmount: number,
  maxAmount: number,
  types = ['INCOMING', 'OUTGOING'],
) => ({
  currencyCode,
  minAmount,
  maxAmount,
  requiredCounterpartyFields: [],
  enabledTransactionTypes: types,
});
const CURRENCIES = [
  currency('USD', 1, 100_000_000),
  currency('USDC', 100_000, 5_000_000_000), // 0.10 .. 5,000 USDC
  currency('USDT', 1, 1_000_000_000_000),
  currency('USDB', 1, 1_000_000_000_000),
  currency('BTC', 1, 1_000_000_000),
];

let service: TestService;
let platform: PlatformClient;
const accounts: Record<string, InternalAccount> = {};
const FUNDED = { USDC: 1_000_000_000, USDT: 1_000_000_000, USDB: 1_000_000_000, BTC: 100_000_000 };

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Withdrawal platform');
  const configured = await platform.request('PATCH', '/config', {
    body: { supportedCurrencies: CURRENCIES },
  });
  expect(configured.status, configured.text).toBe(200);
  const customer = await platform.request<{ id: string }>('POST', '/customers', {
    body: individual({ currencies: ['USD', 'USDC', 'USDT', 'USDB', 'BTC'] }),
  });
  expect(customer.status, customer.text).toBe(201);
  const list = await platform.request<{ data: InternalAccount[] }>(
    'GET',
    `/customers/internal-accounts?customerId=${encodeURIComponent(customer.body.id)}`,
  );
  for (const account of list.body.data) {
    // The embedded wallet holds USDB too, but withdrawals go from the INTERNAL_CRYPTO account.
    if ((account as { type?: string }).type !== 'EMBEDDED_WALLET')
      accounts[account.balance.currency.code] = account;
  }
  for (const [code, amount] of Object.entries(FUNDED)) {
    const funded = await platform.request('POST', `/sandbox/internal-accounts/${accountId(code)}/fund`, {
      body: { amount },
    });
    expect(funded.status, funded.text).toBe(200);
  }
});
afterAll(() => service.close());

function accountId(code: string): string {
  const account = accounts[code];
  if (!account) throw new Error(`no ${code} account`);
  return account.id;
}

const estimate = <T = Estimate>(body: Record<string, unknown>, client = platform) =>
  client.request<T>('POST', PATH, { body });
const usdc = (overrides: Record<string, unknown> = {}) => ({
  internalAccountId: accountId('USDC'),
  currency: 'USDC',
  cryptoNetwork: 'SOLANA',
  amount: 10_000_000,
  destinationAddress: solanaWallet().address,
  ...overrides,
});
const expectError = (
  response: { status: number; body: ErrorBody; text: string },
  status: number,
  code: string,
  fields?: string[],
) => {
  expect(response.status, response.text).toBe(status);
  expect(response.body).toMatchObject({ status, code });
  if (fields) expect(response.body.details?.errors?.map((e) => e.field).sort()).toEqual(fields);
};

describe('POST /crypto/estimate-withdrawal-fee', () => {
  it('prices each network: its native fee, converted at the sandbox prices, plus no application fee', async () => {
    // Network fee in the native asset's smallest unit, and the same in the withdrawal
    // currency at the sandbox USD prices (SOL $150, ETH $3,000, POL $0.50, TRX $0.12, BTC).
    const cases: [string, string, string, number, string, number][] = [
      // 10,000 lamports = 0.00001 SOL = $0.0015 = 1,500 micro-USDC
      ['USDC', 'SOLANA', solanaWallet().address, 10_000, 'SOL', 1_500],
      // 0.000325 ETH = $0.975
      ['USDC', 'ETHEREUM', evmWallet().address, 325_000_000_000_000, 'ETH', 975_000],
      // 0.000002 ETH = $0.006
      ['USDC', 'BASE', evmWallet().address, 2_000_000_000_000, 'ETH', 6_000],
      // 0.005 POL = $0.0025
      ['USDC', 'POLYGON', evmWallet().address.toLowerCase(), 5_000_000_000_000_000, 'POL', 2_500],
      ['USDT', 'ETHEREUM', evmWallet().address, 325_000_000_000_000, 'ETH', 975_000],
      // 14 TRX = $1.68
      ['USDT', 'TRON', TRON_ADDRESS, 14_000_000, 'TRX', 1_680_000],
      // Plasma sponsors USDT transfers; Spark charges nothing.
      ['USDT', 'PLASMA', evmWallet().address, 0, 'XPL', 0],
      ['USDB', 'SPARK', sparkAddress(), 0, 'BTC', 0],
      ['BTC', 'SPARK', sparkAddress(), 0, 'BTC', 0],
      // 2,000 sats cost 2,000 sats.
      ['BTC', 'BITCOIN', BITCOIN_ADDRESS, 2_000, 'BTC', 2_000],
    ];
    for (const [code, network, address, networkFee, asset, converted] of cases) {
      const amount = code === 'BTC' ? 1_000_000 : 10_000_000;
      const response = await estimate({
        internalAccountId: accountId(code),
        currency: code,
        cryptoNetwork: network,
        amount,
        destinationAddress: address,
      });
      expect(response.status, `${code} ${network}: ${response.text}`).toBe(200);
      expect(responseProblems('POST /crypto/estimate-withdrawal-fee', 200, response.body)).toEqual([]);
      expect(response.body, `${code} ${network}`).toEqual({
        networkFee,
        networkFeeAsset: asset,
        applicationFee: 0,
        totalFee: converted,
        netAmount: amount - converted,
      });
    }
  });

  it('accepts legacy Bitcoin addresses too, and moves nothing', async () => {
    const response = await estimate({
      internalAccountId: accountId('BTC'),
      currency: 'BTC',
      cryptoNetwork: 'BITCOIN',
      amount: 100_000_000,
      destinationAddress: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    });
    expect(response.body).toMatchObject({ totalFee: 2_000, netAmount: 99_998_000 });
    const list = await platform.request<{ data: InternalAccount[] }>(
      'GET',
      `/customers/internal-accounts?currency=BTC&type=INTERNAL_CRYPTO&limit=100`,
    );
    expect(list.body.data.find((a) => a.id === accountId('BTC'))?.balance.amount).toBe(FUNDED.BTC);
  });

  it('refuses an amount the fees would eat: 400 AMOUNT_OUT_OF_RANGE', async () => {
    expectError(
      await estimate<ErrorBody>(
        usdc({ cryptoNetwork: 'ETHEREUM', destinationAddress: evmWallet().address, amount: 975_000 }),
      ),
      400,
      'AMOUNT_OUT_OF_RANGE',
    );
    const oneLeft = await estimate(
      usdc({ cryptoNetwork: 'ETHEREUM', destinationAddress: evmWallet().address, amount: 975_001 }),
    );
    expect(oneLeft.body).toMatchObject({ totalFee: 975_000, netAmount: 1 });
  });

  it("applies the platform's limits for the currency, then the balance", async () => {
    // Above maxAmount (5,000 USDC) is the size limit, even beyond the balance.
    expectError(
      await estimate<ErrorBody>(usdc({ amount: 5_000_000_001 })),
      400,
      'TRANSACTION_SIZE_LIMIT_EXCEEDED',
    );
    expect((await estimate(usdc({ amount: 1_000_000_000 }))).body).toMatchObject({ netAmount: 999_998_500 });
    // Within the limit but above the 1,000 USDC held.
    expectError(await estimate<ErrorBody>(usdc({ amount: 1_000_000_001 })), 400, 'AMOUNT_OUT_OF_RANGE');
    // Below minAmount (0.10 USDC).
    expectError(await estimate<ErrorBody>(usdc({ amount: 99_999 })), 400, 'AMOUNT_OUT_OF_RANGE');
    expect((await estimate(usdc({ amount: 100_000 }))).body).toMatchObject({ netAmount: 98_500 });
  });

  it('needs a network that carries the currency and an address of that network: 400 INVALID_INPUT', async () => {
    const wrongNetwork = await estimate<ErrorBody>(
      usdc({ cryptoNetwork: 'TRON', destinationAddress: TRON_ADDRESS }),
    );
    expectError(wrongNetwork, 400, 'INVALID_INPUT', ['cryptoNetwork']);
    expect(wrongNetwork.body.details?.errors?.[0]?.constraint?.enum).toEqual([
      'SOLANA',
      'ETHEREUM',
      'BASE',
      'POLYGON',
    ]);
    expectError(
      await estimate<ErrorBody>({
        internalAccountId: accountId('USDT'),
        currency: 'USDT',
        cryptoNetwork: 'SOLANA',
        amount: 1_000_000,
        destinationAddress: solanaWallet().address,
      }),
      400,
      'INVALID_INPUT',
      ['cryptoNetwork'],
    );
    // Any string passes the schema (the contract's type); a network not served is this clear 400.
    const unserved = await estimate<ErrorBody & { message: string }>(usdc({ cryptoNetwork: 'DOGECOIN' }));
    expectError(unserved, 400, 'INVALID_INPUT', ['cryptoNetwork']);
    expect(unserved.body.details?.errors?.[0]).toMatchObject({
      message: expect.stringContaining('"DOGECOIN" is not a network this service withdraws on'),
    });
    expect(unserved.body.details?.errors?.[0]?.constraint?.enum).toEqual([
      'SOLANA',
      'ETHEREUM',
      'BASE',
      'POLYGON',
    ]);

    const wrongAddresses: [string, string][] = [
      ['ETHEREUM', solanaWallet().address],
      ['SOLANA', evmWallet().address],
      ['BASE', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'], // EIP-55 checksum broken
      ['POLYGON', `0x${'0'.repeat(40)}`],
    ];
    for (const [network, address] of wrongAddresses) {
      expectError(
        await estimate<ErrorBody>(usdc({ cryptoNetwork: network, destinationAddress: address })),
        400,
        'INVALID_INPUT',
        ['destinationAddress'],
      );
    }
    const usdt = { internalAccountId: accountId('USDT'), currency: 'USDT', amount: 1_000_000 };
    expectError(
      await estimate<ErrorBody>({
        ...usdt,
        cryptoNetwork: 'TRON',
        destinationAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u',
      }),
      400,
      'INVALID_INPUT',
      ['destinationAddress'],
    );
    const btc = { internalAccountId: accountId('BTC'), currency: 'BTC', amount: 1_000_000 };
    expectError(
      await estimate<ErrorBody>({ ...btc, cryptoNetwork: 'BITCOIN', destinationAddress: sparkAddress() }),
      400,
      'INVALID_INPUT',
      ['destinationAddress'],
    );
    expectError(
      await estimate<ErrorBody>({ ...btc, cryptoNetwork: 'SPARK', destinationAddress: BITCOIN_ADDRESS }),
      400,
      'INVALID_INPUT',
      ['destinationAddress'],
    );
  });

  it('validates the body: every missing or invalid field at once', async () => {
    expectError(await estimate<ErrorBody>({}), 400, 'INVALID_INPUT', [
      'amount',
      'cryptoNetwork',
      'currency',
      'destinationAddress',
      'internalAccountId',
    ]);
    // An undeclared field is ignored (decision 0003); the invalid one is still reported.
    expectError(await estimate<ErrorBody>(usdc({ amount: 0, extra: true })), 400, 'INVALID_INPUT', [
      'amount',
    ]);
    expectError(await estimate<ErrorBody>(usdc({ amount: 1.5 })), 400, 'INVALID_INPUT', ['amount']);
    expectError(await estimate<ErrorBody>(usdc({ amount: '1000000' })), 400, 'INVALID_INPUT', ['amount']);
  });

  it('needs a crypto internal account of this platform in the currency', async () => {
    expectError(await estimate<ErrorBody>(usdc({ currency: 'USDT' })), 400, 'INVALID_CURRENCY');
    expectError(
      await estimate<ErrorBody>(
        usdc({ internalAccountId: accountId('USD'), currency: 'USD', cryptoNetwork: 'ETHEREUM' }),
      ),
      400,
      'INVALID_CURRENCY',
    );
    expectError(
      await estimate<ErrorBody>(
        usdc({ internalAccountId: 'InternalAccount:8b0f3c1e-2d4a-4b6c-9e8f-0a1b2c3d4e5f' }),
      ),
      404,
      'NOT_FOUND',
    );
    expectError(await estimate<ErrorBody>(usdc({ internalAccountId: 'not-an-id' })), 404, 'NOT_FOUND');
    const other = await service.newPlatform('Other withdrawal platform');
    const theirs = await other.request<{ data: InternalAccount[] }>(
      'GET',
      '/platform/internal-accounts?currency=USDC',
    );
    const theirId = theirs.body.data[0]?.id;
    expect(theirId).toMatch(/^InternalAccount:/);
    expectError(await estimate<ErrorBody>(usdc({ internalAccountId: theirId })), 404, 'NOT_FOUND');
    // The same account is the other platform's own to ask about (unfunded: above its balance).
    expectError(
      await estimate<ErrorBody>(usdc({ internalAccountId: theirId }), other),
      400,
      'AMOUNT_OUT_OF_RANGE',
    );
  });

  it('refuses a currency the platform does not send: 400 INVALID_CURRENCY', async () => {
    const incomingOnly = CURRENCIES.map((c) =>
      c.currencyCode === 'USDB' ? { ...c, enabledTransactionTypes: ['INCOMING'] } : c,
    );
    expect(
      (await platform.request('PATCH', '/config', { body: { supportedCurrencies: incomingOnly } })).status,
    ).toBe(200);
    try {
      expectError(
        await estimate<ErrorBody>({
          internalAccountId: accountId('USDB'),
          currency: 'USDB',
          cryptoNetwork: 'SPARK',
          amount: 1_000_000,
          destinationAddress: sparkAddress(),
        }),
        400,
        'INVALID_CURRENCY',
      );
    } finally {
      await platform.request('PATCH', '/config', { body: { supportedCurrencies: CURRENCIES } });
    }
  });

  it('needs only VIEW, and credentials', async () => {
    const token = await platform.request<{ clientId: string; clientSecret: string }>('POST', '/tokens', {
      body: { name: 'fee viewer', permissions: ['VIEW'] },
    });
    expect(token.status).toBe(201);
    const auth = { clientId: token.body.clientId, clientSecret: token.body.clientSecret };
    const viewed = await service.request<Estimate>('POST', PATH, { auth, body: usdc() });
    expect(viewed.status, viewed.text).toBe(200);
    expect(viewed.body).toMatchObject({ totalFee: 1_500, netAmount: 9_998_500 });
    expect((await service.request('POST', PATH, { auth: null, body: usdc() })).status).toBe(401);
  });
});
