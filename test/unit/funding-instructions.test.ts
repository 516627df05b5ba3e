import { randomUUID } from 'node:crypto';
import { base32crockford, bech32 } from '@scure/base';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import {
  accountIdFromSparkAddress,
  bolt11Invoice,
  pixCopyPasteCode,
  sparkAddressFor,
} from '../../src/modules/accounts/deposit-encodings.js';
import {
  accountIdFromReference,
  fundingPaymentInstructions,
  referenceFor,
} from '../../src/modules/accounts/funding-instructions.js';
import { ACCOUNT_OR_WALLET_TYPES, PaymentInstructionsSchema } from '../../src/modules/accounts/schemas.js';
import {
  abaRoutingProblem,
  bicProblem,
  bolt11Problem,
  clabeProblem,
  cnpjProblem,
  evmAddressProblem,
  ibanProblem,
  pixKeyProblem,
  solanaAddressProblem,
  sparkAddressProblem,
  tronAddressProblem,
  ukAccountNumberProblem,
  ukSortCodeProblem,
} from '../../src/modules/external-accounts/validators.js';
import { currencyCodes } from '../../src/money/currencies.js';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;
const ajv = addFormats(new Ajv({ allErrors: true, strict: false, discriminator: true }));
const validEntry = ajv.compile(PaymentInstructionsSchema);

const ACCOUNT = '0b9a4c6e-2f1d-4e8a-9c3b-7d5e1f2a3b4c';
const OTHER = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
const info = (currency: string, index = 0) =>
  fundingPaymentInstructions(ACCOUNT, currency, 'Ada Lovelace')[index]?.accountOrWalletInfo as Record<
    string,
    unknown
  >;

describe('references', () => {
  it('write a uuid as the base32crockford encoding of its 16 bytes, in either case, and read it back', () => {
    const uuids = [
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      ACCOUNT,
      ...Array.from({ length: 500 }, () => randomUUID()),
    ];
    for (const uuid of [...uuids, ...uuids.map((u) => u.toUpperCase())]) {
      const bytes = Buffer.from(uuid.replace(/-/g, ''), 'hex');
      const reference = referenceFor(uuid);
      expect(reference).toBe(`PS${base32crockford.encode(bytes)}`);
      expect(reference).toHaveLength(28);
      expect(accountIdFromReference(reference)).toBe(uuid.toLowerCase());
    }
    // Anything else is encoded as its hex digits were before (none is stored today).
    for (const other of ['', 'abc', `${ACCOUNT}0`, ACCOUNT.replace('-', 'x'), ACCOUNT.replace('a', 'g')]) {
      expect(referenceFor(other)).toBe(
        `PS${base32crockford.encode(Buffer.from(other.replace(/-/g, ''), 'hex'))}`,
      );
    }
  });
});

