import { sampleBusiness, type Scenario, type ScenarioApi, type ScenarioSummary } from './scenario.js';

/**
 * `demo`: a platform that looks used. Customers in each KYC state (the sandbox decides by the
 * last characters of the full name, docs/sandbox.md), a business, the approved customer's
 * accounts funded in three currencies, its bank accounts with each beneficiary-check outcome
 * (by the account number's last three digits), and a payment history: two payouts and a
 * realtime-funded payment.
 */

const PERSON = {
  customerType: 'INDIVIDUAL',
  birthDate: '1990-12-10',
  nationality: 'US',
  taxIdType: 'SSN',
  taxIdentifier: '123-45-6789',
  address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
};

/** platformCustomerId -> full name; the name's ending is the sandbox's KYC outcome. */
const PEOPLE: readonly [string, string, string][] = [
  ['demo-approved', 'Ada Lovelace', 'APPROVED'],
  ['demo-pending', 'Ben Okafor 001', 'PENDING'],
  ['demo-rejected', 'Cyd Marsh 002', 'REJECTED'],
  ['demo-unverified', 'Dana Whit 003', 'UNVERIFIED'],
];

/** Account-number endings and the beneficiary check they give (105, an invalid account, is left out). */
const BANK_ACCOUNTS: readonly [string, string][] = [
  ['101', 'MATCHED'],
  ['102', 'NOT_MATCHED'],
  ['103', 'PARTIAL_MATCH'],
  ['104', 'PENDING'],
  ['106', 'UNSUPPORTED'],
  ['107', 'CHECKED_BY_RECEIVING_FI'],
];

const FUNDING: readonly [string, number][] = [
  ['USD', 500_000],
  ['EUR', 200_000],
  ['MXN', 1_000_000],
];

type Row = Record<string, unknown> & { id: string };

async function load(api: ScenarioApi): Promise<void> {
  const ids = new Map<string, string>();
  for (const [platformCustomerId, fullName] of PEOPLE) {
    const created = await api.call<Row>('POST', '/customers', {
      key: `customer:${platformCustomerId}`,
      body: {
        ...PERSON,
        platformCustomerId,
        fullName,
        email: `${platformCustomerId}@example.test`,
        phoneNumber: '+14155550100',
      },
    });
    ids.set(platformCustomerId, created.id);
  }
  const payer = ids.get('demo-approved') as string;
  const accounts = await api.call<{ data: Row[] }>(
    'GET',
    `/customers/internal-accounts?customerId=${encodeURIComponent(payer)}&limit=100`,
  );
  const accountOf = (currency: string) =>
    accounts.data.find(
      (a) =>
        a.type !== 'EMBEDDED_WALLET' &&
        (a.balance as { currency: { code: string } }).currency.code === currency,
    )?.id;
  for (const [currency, amount] of FUNDING) {
    const account = accountOf(currency);
    if (account)
      await api.call('POST', `/sandbox/internal-accounts/${account}/fund`, {
        key: `fund:${currency}`,
        body: { amount },
      });
  }

  const bank: string[] = [];
  for (const [ending] of BANK_ACCOUNTS) {
    const created = await api.call<Row>('POST', '/customers/external-accounts', {
      key: `bank:${ending}`,
      body: {
        customerId: payer,
        currency: 'USD',
        accountInfo: {
          accountType: 'USD_ACCOUNT',
          accountNumber: `4000123${ending}`,
          routingNumber: '021000021',
          bankName: 'Demo Bank',
          bankAccountType: 'CHECKING',
          beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ada Lovelace', countryOfResidence: 'US' },
        },
      },
    });
    bank.push(created.id);
  }

  const usd = accountOf('USD');
  const matched = bank[0];
  if (usd && matched) {
    for (const [step, amount] of [
      ['payout-1', 2_500],
      ['payout-2', 1_000],
    ] as const) {
      await api.call('POST', '/quotes', {
        key: step,
        body: {
          source: { sourceType: 'ACCOUNT', accountId: usd },
          destination: { destinationType: 'ACCOUNT', accountId: matched },
          lockedCurrencySide: 'SENDING',
          lockedCurrencyAmount: amount,
          immediatelyExecute: true,
          description: `Demo ${step}`,
        },
      });
    }
    const realtime = await api.call<Row>('POST', '/quotes', {
      key: 'realtime-quote',
      body: {
        source: { sourceType: 'REALTIME_FUNDING', currency: 'USD', customerId: payer },
        destination: { destinationType: 'ACCOUNT', accountId: matched },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 4_200,
        description: 'Demo realtime-funded payment',
      },
    });
    await api.call('POST', '/sandbox/send', {
      key: 'realtime-send',
      body: { quoteId: realtime.id, currencyCode: 'USD' },
    });
  }
  // Last: its presence says the scenario was loaded in full (see run).
  const business = await api.call<Row>('POST', '/customers', {
    key: 'customer:demo-business',
    body: sampleBusiness('demo-business', 'Demo Trading Inc', 'REG-DEMO-1'),
  });
  // Businesses start UNVERIFIED; a verification decides them (this name: APPROVED at once).
  await api.call('POST', '/verifications', {
    key: 'verify:demo-business',
    body: { customerId: business.id },
  });
}

