import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_UMA_DOMAIN } from '../../src/sandbox/uma.js';
import { business, individual } from '../helpers/fixtures.js';
import { customerWithAccounts } from '../helpers/payments.js';
import { type PlatformClient, startTestService, type TestService } from '../helpers/service.js';
import { responseProblems } from '../helpers/wire-contract.js';

/**
 * Requests a client generated from the real service's revision 2026-02-25 sends (the official
 * SDK's): each was answered 400 by a rule no revision of the contract has.
 */
type Account = Record<string, unknown> & { id: string; accountInfo: Record<string, unknown> };
type ErrorBody = {
  status: number;
  code: string;
  message: string;
  details?: { errors?: { field: string }[] };
};

let service: TestService;
let platform: PlatformClient;
let customer: string;

beforeAll(async () => {
  service = await startTestService();
  platform = await service.newPlatform('Revision input');
  const created = await platform.request<{ id: string }>('POST', '/customers', { body: individual() });
  expect(created.status, created.text).toBe(201);
  customer = created.body.id;
});
afterAll(() => service.close());

const fieldsOf = (body: unknown) => ((body as ErrorBody).details?.errors ?? []).map((e) => e.field).sort();

/** A beneficiary as a 2026-02-25 client may fill it: contact fields in local, human forms. */
const freeFormBeneficiary = {
  beneficiaryType: 'INDIVIDUAL',
  fullName: 'João da Silva',
  email: 'joao at example dot com',
  phoneNumber: '(11) 91234-5678',
  countryOfResidence: 'Brasil',
};

const brl = (
  fields: Record<string, unknown> = {},
  beneficiary: Record<string, unknown> = freeFormBeneficiary,
) => ({
  accountType: 'BRL_ACCOUNT',
  pixKey: '52998224725',
  pixKeyType: 'CPF',
  taxId: '52998224725',
  countries: ['BR'],
  paymentRails: ['PIX'],
  beneficiary,
  ...fields,
});

describe('external-account beneficiaries: contact and residence fields are plain strings', () => {
  it('takes a BRL account whose beneficiary has free-form email, phone and country (customer)', async () => {
    const r = await platform.request<Account>('POST', '/customers/external-accounts', {
      body: { customerId: customer, currency: 'BRL', accountInfo: brl() },
    });
    expect(r.status, r.text).toBe(201);
    expect(r.body.accountInfo.beneficiary).toMatchObject(freeFormBeneficiary);
    expect(responseProblems('POST /customers/external-accounts', 201, r.body)).toEqual([]);
    const read = await platform.request<Account>('GET', `/customers/external-accounts/${r.body.id}`);
    expect(read.body.accountInfo.beneficiary).toMatchObject(freeFormBeneficiary);
  });

  it('takes the same for a business beneficiary of a platform BRL account', async () => {
    const beneficiary = {
      beneficiaryType: 'BUSINESS',
      legalName: 'Padaria Central Ltda',
      email: 'contato(at)padaria',
      phoneNumber: '11 3333-4444',
      countryOfResidence: 'Brazil',
    };
    const r = await platform.request<Account>('POST', '/platform/external-accounts', {
      body: {
        currency: 'BRL',
        accountInfo: brl({ pixKey: '11222333000181', pixKeyType: 'CNPJ' }, beneficiary),
      },
    });
    expect(r.status, r.text).toBe(201);
    expect(r.body.accountInfo.beneficiary).toMatchObject(beneficiary);
  });

  it('relaxes the same fields on the beneficiaries of other types (GTQ requires them, wallets)', async () => {
    const gtq = await platform.request<Account>('POST', '/customers/external-accounts', {
      body: {
        customerId: customer,
        currency: 'GTQ',
        accountInfo: {
          accountType: 'GTQ_ACCOUNT',
          accountNumber: '3012345678',
          bankAccountType: 'SAVINGS',
          bankName: 'Banco Industrial',
          beneficiary: { ...freeFormBeneficiary, phoneNumber: '5555-1234', countryOfResidence: 'Guatemala' },
        },
      },
    });
    expect(gtq.status, gtq.text).toBe(201);
    expect(gtq.body.accountInfo.beneficiary).toMatchObject({
      phoneNumber: '5555-1234',
      countryOfResidence: 'Guatemala',
    });
    const wallet = await platform.request<Account>('POST', '/customers/external-accounts', {
      body: {
        customerId: customer,
        currency: 'USDC',
        accountInfo: {
          accountType: 'ETHEREUM_WALLET',
          address: '0x52908400098527886e0f7030069857d2e4169ee7',
          beneficiary: {
            beneficiaryType: 'INDIVIDUAL',
            fullName: 'Ada Lovelace',
            countryOfResidence: 'England',
          },
        },
      },
    });
    expect(wallet.status, wallet.text).toBe(201);
  });

  it('keeps the rules the spec states: an address country is ISO 3166-1 alpha-2', async () => {
    const r = await platform.request('POST', '/customers/external-accounts', {
      body: {
        customerId: customer,
        currency: 'BRL',
        accountInfo: brl(
          {},
          {
            ...freeFormBeneficiary,
            address: { line1: 'Rua A 1', postalCode: '01000-000', country: 'Brasil' },
          },
        ),
      },
    });
    expect(r.status).toBe(400);
    expect(fieldsOf(r.body)).toEqual(['accountInfo.beneficiary.address.country']);
  });
});