describe('funding payment instructions', () => {
  it.each([...currencyCodes])('%s: every entry matches its variant and leads back to the account', (code) => {
    const entries = fundingPaymentInstructions(ACCOUNT, code, 'Ada Lovelace', { isPlatformAccount: true });
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(validEntry(entry), JSON.stringify(validEntry.errors)).toBe(true);
      expect(ACCOUNT_OR_WALLET_TYPES).toContain(entry.accountOrWalletInfo.accountType);
      expect(entry.isPlatformAccount).toBe(true);
      expect(accountIdFromReference(entry.reference)).toBe(ACCOUNT);
      const reference = entry.accountOrWalletInfo.reference;
      if (reference !== undefined) expect(reference).toBe(entry.reference);
      const phone = entry.accountOrWalletInfo.phoneNumber;
      if (phone !== undefined) expect(phone).toMatch(/^\+[1-9]\d{1,14}$/);
      for (const field of ['swiftCode', 'swiftBic']) {
        const bic = entry.accountOrWalletInfo[field];
        if (bic !== undefined) expect(bicProblem(bic as string)).toBeUndefined();
      }
      const iban = entry.accountOrWalletInfo.iban;
      if (iban !== undefined) expect(ibanProblem(iban as string)).toBeUndefined();
      if (entry.bankAccountInfo.accountType === 'IBAN') {
        expect(ibanProblem(entry.bankAccountInfo.iban)).toBeUndefined();
      }
      if (entry.bankAccountInfo.accountType === 'FBO') {
        expect(
          () => new URL(entry.bankAccountInfo.accountType === 'FBO' ? entry.bankAccountInfo.paymentUrl : ''),
        ).not.toThrow();
      }
    }
    expect(fundingPaymentInstructions(OTHER, code, 'Ada Lovelace')).not.toEqual(entries);
  });

  it('the component refuses an entry that lacks a required field or names no known variant', () => {
    const [usd] = fundingPaymentInstructions(ACCOUNT, 'USD', 'Ada Lovelace');
    const { countries: _countries, ...withoutCountries } = usd?.accountOrWalletInfo ?? { accountType: '' };
    expect(validEntry({ ...usd, accountOrWalletInfo: withoutCountries })).toBe(false);
    expect(
      validEntry({ ...usd, accountOrWalletInfo: { ...usd?.accountOrWalletInfo, accountType: 'PAYPAL' } }),
    ).toBe(false);
    const { bankAccountInfo: _legacy, ...withoutLegacy } = usd ?? {};
    expect(validEntry(withoutLegacy)).toBe(false);
  });

  it('gives bank identifiers with valid check digits', () => {
    expect(abaRoutingProblem(info('USD').routingNumber as string)).toBeUndefined();
    expect(ukSortCodeProblem(info('GBP').sortCode as string)).toBeUndefined();
    expect(ukAccountNumberProblem(info('GBP').accountNumber as string)).toBeUndefined();
    expect(clabeProblem(info('MXN').clabeNumber as string)).toBeUndefined();
    expect(cnpjProblem(info('BRL').taxId as string)).toBeUndefined();
    expect(pixKeyProblem('RANDOM', info('BRL').pixKey as string)).toBeUndefined();
    expect(info('BRL').pixKey).toBe(ACCOUNT);
    expect(info('EUR')).toMatchObject({ swiftBic: info('EUR').swiftCode, countries: ['DE'] });
  });

  it('states INR deposits as UPI, whose address carries the reference', () => {
    const [entry] = fundingPaymentInstructions(ACCOUNT, 'INR', 'Ada Lovelace');
    expect(entry?.accountOrWalletInfo).toMatchObject({ accountType: 'INR_ACCOUNT', paymentRails: ['UPI'] });
    const vpa = entry?.accountOrWalletInfo.vpa as string;
    expect(vpa).toMatch(/^[a-z0-9.-]+@[a-z]+$/);
    expect(accountIdFromReference(vpa.split('@')[0]?.toUpperCase() ?? '')).toBe(ACCOUNT);
    expect(entry?.bankAccountInfo).toEqual({ accountType: 'UPI', vpa });
  });

  it('offers wallets only on networks every revision knows for the asset, with valid addresses', () => {
    const types = (code: string, networks: 'every-revision' | 'all' = 'every-revision') =>
      fundingPaymentInstructions(ACCOUNT, code, 'x', { networks }).map(
        (e) => e.accountOrWalletInfo.accountType,
      );
    expect(types('USDC')).toEqual(['SOLANA_WALLET', 'BASE_WALLET', 'POLYGON_WALLET']);
    expect(types('USDT')).toEqual(['SOLANA_WALLET', 'TRON_WALLET']);
    expect(types('USDB')).toEqual(['SPARK_WALLET']);
    expect(types('BTC')).toEqual(['SPARK_WALLET']);
    // Asked for explicitly (a quote's cryptoNetwork), the newer networks are there too.
    expect(types('USDC', 'all')).toContain('ETHEREUM_WALLET');
    expect(types('USDT', 'all')).toEqual([
      'SOLANA_WALLET',
      'TRON_WALLET',
      'ETHEREUM_WALLET',
      'PLASMA_WALLET',
    ]);
    expect(solanaAddressProblem(info('USDC', 0).address as string)).toBeUndefined();
    expect(evmAddressProblem(info('USDC', 1).address as string)).toBeUndefined();
    expect(tronAddressProblem(info('USDT', 1).address as string)).toBeUndefined();
    expect(info('USDT', 0)).toMatchObject({ assetType: 'USDT' });
  });

  it('maps the details onto the 2025-10-13 variants', () => {
    const legacy = (code: string, index = 0) =>
      fundingPaymentInstructions(ACCOUNT, code, 'Ada Lovelace')[index]?.bankAccountInfo;
    expect(legacy('USD')).toMatchObject({
      accountType: 'US_ACCOUNT',
      accountNumber: info('USD').accountNumber,
      routingNumber: '011000015',
      accountCategory: 'CHECKING',
    });
    expect(legacy('EUR')).toMatchObject({ accountType: 'IBAN', iban: info('EUR').iban });
    expect(legacy('GBP')).toMatchObject({ accountType: 'IBAN' });
    expect(legacy('MXN')).toMatchObject({ accountType: 'CLABE', clabeNumber: info('MXN').clabeNumber });
    expect(legacy('BRL')).toMatchObject({ accountType: 'PIX', pixKey: ACCOUNT, pixKeyType: 'RANDOM' });
    expect(legacy('USDB')).toEqual({ accountType: 'SPARK_WALLET', address: info('USDB').address });
    expect(legacy('USDC', 0)).toEqual({
      accountType: 'FBO',
      paymentUrl: `solana:${info('USDC', 0).address as string}`,
      paymentMethod: 'GET',
    });
    expect(legacy('USDC', 1)).toMatchObject({
      paymentUrl: `ethereum:${info('USDC', 1).address as string}@8453`,
    });
    const ngn = legacy('NGN');
    expect(ngn?.accountType).toBe('FBO');
    const url = new URL(ngn?.accountType === 'FBO' ? ngn.paymentUrl : '');
    expect(url.protocol).toBe('payto:');
    expect(accountIdFromReference(url.searchParams.get('message') ?? '')).toBe(ACCOUNT);
  });
});

