import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58, bech32, bech32m, createBase58check } from '@scure/base';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPE_NAMES,
  ACCOUNT_TYPES,
  accountTypeDefinition,
  brlAccountRuleProblems,
  currencyProblem,
  primaryIdentifier,
} from '../../src/modules/external-accounts/account-types.js';
import { partialMatchName } from '../../src/modules/external-accounts/service.js';
import { sandboxWorld } from '../../src/sandbox/index.js';

const sandboxNameCheck = (identifier: string | undefined) => sandboxWorld.nameCheck.beneficiary(identifier);
import {
  abaRoutingProblem,
  bicProblem,
  bolt11Problem,
  bolt12Problem,
  brazilTaxIdProblem,
  clabeProblem,
  cnpjProblem,
  cpfProblem,
  evmAddressProblem,
  ibanProblem,
  ifscProblem,
  lightningAddressProblem,
  pixKeyProblem,
  solanaAddressProblem,
  sparkAddressProblem,
  tronAddressProblem,
  ukAccountNumberProblem,
  ukSortCodeProblem,
} from '../../src/modules/external-accounts/validators.js';

// Independent implementations used to build valid identifiers (not the code under test).
const ibanWith = (country: string, bban: string): string => {
  const numeric = [...`${bban}${country}00`]
    .map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c))
    .join('');
  const check = 98n - (BigInt(numeric) % 97n);
  return `${country}${check.toString().padStart(2, '0')}${bban}`;
};
const abaWith = (first8: string): string => {
  const w = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = [...first8].reduce((acc, d, i) => acc + Number(d) * (w[i] as number), 0);
  return `${first8}${(10 - (sum % 10)) % 10}`;
};
const clabeWith = (first17: string): string => {
  const w = [3, 7, 1];
  const sum = [...first17].reduce((acc, d, i) => acc + ((Number(d) * (w[i % 3] as number)) % 10), 0);
  return `${first17}${(10 - (sum % 10)) % 10}`;
};
const checksummed = (hex40: string): string => {
  const lower = hex40.toLowerCase();
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(lower))).toString('hex');
  return `0x${[...lower].map((c, i) => (parseInt(hash[i] as string, 16) >= 8 ? c.toUpperCase() : c)).join('')}`;
};
const tronAddress = (body20: Uint8Array) =>
  createBase58check(sha256).encode(Uint8Array.from([0x41, ...body20]));
const bytes = (n: number, fill = 7) => Uint8Array.from({ length: n }, (_, i) => (i * 31 + fill) % 256);

/** A BOLT 11 invoice signed by `secret`, with the given tagged fields (5-bit words). */
function bolt11(
  secret: Uint8Array,
  options: { paymentHash?: boolean; prefix?: string; payee?: Uint8Array } = {},
) {
  const prefix = options.prefix ?? 'lnbc2500u';
  const tag = (type: number, data: number[]) => [type, data.length >> 5, data.length & 31, ...data];
  const words: number[] = [];
  const timestamp = 1_700_000_000;
  for (let i = 6; i >= 0; i--) words.push(Math.floor(timestamp / 32 ** i) % 32);
  if (options.paymentHash !== false) words.push(...tag(1, bech32.toWords(bytes(32, 1))));
  words.push(...tag(13, bech32.toWords(new TextEncoder().encode('coffee'))));
  if (options.payee) words.push(...tag(19, bech32.toWords(options.payee)));
  // Signing data: prefix bytes + words as bytes, zero-padded.
  const bits = words.map((w) => w.toString(2).padStart(5, '0')).join('');
  const padded = bits.padEnd(Math.ceil(bits.length / 8) * 8, '0');
  const dataBytes = Uint8Array.from(padded.match(/.{8}/g) ?? [], (b) => parseInt(b, 2));
  const message = sha256(Uint8Array.from([...new TextEncoder().encode(prefix), ...dataBytes]));
  const recovered = secp256k1.sign(message, secret, { prehash: false, format: 'recovered' });
  const signature = Uint8Array.from([...recovered.subarray(1), recovered[0] as number]); // r || s || recid
  return bech32.encode(prefix, [...words, ...bech32.toWords(signature)], false);
}

/** A BOLT 12 offer from TLV records, in bech32 characters without checksum. */
function bolt12(records: [number, Uint8Array][]) {
  const stream = records.flatMap(([type, value]) => [type, value.length, ...value]);
  const alphabet = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
  return `lno1${bech32
    .toWords(Uint8Array.from(stream))
    .map((w) => alphabet[w])
    .join('')}`;
}