/** What the platform holds of the scenario now (read, whether it was loaded now or before). */
async function summarize(api: ScenarioApi, loaded: boolean): Promise<ScenarioSummary> {
  const customers: ScenarioSummary['customers'] = [];
  for (const platformCustomerId of [...PEOPLE.map(([id]) => id), 'demo-business']) {
    const found = await api.call<{ data: Row[] }>(
      'GET',
      `/customers?platformCustomerId=${encodeURIComponent(platformCustomerId)}`,
    );
    const customer = found.data[0];
    if (customer) {
      customers.push({
        platformCustomerId,
        id: customer.id,
        status: String(customer.kycStatus ?? customer.kybStatus ?? ''),
      });
    }
  }
  const payer = customers.find((c) => c.platformCustomerId === 'demo-approved')?.id;
  const query = payer ? `customerId=${encodeURIComponent(payer)}&limit=100` : '';
  const internal = payer
    ? (await api.call<{ data: Row[] }>('GET', `/customers/internal-accounts?${query}`)).data
    : [];
  const external = payer
    ? (await api.call<{ data: Row[] }>('GET', `/customers/external-accounts?${query}`)).data
    : [];
  const transactions = payer ? (await api.call<{ data: Row[] }>('GET', `/transactions?${query}`)).data : [];
  return {
    scenario: 'demo',
    loaded,
    customers,
    internalAccounts: internal
      .map((a) => {
        const balance = a.balance as { amount: number; currency: { code: string } };
        return { id: a.id, currency: balance.currency.code, balance: balance.amount };
      })
      .filter((a) => a.balance !== 0),
    externalAccounts: external.map((a) => ({
      id: a.id,
      beneficiaryVerificationStatus: String(a.beneficiaryVerificationStatus ?? ''),
    })),
    transactions: transactions.map((t) => ({ id: t.id, type: String(t.type), status: String(t.status) })),
  };
}

export const demo: Scenario = {
  name: 'demo',
  description:
    'Customers in each KYC state and a business; the approved customer funded in USD, EUR and MXN, ' +
    'its bank accounts with each beneficiary-check outcome, two payouts and a realtime-funded payment',
  calls: 29,
  async run(api) {
    // The business customer goes in last, then its verification: until it is decided the load
    // did not finish, and running it again completes it (every step is keyed, so what was done
    // is answered again, not redone).
    const done = await api.call<{ data: Row[] }>('GET', '/customers?platformCustomerId=demo-business');
    const loaded = done.data.length === 0 || done.data[0]?.kybStatus === 'UNVERIFIED';
    if (loaded) await load(api);
    return summarize(api, loaded);
  },
};

export const expectedOutcomes = { people: PEOPLE, bankAccounts: BANK_ACCOUNTS, funding: FUNDING };
