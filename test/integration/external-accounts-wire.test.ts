import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bech32m } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { individual } from '../helpers/fixtures.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { contractOperation, responseProblems } from '../helpers/wire-contract.js';

/**
 * Requests in the shapes of the real contract's revisions (2026-02-25 is the official SDK's,
 * 2025-10-13 the oldest), answers checked against what a client generated from the contract
 * needs.
 */
type Account = Record<string, unknown> & { id: string; status: string; accountInfo: Record<string, unknown> };

let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
let service: TestService;
let platform: PlatformClient;
let customer: string;
let euCustomer: string;

const CREATE = 'POST /customers/external-accounts';

beforeAll(async () => {
  service = await startTestService({ clock });
  platform = await service.newPlatform('Wire external accounts');
  const created = await platform.request<{ id: string }>('POST', '/customers', { body: individual() });
  customer = created.body.id;
  const eu = await platform.request<{ id: string }>('POST', '/customers', {
    body: individual({ region: 'DE', fullName: 'Grete Weber' }),
  });
  euCustomer = eu.body.id;
});
afterAll(() => service.close());

/** Fields the contract accepts in a variant of the create body (so the tests send only those). */
const contractCreateFields = (accountType: string): string[] =>
  Object.keys(contractOperation(CREATE).request?.fields ?? {})
    .filter((path) => path.startsWith(`accountInfo[${accountType}].`))
    .map((path) => path.slice(`accountInfo[${accountType}].`.length).split(/[.[]/)[0] as string);

const create = async (body: Record<string, unknown>, path = '/customers/external-accounts') => {
  const response = await platform.request<Account>('POST', path, { body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expect(responseProblems(`POST ${path}`, 201, response.body)).toEqual([]);
  const read = await platform.request<Account>(
    'GET',
    `${response.body.customerId ? '/customers' : '/platform'}/external-accounts/${response.body.id}`,
  );
  expect(read.status).toBe(200);
  const scope = response.body.customerId ? 'customers' : 'platform';
  expect(responseProblems(`GET /${scope}/external-accounts/{}`, 200, read.body)).toEqual([]);
  return response.body;
};

describe('external accounts in the contract revisions shapes', () => {
  it('takes a USD account as the 2026-02-25 SDK sends it (countries, paymentRails) and answers them', async () => {
    const accountInfo = {
      accountType: 'USD_ACCOUNT',
      accountNumber: '123456789',
      routingNumber: '021000021',
      countries: ['US'],
      paymentRails: ['ACH', 'WIRE'],
      beneficiary: {
        beneficiaryType: 'INDIVIDUAL',
        fullName: 'Ada Lovelace',
        birthDate: '1990-12-10',
        nationality: 'GB',
        registrationNumber: 'R-1',
      },
    };
    for (const field of Object.keys(accountInfo))
      expect(contractCreateFields('USD_ACCOUNT')).toContain(field);
    const account = await create({ customerId: customer, currency: 'USD', accountInfo });
    expect(account.accountInfo).toMatchObject({ countries: ['US'], paymentRails: ['ACH', 'WIRE'] });
    expect(account.accountInfo.beneficiary).toMatchObject({ registrationNumber: 'R-1' });
  });

  it('refuses rails and countries the type does not have', async () => {
    const response = await platform.request('POST', '/customers/external-accounts', {
      body: {
        customerId: customer,
        currency: 'USD',
        accountInfo: {
          accountType: 'USD_ACCOUNT',
          accountNumber: '123456789',
          routingNumber: '021000021',
          countries: ['MX'],
          paymentRails: ['SPEI'],
          beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Ada Lovelace' },
        },
      },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('accountInfo.countries');
  });

  it('takes EUR with swiftBic and no countryOfResidence, answering both BIC names and a residence', async () => {
    const account = await create({
      customerId: customer,
      currency: 'EUR',
      accountInfo: {
        accountType: 'EUR_ACCOUNT',
        iban: 'DE89370400440532013000',
        swiftBic: 'COBADEFFXXX',
        countries: ['DE'],
        paymentRails: ['SEPA'],
        beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Grete Weber' },
      },
    });
    expect(account.accountInfo).toMatchObject({
      swiftCode: 'COBADEFFXXX',
      swiftBic: 'COBADEFFXXX',
      countries: ['DE'],
      beneficiary: { countryOfResidence: 'DE' },
    });
  });

  it('refuses a swiftBic that differs from swiftCode', async () => {
    const response = await platform.request('POST', '/customers/external-accounts', {
      body: {
        customerId: customer,
        currency: 'EUR',
        accountInfo: {
          accountType: 'EUR_ACCOUNT',
          iban: 'DE89370400440532013000',
          swiftCode: 'COBADEFFXXX',
          swiftBic: 'DEUTDEFFXXX',
          beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Grete Weber' },
        },
      },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('accountInfo.swiftBic');
  });

  it.each([
    [
      'US_ACCOUNT',
      'USD',
      {
        accountNumber: '987654321',
        routingNumber: '021000021',
        accountCategory: 'SAVINGS',
        bankName: 'Chase',
      },
      { accountType: 'USD_ACCOUNT', bankAccountType: 'SAVINGS' },
    ],
    [
      'CLABE',
      'MXN',
      { clabeNumber: '002010077777777771', bankName: 'Banamex' },
      { accountType: 'MXN_ACCOUNT', clabeNumber: '002010077777777771' },
    ],
    [
      'IBAN',
      'EUR',
      { iban: 'FR1420041010050500013M02606', bankName: 'La Banque Postale', swiftBic: 'PSSTFRPPXXX' },
      { accountType: 'EUR_ACCOUNT', swiftCode: 'PSSTFRPPXXX', countries: ['FR'] },
    ],
    [
      'PIX',
      'BRL',
      { pixKey: '52998224725', pixKeyType: 'CPF' },
      { accountType: 'BRL_ACCOUNT', paymentRails: ['PIX'], taxId: '52998224725' },
    ],
    ['UPI', 'INR', { vpa: 'ada@okaxis' }, { accountType: 'INR_ACCOUNT', paymentRails: ['UPI'] }],
  ])(
    'takes the 2025-10-13 type %s and answers it as today’s type',
    async (accountType, currency, fields, expected) => {
      for (const field of Object.keys(fields)) expect(contractCreateFields(accountType)).toContain(field);
      const account = await create({
        customerId: customer,
        currency,
        accountInfo: { accountType, ...fields },
      });
      expect(account.accountInfo).toMatchObject(expected);
      // Without a beneficiary (the old revision allowed that) the customer is the beneficiary.
      expect(account.accountInfo.beneficiary).toMatchObject({ beneficiaryType: 'INDIVIDUAL' });
    },
  );

  it('asks an old PIX account whose key is not a CPF or CNPJ for the taxId', async () => {
    const response = await platform.request('POST', '/customers/external-accounts', {
      body: {
        customerId: customer,
        currency: 'BRL',
        accountInfo: { accountType: 'PIX', pixKey: 'ana@example.com.br', pixKeyType: 'EMAIL' },
      },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('accountInfo.taxId');
  });

  it('creates a platform account when customerId is absent', async () => {
    const account = await create({
      currency: 'GBP',
      accountInfo: {
        accountType: 'GBP_ACCOUNT',
        sortCode: '040004',
        accountNumber: '12345678',
        countries: ['GB'],
        paymentRails: ['FASTER_PAYMENTS'],
        beneficiary: { beneficiaryType: 'BUSINESS', legalName: 'Acme Ltd' },
      },
    });
    expect(account.customerId).toBeUndefined();
    const list = await platform.request<{ data: Account[]; accounts: unknown[] }>(
      'GET',
      '/platform/external-accounts',
    );
    expect(list.body.data.map((a) => a.id)).toContain(account.id);
    expect(responseProblems('GET /platform/external-accounts', 200, list.body)).toEqual([]);
  });

  it('accepts the newer optional fields (AED/BDT/DKK swiftCode, BDT branchCode, COP/SLV bankAccountType, INR rail)', async () => {
    const beneficiary = { beneficiaryType: 'BUSINESS', legalName: 'Acme Ltd' };
    await create({
      customerId: customer,
      currency: 'BDT',
      accountInfo: {
        accountType: 'BDT_ACCOUNT',
        bankName: 'Sonali Bank',
        accountNumber: '1234567',
        swiftCode: 'BSONBDDH',
        branchCode: '123',
        beneficiary,
      },
    });
    await create({
      customerId: customer,
      currency: 'DKK',
      accountInfo: {
        accountType: 'DKK_ACCOUNT',
        iban: 'DK5000400440116243',
        swiftCode: 'DABADKKK',
        beneficiary,
      },
    });
    await create({
      customerId: customer,
      currency: 'COP',
      accountInfo: {
        accountType: 'COP_ACCOUNT',
        bankName: 'Bancolombia',
        bankAccountType: 'SAVINGS',
        beneficiary,
      },
    });
    const inr = await create({
      customerId: customer,
      currency: 'INR',
      accountInfo: { accountType: 'INR_ACCOUNT', vpa: 'acme@okaxis', rail: 'UPI_INTENT', beneficiary },
    });
    expect(inr.accountInfo).toMatchObject({ rail: 'UPI_INTENT', paymentRails: ['UPI'] });
  });

  it('answers an account given in either revision’s bank fields with both (HKD, IDR, SGD from the bank directory)', async () => {
    const beneficiary = { beneficiaryType: 'BUSINESS', legalName: 'Acme Ltd' };
    // 2026-02-25: HKD by bank name and account number, no BIC.
    const hkd = await create({
      customerId: customer,
      currency: 'HKD',
      accountInfo: {
        accountType: 'HKD_ACCOUNT',
        bankName: 'HSBC Hong Kong',
        accountNumber: '004123456789',
        countries: ['HK'],
        paymentRails: ['BANK_TRANSFER'],
        beneficiary,
      },
    });
    expect(hkd.accountInfo).toMatchObject({ bankName: 'HSBC Hong Kong', swiftCode: 'HSBCHKHH' });
    // 2026-02-25: IDR by national bank code; the phone number comes from the beneficiary.
    const idrOld = await create({
      customerId: customer,
      currency: 'IDR',
      accountInfo: {
        accountType: 'IDR_ACCOUNT',
        accountNumber: '1234567890',
        sortCode: '014',
        countries: ['ID'],
        paymentRails: ['BANK_TRANSFER'],
        beneficiary: { ...beneficiary, phoneNumber: '+6281234567890' },
      },
    });
    expect(idrOld.accountInfo).toMatchObject({
      sortCode: '014',
      bankName: 'BANK_CENTRAL_ASIA',
      swiftCode: 'CENAIDJA',
      phoneNumber: '+6281234567890',
    });
    // 2026-08-21: IDR by name, BIC and phone; the national code is filled in.
    const idrNew = await create({
      customerId: customer,
      currency: 'IDR',
      accountInfo: {
        accountType: 'IDR_ACCOUNT',
        accountNumber: '9876543210',
        bankName: 'Bank Mandiri',
        swiftCode: 'BMRIIDJAXXX',
        phoneNumber: '+6281111111111',
        beneficiary,
      },
    });
    expect(idrNew.accountInfo).toMatchObject({ sortCode: '008', swiftCode: 'BMRIIDJAXXX' });
    // 2026-08-21: SGD without a bank name.
    const sgd = await create({
      customerId: customer,
      currency: 'SGD',
      accountInfo: {
        accountType: 'SGD_ACCOUNT',
        accountNumber: '0123456789',
        swiftCode: 'DBSSSGSG',
        beneficiary,
      },
    });
    expect(sgd.accountInfo).toMatchObject({ bankName: 'DBS_BANK' });
  });

  it('asks for the bank fields it cannot fill when the directory does not know the bank', async () => {
    const beneficiary = { beneficiaryType: 'BUSINESS', legalName: 'Acme Ltd' };
    const hkd = await platform.request('POST', '/customers/external-accounts', {
      body: {
        customerId: customer,
        currency: 'HKD',
        accountInfo: {
          accountType: 'HKD_ACCOUNT',
          bankName: 'Harbour Savings',
          accountNumber: '1',
          beneficiary,
        },
      },
    });
    expect(hkd.status).toBe(400);
    expect(JSON.stringify(hkd.body)).toContain('accountInfo.swiftCode');
    const idr = await platform.request('POST', '/customers/external-accounts', {
      body: {
        customerId: customer,
        currency: 'IDR',
        accountInfo: { accountType: 'IDR_ACCOUNT', accountNumber: '1', sortCode: '999', beneficiary },
      },
    });
    expect(idr.status).toBe(400);
    for (const field of ['bankName', 'swiftCode', 'phoneNumber']) {
      expect(JSON.stringify(idr.body)).toContain(`accountInfo.${field}`);
    }
  });

  it('gives an Indian account number its UPI id and takes IMPS without answering it', async () => {
    const beneficiary = { beneficiaryType: 'BUSINESS', legalName: 'Acme Ltd' };
    const byAccount = await create({
      customerId: customer,
      currency: 'INR',
      accountInfo: {
        accountType: 'INR_ACCOUNT',
        accountNumber: '123456789012',
        ifsc: 'HDFC0000001',
        beneficiary,
      },
    });
    expect(byAccount.accountInfo).toMatchObject({
      vpa: '123456789012@HDFC0000001.ifsc.npci',
      paymentRails: ['UPI', 'NEFT', 'RTGS'],
    });
    const imps = await create({
      customerId: customer,
      currency: 'INR',
      accountInfo: {
        accountType: 'INR_ACCOUNT',
        vpa: 'acme@okhdfc',
        countries: ['IN'],
        paymentRails: ['IMPS'],
        beneficiary,
      },
    });
    expect(imps.accountInfo.paymentRails).toEqual(['UPI']);
  });

  it('validates a bech32m Spark address carrying the bare identity key', async () => {
    const key = secp256k1.getPublicKey(secp256k1.utils.randomSecretKey(), true);
    const address = bech32m.encode('spark', bech32m.toWords(key), false);
    await create({
      customerId: customer,
      currency: 'USDB',
      accountInfo: { accountType: 'SPARK_WALLET', address },
    });
    const broken = bech32m.encode(
      'spark',
      bech32m.toWords(Uint8Array.from(key, (b, i) => (i === 0 ? 5 : b))),
      false,
    );
    const response = await platform.request('POST', '/customers/external-accounts', {
      body: {
        customerId: customer,
        currency: 'USDB',
        accountInfo: { accountType: 'SPARK_WALLET', address: broken },
      },
    });
    expect(response.status).toBe(400);
  });
});

describe('trust confirm with a passkey assertion', () => {
  const assertion = (signature: string) => ({
    credentialId: 'cred-1',
    clientDataJson: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
    authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ',
    signature,
  });

  it('applies the change with a verified assertion and its origin, and says which part is wrong otherwise', async () => {
    const account = await create({
      customerId: euCustomer,
      currency: 'EUR',
      accountInfo: {
        accountType: 'EUR_ACCOUNT',
        iban: 'DE89370400440532013000',
        beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Grete Weber', countryOfResidence: 'DE' },
      },
    });
    const start = await platform.request<{ scaChallenge: { id: string } }>(
      'POST',
      `/customers/external-accounts/${account.id}/trust`,
    );
    expect(start.status).toBe(200);
    expect(responseProblems('POST /customers/external-accounts/{}/trust', 200, start.body)).toEqual([]);
    const confirm = (body: Record<string, unknown>) =>
      platform.request<{ trusted: boolean }>(
        'POST',
        `/customers/external-accounts/${account.id}/trust/confirm`,
        {
          body,
        },
      );
    const noOrigin = await confirm({ passkeyAssertion: assertion('sandbox-valid-passkey-signature') });
    expect(noOrigin.status).toBe(400);
    expect(JSON.stringify(noOrigin.body)).toContain('"origin"');
    const bad = await confirm({ passkeyAssertion: assertion('nope'), origin: 'https://app.example.com' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('passkeyAssertion.signature');
    const ok = await confirm({
      challengeId: start.body.scaChallenge.id,
      passkeyAssertion: assertion('sandbox-valid-passkey-signature'),
      origin: 'https://app.example.com',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toEqual({ trusted: true });
    expect(responseProblems('POST /customers/external-accounts/{}/trust/confirm', 200, ok.body)).toEqual([]);
  });
});

describe('Plaid sandbox link', () => {
  const linkToken = async (customerId: string, client = platform) => {
    const response = await client.request<{ linkToken: string; callbackUrl: string; expiration: string }>(
      'POST',
      '/plaid/link-tokens',
      { body: { customerId } },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(responseProblems('POST /plaid/link-tokens', 200, response.body)).toEqual([]);
    return response.body;
  };

  it('turns a link into a pull-capable USD account that funds a transfer-in, once', async () => {
    const link = await linkToken(customer);
    expect(link.callbackUrl).toMatch(new RegExp(`/2025-10-13/plaid/callback/${link.linkToken}$`));
    const path = `/plaid/callback/${link.linkToken}`;
    const linked = await platform.request<Account>('POST', path, {
      body: { publicToken: 'public-sandbox-0b1c2d', accountId: 'plaid-acc-1' },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(202);
    expect(responseProblems('POST /plaid/callback/{}', 202, linked.body)).toEqual([]);
    expect(linked.body).toMatchObject({
      customerId: customer,
      currency: 'USD',
      status: 'ACTIVE',
      accountInfo: { accountType: 'USD_ACCOUNT', routingNumber: '011401533', paymentRails: ['ACH'] },
    });
    const again = await platform.request('POST', path, { body: { publicToken: 'public-sandbox-0b1c2d' } });
    expect(again.status).toBe(409);

    // Pull-capable: a transfer-in from it into the customer's USD internal account is accepted.
    const internal = await platform.request<{ data: { id: string }[] }>(
      'GET',
      `/customers/internal-accounts?customerId=${customer}&currency=USD`,
    );
    const transfer = await platform.request('POST', '/transfer-in', {
      body: {
        source: { accountId: linked.body.id },
        destination: { accountId: internal.body.data[0]?.id },
        amount: 1000,
      },
    });
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(201);
  });

  it('answers 404 for unknown or other platforms’ tokens, 400 for expired ones and non-sandbox public tokens', async () => {
    const other = await service.newPlatform('Other Plaid platform');
    const link = await linkToken(customer);
    const stranger = await other.request('POST', `/plaid/callback/${link.linkToken}`, {
      body: { publicToken: 'public-sandbox-1' },
    });
    expect(stranger.status).toBe(404);
    const unknown = await platform.request('POST', '/plaid/callback/link-sandbox-nope', {
      body: { publicToken: 'public-sandbox-1' },
    });
    expect(unknown.status).toBe(404);
    const notSandbox = await platform.request('POST', `/plaid/callback/${link.linkToken}`, {
      body: { publicToken: 'public-production-1' },
    });
    expect(notSandbox.status).toBe(400);
    expect(JSON.stringify(notSandbox.body)).toContain('publicToken');
    const missingCustomer = await platform.request('POST', '/plaid/link-tokens', {
      body: { customerId: 'Customer:00000000-0000-4000-8000-000000000000' },
    });
    expect(missingCustomer.status).toBe(404);

    offsetMs = 4 * 60 * 60 * 1000 + 1000;
    try {
      const expired = await platform.request('POST', `/plaid/callback/${link.linkToken}`, {
        body: { publicToken: 'public-sandbox-1' },
      });
      expect(expired.status).toBe(400);
      expect(JSON.stringify(expired.body)).toContain('expired');
    } finally {
      offsetMs = 0;
    }
  });
});