describe('ABA routing numbers', () => {
  it('accepts real routing numbers and computed ones', () => {
    for (const rn of [
      '021000021',
      '011000015',
      '121000358',
      '026009593',
      abaWith('11100002'),
      abaWith('32107555'),
    ]) {
      expect(abaRoutingProblem(rn), rn).toBeUndefined();
    }
  });
  it('rejects a wrong check digit, a wrong length and an unknown Federal Reserve prefix', () => {
    expect(abaRoutingProblem('021000022')).toMatch(/check digit/);
    expect(abaRoutingProblem('02100002')).toMatch(/9 digits/);
    expect(abaRoutingProblem(abaWith('13000000'))).toMatch(/routing symbol/);
  });
});

describe('IBAN', () => {
  it('accepts official examples and computed IBANs of many countries', () => {
    for (const iban of [
      'GB82WEST12345698765432',
      'DE89370400440532013000',
      'FR1420041010050500013M02606',
      'NO9386011117947',
      'NL91ABNA0417164300',
      ibanWith('AE', '0331234567890123456'),
      ibanWith('DK', '00400440116243'),
      ibanWith('IL', '0108000000099999999'),
      ibanWith('BR', '00360305000010009795493P1'),
    ]) {
      expect(ibanProblem(iban), iban).toBeUndefined();
    }
  });
  it('rejects wrong check digits, a wrong length for the country, an unknown country and the wrong country', () => {
    expect(ibanProblem('GB82WEST12345698765433')).toMatch(/mod 97/);
    expect(ibanProblem('DE8937040044053201300')).toMatch(/22 characters/);
    expect(ibanProblem(ibanWith('US', '12345678901234'))).toMatch(/does not issue/);
    expect(ibanProblem('DE89370400440532013000', 'AE')).toMatch(/AE IBAN/);
    expect(ibanProblem('de89370400440532013000')).toBeDefined();
  });
});

describe('UK, Mexico, India, SWIFT', () => {
  it('checks sort code and account number shapes', () => {
    expect(ukSortCodeProblem('040004')).toBeUndefined();
    expect(ukSortCodeProblem('04-00-04')).toBeDefined();
    expect(ukAccountNumberProblem('12345678')).toBeUndefined();
    expect(ukAccountNumberProblem('1234567')).toBeDefined();
  });
  it('verifies the CLABE check digit', () => {
    expect(clabeProblem('032180000118359719')).toBeUndefined();
    expect(clabeProblem(clabeWith('01218000123456789'))).toBeUndefined();
    expect(clabeProblem('032180000118359718')).toMatch(/check digit/);
    expect(clabeProblem('0321800001183597')).toMatch(/18 digits/);
  });
  it('checks IFSC and BIC shapes (BIC country included)', () => {
    expect(ifscProblem('HDFC0001234')).toBeUndefined();
    expect(ifscProblem('HDFC1001234')).toBeDefined();
    expect(bicProblem('DEUTDEFF')).toBeUndefined();
    expect(bicProblem('DEUTDEFF500')).toBeUndefined();
    expect(bicProblem('DEUTZZFF')).toMatch(/country/);
    expect(bicProblem('DEUT1EFF')).toBeDefined();
  });
});

describe('Brazil', () => {
  it('verifies CPF and CNPJ check digits', () => {
    expect(cpfProblem('52998224725')).toBeUndefined();
    expect(cpfProblem('52998224724')).toMatch(/check digits/);
    expect(cpfProblem('11111111111')).toBeDefined();
    expect(cnpjProblem('11222333000181')).toBeUndefined();
    expect(cnpjProblem('11222333000182')).toMatch(/check digits/);
    expect(brazilTaxIdProblem('123456789012')).toMatch(/CPF .* or a CNPJ/);
  });
  it('checks PIX keys by type', () => {
    expect(pixKeyProblem('CPF', '52998224725')).toBeUndefined();
    expect(pixKeyProblem('CNPJ', '11222333000181')).toBeUndefined();
    expect(pixKeyProblem('EMAIL', 'ana@example.com.br')).toBeUndefined();
    expect(pixKeyProblem('PHONE', '+5511987654321')).toBeUndefined();
    expect(pixKeyProblem('RANDOM', '123e4567-e89b-42d3-a456-426614174000')).toBeUndefined();
    expect(pixKeyProblem('CPF', '52998224724')).toBeDefined();
    expect(pixKeyProblem('EMAIL', 'not-an-email')).toBeDefined();
    expect(pixKeyProblem('PHONE', '+14155550100')).toBeDefined();
    expect(pixKeyProblem('RANDOM', 'abc')).toBeDefined();
  });
});