describe('BRL accounts: pixKeyType and taxId are free strings (revision 2026-02-25)', () => {
  it('stores and answers a PIX key type outside the five and a formatted taxId as given', async () => {
    const accountInfo = brl({ pixKeyType: 'BANK_ACCOUNT', pixKey: '0001-12345-6', taxId: '529.982.247-25' });
    const r = await platform.request<Account>('POST', '/customers/external-accounts', {
      body: { customerId: customer, currency: 'BRL', accountInfo },
    });
    expect(r.status, r.text).toBe(201);
    expect(r.body.accountInfo).toMatchObject({
      pixKeyType: 'BANK_ACCOUNT',
      pixKey: '0001-12345-6',
      taxId: '529.982.247-25',
    });
    const read = await platform.request<Account>('GET', `/customers/external-accounts/${r.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.accountInfo).toMatchObject({ pixKeyType: 'BANK_ACCOUNT', taxId: '529.982.247-25' });
  });

  it('still checks the key of a known type and the check digits of an 11- or 14-digit taxId', async () => {
    const badKey = await platform.request('POST', '/customers/external-accounts', {
      body: {
        customerId: customer,
        currency: 'BRL',
        accountInfo: brl({ pixKeyType: 'EMAIL', pixKey: 'nope' }),
      },
    });
    expect(badKey.status).toBe(400);
    expect(fieldsOf(badKey.body)).toEqual(['accountInfo.pixKey']);
    const badCpf = await platform.request('POST', '/customers/external-accounts', {
      body: { customerId: customer, currency: 'BRL', accountInfo: brl({ taxId: '52998224726' }) },
    });
    expect(badCpf.status).toBe(400);
    expect(fieldsOf(badCpf.body)).toEqual(['accountInfo.taxId']);
  });
});

describe('GET /customers/kyc-link', () => {
  it('takes a redirectUri that is not a URI (no revision declares a format)', async () => {
    const created = await platform.request<{ id: string; platformCustomerId: string }>('POST', '/customers', {
      body: individual({ platformCustomerId: 'kyc-link-redirect' }),
    });
    expect(created.status, created.text).toBe(201);
    const r = await platform.request<{ kycUrl: string }>(
      'GET',
      `/customers/kyc-link?platformCustomerId=kyc-link-redirect&redirectUri=${encodeURIComponent('myapp://kyc done')}`,
    );
    expect(r.status, r.text).toBe(200);
    expect(new URL(r.body.kycUrl).searchParams.get('redirectUri')).toBe('myapp://kyc done');
  });
});

describe('POST /sandbox/uma/receive with both receiverUmaAddress and customerId', () => {
  const receive = (body: Record<string, unknown>) =>
    platform.request<Record<string, unknown>>('POST', '/sandbox/uma/receive', {
      body: {
        senderUmaAddress: `$alice@${SANDBOX_UMA_DOMAIN}`,
        receivingCurrencyCode: 'USD',
        receivingCurrencyAmount: 1_000,
        ...body,
      },
    });

  it('pays the customer when the address is that customer’s', async () => {
    const c = await customerWithAccounts(platform);
    const r = await receive({ receiverUmaAddress: c.umaAddress, customerId: c.customerId });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ type: 'INCOMING', customerId: c.customerId });
  });

  it('answers 400 naming both fields when the address is another customer’s', async () => {
    const a = await customerWithAccounts(platform);
    const b = await customerWithAccounts(platform);
    const r = await receive({ receiverUmaAddress: a.umaAddress, customerId: b.customerId });
    expect(r.status, r.text).toBe(400);
    expect(r.body).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
    expect(fieldsOf(r.body)).toEqual(['customerId', 'receiverUmaAddress']);
  });

  it('still needs one of them', async () => {
    const r = await receive({});
    expect(r.status).toBe(400);
    expect(fieldsOf(r.body)).toEqual(['customerId', 'receiverUmaAddress']);
  });
});

describe('POST /customers: businesses without owner taxId or businessInfo', () => {
  const inlineOwner = {
    fullName: 'Grace Hopper',
    individualType: 'BENEFICIAL_OWNER',
    percentageOwnership: 60,
    birthDate: '1980-01-01',
    nationality: 'US',
    address: { line1: '2 Side St', city: 'Arlington', postalCode: '22201', country: 'US' },
  };

  it('creates a business whose inline owner has no taxId; KYB then reports the missing identifier', async () => {
    const r = await platform.request<{ id: string; beneficialOwners: Record<string, unknown>[] }>(
      'POST',
      '/customers',
      {
        body: business({ beneficialOwners: [inlineOwner] }, { registrationNumber: 'REG-1001' }),
      },
    );
    expect(r.status, r.text).toBe(201);
    // The one conflict left (docs/decisions/0020): the newest revision answers an owner's identifier always.
    expect(responseProblems('POST /customers', 201, r.body)).toEqual([
      '[BUSINESS].beneficialOwners[].personalInfo.idType: required by the contract, missing',
      '[BUSINESS].beneficialOwners[].personalInfo.identifier: required by the contract, missing',
    ]);
    const ownerView = r.body.beneficialOwners[0] as { id: string; fullName: string; taxId?: string };
    expect(ownerView.fullName).toBe('Grace Hopper');
    expect(ownerView.taxId).toBeUndefined();
    const owner = await platform.request('GET', `/beneficial-owners/${ownerView.id}`);
    expect(owner.status, owner.text).toBe(200);

    const v = await platform.request<{ verificationStatus: string; errors: Record<string, unknown>[] }>(
      'POST',
      '/verifications',
      { body: { customerId: r.body.id } },
    );
    expect(v.status, v.text).toBe(200);
    expect(v.body.verificationStatus).toBe('RESOLVE_ERRORS');
    expect(v.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          resourceId: ownerView.id,
          type: 'MISSING_FIELD',
          field: 'personalInfo.identifier',
        }),
        expect.objectContaining({
          resourceId: ownerView.id,
          type: 'MISSING_FIELD',
          field: 'personalInfo.idType',
        }),
      ]),
    );
  });

  it('creates a business without businessInfo, or with businessInfo lacking legalName', async () => {
    const bare = await platform.request<{ id: string; umaAddress: string }>('POST', '/customers', {
      body: { customerType: 'BUSINESS' },
    });
    expect(bare.status, bare.text).toBe(201);
    expect(responseProblems('POST /customers', 201, bare.body)).toEqual([]);
    const partial = await platform.request<{ id: string; businessInfo: Record<string, unknown> }>(
      'POST',
      '/customers',
      { body: { customerType: 'BUSINESS', businessInfo: { registrationNumber: 'REG-2001' } } },
    );
    expect(partial.status, partial.text).toBe(201);
    expect(partial.body.businessInfo).toMatchObject({ registrationNumber: 'REG-2001' });
    expect(responseProblems('POST /customers', 201, partial.body)).toEqual([]);
    const read = await platform.request('GET', `/customers/${partial.body.id}`);
    expect(read.status, read.text).toBe(200);
  });

  it('reports a business without businessInfo as missing data at KYB, not approved and not a 500', async () => {
    const bare = await platform.request<{ id: string }>('POST', '/customers', {
      body: { customerType: 'BUSINESS' },
    });
    expect(bare.status, bare.text).toBe(201);
    const v = await platform.request<{
      verificationStatus: string;
      errors: { field?: string; type: string }[];
    }>('POST', '/verifications', { body: { customerId: bare.body.id } });
    expect(v.status, v.text).toBe(200);
    expect(v.body.verificationStatus).toBe('RESOLVE_ERRORS');
    const missing = v.body.errors.filter((e) => e.type === 'MISSING_FIELD').map((e) => e.field);
    expect(missing).toEqual(
      expect.arrayContaining(['businessInfo.legalName', 'businessInfo.registrationNumber', 'address.line1']),
    );
    const after = await platform.request<{ kybStatus: string }>('GET', `/customers/${bare.body.id}`);
    expect(after.body.kybStatus).toBe('UNVERIFIED');
  });
});