describe('Spark addresses', () => {
  it('are bech32m spark1 addresses our own validator accepts, and lead back to the account', () => {
    const address = sparkAddressFor(ACCOUNT);
    expect(address).toMatch(/^spark1[02-9ac-hj-np-z]+$/);
    expect(sparkAddressProblem(address)).toBeUndefined();
    expect(sparkAddressFor(ACCOUNT)).toBe(address);
    expect(accountIdFromSparkAddress(address)).toBe(ACCOUNT);
    expect(accountIdFromSparkAddress(sparkAddressFor(OTHER))).toBe(OTHER);
    expect(
      accountIdFromSparkAddress(`${address.slice(0, -1)}${address.endsWith('q') ? 'p' : 'q'}`),
    ).toBeUndefined();
    expect(accountIdFromSparkAddress('spark1qqqqqq')).toBeUndefined();
  });
});

describe('BOLT 11 invoices', () => {
  it('BTC deposits carry a signed, amount-less simnet invoice naming the reference', () => {
    const issuedAt = new Date('2026-03-01T12:00:00Z');
    const [entry] = fundingPaymentInstructions(ACCOUNT, 'BTC', 'Ada Lovelace', { issuedAt });
    const invoice = entry?.invoice as string;
    expect(entry?.accountOrWalletInfo.invoice).toBe(invoice);
    expect(entry?.bankAccountInfo).toMatchObject({ accountType: 'SPARK_WALLET', invoice });
    expect(invoice.startsWith('lnsb1')).toBe(true);
    expect(bolt11Problem(invoice)).toBeUndefined();
    const { prefix, words } = bech32.decode(invoice as `${string}1${string}`, false);
    expect(prefix).toBe('lnsb');
    const timestamp = words.slice(0, 7).reduce((acc, w) => acc * 32 + w, 0);
    expect(timestamp).toBe(issuedAt.getTime() / 1000);
    expect(Buffer.from(bech32.fromWordsUnsafe(words) ?? []).toString('latin1')).toContain(entry?.reference);
    expect(fundingPaymentInstructions(ACCOUNT, 'BTC', 'x', { issuedAt })[0]?.invoice).toBe(invoice);
  });

  it('any network prefix encodes and verifies', () => {
    for (const prefix of ['lnbc', 'lntb', 'lnbcrt', 'lnsb']) {
      const invoice = bolt11Invoice({
        prefix,
        timestamp: 1_700_000_000,
        paymentHash: new Uint8Array(32).fill(7),
        paymentSecret: new Uint8Array(32).fill(9),
        description: 'coffee',
        expirySeconds: 3600,
        nodeKey: new Uint8Array(32).fill(1),
      });
      expect(invoice.startsWith(`${prefix}1`)).toBe(true);
      expect(bolt11Problem(invoice), prefix).toBeUndefined();
    }
  });
});

describe('PIX copy-and-paste codes', () => {
  it('reproduce the central bank example exactly (fields and CRC16)', () => {
    expect(pixCopyPasteCode('123e4567-e12b-12d1-a456-426655440000', 'Fulano de Tal', 'BRASILIA')).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
    );
  });

  it('drop accents and cap the name at 25 characters', () => {
    const code = pixCopyPasteCode(ACCOUNT, 'José da Conceição Ferreira Gonçalves', 'São Paulo');
    expect(code).toContain('5925Jose da Conceicao Ferrei');
    expect(code).toContain('6009Sao Paulo');
  });
});