describe('EVM addresses (EIP-55)', () => {
  const vectors = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];
  it('accepts the EIP-55 vectors, computed checksums and single-case addresses', () => {
    for (const a of vectors) expect(evmAddressProblem(a), a).toBeUndefined();
    const computed = checksummed(Buffer.from(bytes(20)).toString('hex'));
    expect(evmAddressProblem(computed)).toBeUndefined();
    expect(evmAddressProblem(computed.toLowerCase())).toBeUndefined();
    expect(evmAddressProblem(`0x${computed.slice(2).toUpperCase()}`)).toBeUndefined();
  });
  it('rejects a mixed-case address with a wrong checksum, bad hex and the zero address', () => {
    const wrong = vectors[0]?.replace('aAeb', 'aaeb') as string;
    expect(evmAddressProblem(wrong)).toMatch(/EIP-55/);
    expect(evmAddressProblem('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toMatch(/40/);
    expect(evmAddressProblem('0xg000000000000000000000000000000000000001')).toBeDefined();
    expect(evmAddressProblem(`0x${'0'.repeat(40)}`)).toMatch(/zero/);
  });
});

describe('Solana, Tron and Spark addresses', () => {
  it('accepts base58 32-byte Solana keys and rejects others', () => {
    for (const a of [
      '11111111111111111111111111111111',
      'So11111111111111111111111111111111111111112',
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      base58.encode(bytes(32)),
    ]) {
      expect(solanaAddressProblem(a), a).toBeUndefined();
    }
    expect(solanaAddressProblem(base58.encode(bytes(31, 200)))).toBeDefined();
    expect(solanaAddressProblem(base58.encode(bytes(33, 200)))).toBeDefined();
    expect(solanaAddressProblem('0OIl1111111111111111111111111111')).toBeDefined();
  });
  it('accepts Tron base58check addresses with the 0x41 prefix and rejects a broken checksum or prefix', () => {
    expect(tronAddressProblem('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeUndefined(); // USDT contract
    const computed = tronAddress(bytes(20));
    expect(tronAddressProblem(computed)).toBeUndefined();
    expect(tronAddressProblem('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toMatch(/checksum/);
    expect(tronAddressProblem('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBeDefined();
  });
  it('accepts bech32m Spark addresses carrying an identity key and rejects others', () => {
    const key = secp256k1.getPublicKey(bytes(32, 3), true);
    const payload = Uint8Array.from([0x0a, 33, ...key]);
    for (const prefix of ['spark', 'sparkrt', 'sp', 'sprt']) {
      const address = bech32m.encode(prefix, bech32m.toWords(payload), false);
      expect(sparkAddressProblem(address), address).toBeUndefined();
    }
    expect(sparkAddressProblem(bech32.encode('spark', bech32.toWords(payload), false))).toBeDefined(); // bech32, not m
    expect(sparkAddressProblem(bech32m.encode('bc', bech32m.toWords(payload), false))).toMatch(/prefix/);
    const offCurve = Uint8Array.from([0x0a, 33, 2, ...new Uint8Array(32).fill(0xff)]);
    expect(sparkAddressProblem(bech32m.encode('spark', bech32m.toWords(offCurve), false))).toMatch(
      /identity/,
    );
  });
});

describe('Lightning', () => {
  const secret = bytes(32, 9);
  it('accepts the BOLT 11 spec vector and invoices signed here, with and without a payee node id', () => {
    const specVector =
      'lnbc1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdpl2pkx2ctnv5sxxmmwwd5kgetjypeh2ursdae8g6twvus8g6rfwvs8qun0dfjkxaq9qrsgq357wnc5r2ueh7ck6q93dj32dlqnls087fxdwk8qakdyafkq3yap9us6v52vjjsrvywa6rt52cm9r9zqt8r2t7mlcwspyetp5h2tztugp9lfyql';
    expect(bolt11Problem(specVector)).toBeUndefined();
    expect(bolt11Problem(bolt11(secret))).toBeUndefined();
    expect(bolt11Problem(bolt11(secret, { prefix: 'lntb' }))).toBeUndefined();
    expect(bolt11Problem(bolt11(secret, { payee: secp256k1.getPublicKey(secret, true) }))).toBeUndefined();
    expect(bolt11Problem(bolt11(secret).toUpperCase())).toBeUndefined();
  });
  it('rejects a broken checksum, a foreign prefix, no payment hash and a signature by another node', () => {
    const good = bolt11(secret);
    const broken = `${good.slice(0, -1)}${good.endsWith('q') ? 'p' : 'q'}`;
    expect(bolt11Problem(broken)).toMatch(/bech32/);
    expect(bolt11Problem(bolt11(secret, { prefix: 'lnxx' }))).toMatch(/network/);
    expect(bolt11Problem(bolt11(secret, { paymentHash: false }))).toMatch(/payment hash/);
    const otherNode = secp256k1.getPublicKey(bytes(32, 11), true);
    expect(bolt11Problem(bolt11(secret, { payee: otherNode }))).toMatch(/payee/);
  });
  it('accepts BOLT 12 offers (spec vector, built here, with + continuations) and rejects malformed ones', () => {
    expect(
      bolt12Problem('lno1pgx9getnwss8vetrw3hhyuckyypwa3eyt44h6txtxquqh7lz5djge4afgfjn7k4rgrkuag0jsd5xvxg'),
    ).toBeUndefined();
    const issuer = secp256k1.getPublicKey(secret, true);
    const offer = bolt12([
      [10, new TextEncoder().encode('Coffee')],
      [22, issuer],
    ]);
    expect(bolt12Problem(offer)).toBeUndefined();
    expect(bolt12Problem(`${offer.slice(0, 20)}+\n  ${offer.slice(20)}`)).toBeUndefined();
    expect(bolt12Problem(bolt12([[10, new TextEncoder().encode('Coffee')]]))).toMatch(/issuer id/);
    expect(
      bolt12Problem(
        bolt12([
          [22, issuer],
          [10, new TextEncoder().encode('x')],
        ]),
      ),
    ).toMatch(/order/);
    expect(bolt12Problem(bolt12([[24, issuer]]))).toMatch(/even/);
    expect(bolt12Problem('lno1bbbbbb')).toMatch(/alphabet/);
    expect(bolt12Problem('lni1qqqq')).toMatch(/lno1/);
  });
  it('accepts lightning addresses user@domain only', () => {
    expect(lightningAddressProblem('ada@wallet.example.com')).toBeUndefined();
    expect(lightningAddressProblem('ada.l_ovelace-1+tip@getalby.com')).toBeUndefined();
    for (const bad of ['ada', 'ada@localhost', '@example.com', 'a b@example.com', 'ada@exa_mple.com']) {
      expect(lightningAddressProblem(bad), bad).toBeDefined();
    }
  });
});

describe('the account type table', () => {
  it('has the 48 account types of spec 2.2, LIGHTNING_ACCOUNT as an alias of LIGHTNING', () => {
    expect(ACCOUNT_TYPE_NAMES).toHaveLength(48);
    expect(ACCOUNT_TYPES).toHaveLength(47);
    expect(accountTypeDefinition('LIGHTNING_ACCOUNT')).toBe(accountTypeDefinition('LIGHTNING'));
    for (const def of ACCOUNT_TYPES) {
      for (const field of def.required)
        expect(def.fields[field], `${def.accountType}.${field}`).toBeDefined();
      if (def.kind === 'FIAT') expect(def.rails.length, def.accountType).toBeGreaterThan(0);
      expect(def.selfCustody).toBe(def.kind === 'WALLET');
    }
  });
  it('checks currencies per type', () => {
    const def = (t: string) =>
      accountTypeDefinition(t) as NonNullable<ReturnType<typeof accountTypeDefinition>>;
    expect(currencyProblem(def('USD_ACCOUNT'), 'USD')).toBeUndefined();
    expect(currencyProblem(def('USD_ACCOUNT'), 'EUR')).toMatch(/USD/);
    expect(currencyProblem(def('SWIFT_ACCOUNT'), 'JPY')).toBeUndefined();
    expect(currencyProblem(def('SWIFT_ACCOUNT'), 'USDC')).toBeDefined();
    expect(currencyProblem(def('TRON_WALLET'), 'USDT')).toBeUndefined();
    expect(currencyProblem(def('TRON_WALLET'), 'USDC')).toBeDefined();
    expect(currencyProblem(def('LIGHTNING'), 'BTC')).toBeUndefined();
    expect(currencyProblem(def('SLV_ACCOUNT'), 'USD')).toBeUndefined();
  });
  it('reads the primary identifier, the user part of ids with a domain', () => {
    const def = (t: string) =>
      accountTypeDefinition(t) as NonNullable<ReturnType<typeof accountTypeDefinition>>;
    expect(primaryIdentifier(def('INR_ACCOUNT'), { vpa: 'ada102@okaxis', accountNumber: '123456789' })).toBe(
      'ada102',
    );
    expect(primaryIdentifier(def('INR_ACCOUNT'), { accountNumber: '123456789' })).toBe('123456789');
    expect(primaryIdentifier(def('LIGHTNING'), { lightningAddress: 'bob103@example.com' })).toBe('bob103');
    expect(
      primaryIdentifier(def('SWIFT_ACCOUNT'), { accountNumber: '1', iban: 'DE89370400440532013000' }),
    ).toBe('DE89370400440532013000');
  });
});

describe('sandbox name check', () => {
  it('maps the last three characters', () => {
    expect(sandboxNameCheck('123102')).toBe('NOT_MATCHED');
    expect(sandboxNameCheck('123103')).toBe('PARTIAL_MATCH');
    expect(sandboxNameCheck('123104')).toBe('PENDING');
    expect(sandboxNameCheck('123105')).toBe('INVALID_ACCOUNT');
    expect(sandboxNameCheck('123106')).toBe('UNSUPPORTED');
    expect(sandboxNameCheck('123107')).toBe('CHECKED_BY_RECEIVING_FI');
    expect(sandboxNameCheck('123108')).toBe('MATCHED');
    expect(sandboxNameCheck(undefined)).toBe('UNSUPPORTED');
  });
  it('derives a plausible variant of the holder name for partial matches', () => {
    expect(partialMatchName('Ada Lovelace', false)).toBe('A. Lovelace');
    expect(partialMatchName('Acme Widgets Inc', true)).toBe('ACME WIDGETS');
    expect(partialMatchName('Cher', false)).toBe('CHER');
  });
});

describe('brlAccountRuleProblems (the rules of revision 2026-08-21 only)', () => {
  const brl = (fields: Record<string, unknown>) => ({
    accountType: 'BRL_ACCOUNT',
    pixKey: '52998224725',
    pixKeyType: 'CPF',
    taxId: '52998224725',
    ...fields,
  });

  it('finds nothing in an account that meets them, nor in other types', () => {
    expect(brlAccountRuleProblems(brl({}))).toEqual([]);
    expect(brlAccountRuleProblems(brl({ pixKeyType: 'RANDOM', taxId: '11222333000181' }))).toEqual([]);
    expect(brlAccountRuleProblems({ accountType: 'USD_ACCOUNT', pixKeyType: 'X', taxId: 'x' })).toEqual([]);
  });

  it('reports a PIX key type outside the five in the words of the schema error', () => {
    expect(brlAccountRuleProblems(brl({ pixKeyType: 'BANK_ACCOUNT' }))).toEqual([
      {
        field: 'accountInfo.pixKeyType',
        message: 'must be one of CPF, CNPJ, EMAIL, PHONE, RANDOM',
        constraint: { enum: ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'RANDOM'] },
      },
    ]);
  });

  it('reports a taxId that is not 11 to 14 digits, and one of 12 or 13 digits', () => {
    expect(brlAccountRuleProblems(brl({ taxId: '529.982.247-25' }))).toEqual([
      {
        field: 'accountInfo.taxId',
        message: 'must match pattern "^[0-9]{11,14}$"',
        constraint: { pattern: '^[0-9]{11,14}$' },
      },
    ]);
    expect(brlAccountRuleProblems(brl({ taxId: '123456789012' }))).toEqual([
      { field: 'accountInfo.taxId', message: 'must be a CPF (11 digits) or a CNPJ (14 digits)' },
    ]);
  });

  it('names the fields under the given prefix', () => {
    const problems = brlAccountRuleProblems(brl({ pixKeyType: 'X', taxId: 'x' }), 'destination.accountInfo');
    expect(problems.map((p) => p.field)).toEqual([
      'destination.accountInfo.pixKeyType',
      'destination.accountInfo.taxId',
    ]);
    expect(brlAccountRuleProblems(brl({ taxId: 'x' }), '').map((p) => p.field)).toEqual(['taxId']);
  });
});
