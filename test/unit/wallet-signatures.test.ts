import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base58, base64, bech32, createBase58check } from '@scure/base';
import { describe, expect, it } from 'vitest';
import {
  bitcoinMessageHash,
  evmAddressOfPublicKey,
  evmPersonalMessageHash,
  parseBitcoinAddress,
  verifyBitcoinMessage,
  verifyEvmPersonalSign,
  verifySolanaSignature,
  verifyWalletOwnership,
} from '../../src/crypto/wallet-signatures.js';

const N = secp256k1.Point.CURVE().n;
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const base58check = createBase58check(sha256);
const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes));
const bigintBytes = (n: bigint) => Uint8Array.from(Buffer.from(n.toString(16).padStart(64, '0'), 'hex'));

const MESSAGE = 'Verify ownership of this wallet.\nChallenge: 7c1f0e9a\nExpires: 2025-10-13T12:00:00Z';

/** A recoverable secp256k1 signature over a 32-byte digest: [recovery, r(32), s(32)]. */
function signRecovered(hash: Uint8Array, secretKey: Uint8Array): { recovery: number; r: bigint; s: bigint } {
  const bytes = secp256k1.sign(hash, secretKey, { prehash: false, format: 'recovered' });
  const sig = secp256k1.Signature.fromBytes(bytes, 'recovered');
  return { recovery: sig.recovery as number, r: sig.r, s: sig.s };
}

/** The same signature with s in the upper half of the order (the recovery parity flips). */
function toHighS(sig: { recovery: number; r: bigint; s: bigint }) {
  return { recovery: sig.recovery ^ 1, r: sig.r, s: N - sig.s };
}

describe('verifyEvmPersonalSign', () => {
  const secretKey = secp256k1.utils.randomSecretKey();
  const address = evmAddressOfPublicKey(secp256k1.getPublicKey(secretKey));

  const evmSign = (message: string, key = secretKey, options: { v0?: boolean; highS?: boolean } = {}) => {
    let sig = signRecovered(evmPersonalMessageHash(message), key);
    if (options.highS) sig = toHighS(sig);
    const v = (options.v0 ? 0 : 27) + sig.recovery;
    return `0x${hex(bigintBytes(sig.r))}${hex(bigintBytes(sig.s))}${v.toString(16).padStart(2, '0')}`;
  };

  it('accepts a personal_sign signature by the address, with v 27/28 or 0/1, any address case', () => {
    const signature = evmSign(MESSAGE);
    expect(verifyEvmPersonalSign(address, MESSAGE, signature)).toBe(true);
    expect(verifyEvmPersonalSign(address.toUpperCase().replace('0X', '0x'), MESSAGE, signature)).toBe(true);
    expect(verifyEvmPersonalSign(address, MESSAGE, signature.slice(2))).toBe(true);
    expect(verifyEvmPersonalSign(address, MESSAGE, evmSign(MESSAGE, secretKey, { v0: true }))).toBe(true);
  });

  it('accepts a high-S signature (noble would refuse it in verify())', () => {
    const signature = evmSign(MESSAGE, secretKey, { highS: true });
    const s = BigInt(`0x${signature.slice(66, 130)}`);
    expect(s > N / 2n).toBe(true);
    expect(verifyEvmPersonalSign(address, MESSAGE, signature)).toBe(true);
  });

  it('counts the UTF-8 byte length of the message in the prefix', () => {
    const message = 'Ünïcødé ✓ — 所有权';
    expect(verifyEvmPersonalSign(address, message, evmSign(message))).toBe(true);
  });

  it('rejects a tampered message, another address, a flipped v and garbage', () => {
    const signature = evmSign(MESSAGE);
    expect(verifyEvmPersonalSign(address, `${MESSAGE} `, signature)).toBe(false);
    const other = evmAddressOfPublicKey(secp256k1.getPublicKey(secp256k1.utils.randomSecretKey()));
    expect(verifyEvmPersonalSign(other, MESSAGE, signature)).toBe(false);
    const flippedV = signature.slice(0, -2) + (signature.endsWith('1b') ? '1c' : '1b');
    expect(verifyEvmPersonalSign(address, MESSAGE, flippedV)).toBe(false);
    for (const garbage of [
      '',
      '0x',
      'not hex',
      `0x${'00'.repeat(65)}`,
      `0x${'ff'.repeat(65)}`,
      signature.slice(0, -2),
    ]) {
      expect(verifyEvmPersonalSign(address, MESSAGE, garbage)).toBe(false);
    }
    expect(verifyEvmPersonalSign(`${signature.slice(0, -2)}1d`, MESSAGE, signature)).toBe(false);
    expect(verifyEvmPersonalSign('0x1234', MESSAGE, signature)).toBe(false);
    expect(verifyEvmPersonalSign(address, MESSAGE, `${signature.slice(0, -2)}1d`)).toBe(false);
  });

  it('derives the well-known address of secret key 1', () => {
    const one = new Uint8Array(32);
    one[31] = 1;
    expect(evmAddressOfPublicKey(secp256k1.getPublicKey(one))).toBe(
      '0x7e5f4552091a69125d5dfcb7b8c2659029395bdf',
    );
    expect(
      verifyEvmPersonalSign('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf', MESSAGE, evmSign(MESSAGE, one)),
    ).toBe(true);
  });
});

describe('verifyBitcoinMessage', () => {
  const secretKey = secp256k1.utils.randomSecretKey();
  const compressedKey = secp256k1.getPublicKey(secretKey, true);
  const uncompressedKey = secp256k1.getPublicKey(secretKey, false);
  const keyHash = hash160(compressedKey);

  const addresses = {
    p2pkh: base58check.encode(Uint8Array.of(0x00, ...keyHash)),
    p2pkhUncompressed: base58check.encode(Uint8Array.of(0x00, ...hash160(uncompressedKey))),
    p2shP2wpkh: base58check.encode(Uint8Array.of(0x05, ...hash160(Uint8Array.of(0x00, 0x14, ...keyHash)))),
    p2wpkh: bech32.encode('bc', [0, ...bech32.toWords(keyHash)]),
    testnetP2pkh: base58check.encode(Uint8Array.of(0x6f, ...keyHash)),
    testnetP2sh: base58check.encode(Uint8Array.of(0xc4, ...hash160(Uint8Array.of(0x00, 0x14, ...keyHash)))),
    testnetP2wpkh: bech32.encode('tb', [0, ...bech32.toWords(keyHash)]),
    regtestP2wpkh: bech32.encode('bcrt', [0, ...bech32.toWords(keyHash)]),
  };

  /** header || r || s, base64; `flag` is 27 (uncompressed), 31 (compressed), 35 (P2SH-P2WPKH), 39 (P2WPKH). */
  const btcSign = (message: string, flag: number, options: { key?: Uint8Array; highS?: boolean } = {}) => {
    let sig = signRecovered(bitcoinMessageHash(message), options.key ?? secretKey);
    if (options.highS) sig = toHighS(sig);
    return base64.encode(Uint8Array.of(flag + sig.recovery, ...bigintBytes(sig.r), ...bigintBytes(sig.s)));
  };

  it('verifies BIP-137 signatures for P2PKH (compressed and uncompressed), P2SH-P2WPKH and P2WPKH', () => {
    expect(verifyBitcoinMessage(addresses.p2pkh, MESSAGE, btcSign(MESSAGE, 31), 'bip137')).toBe(true);
    expect(verifyBitcoinMessage(addresses.p2pkhUncompressed, MESSAGE, btcSign(MESSAGE, 27), 'bip137')).toBe(
      true,
    );
    expect(verifyBitcoinMessage(addresses.p2shP2wpkh, MESSAGE, btcSign(MESSAGE, 35), 'bip137')).toBe(true);
    expect(verifyBitcoinMessage(addresses.p2wpkh, MESSAGE, btcSign(MESSAGE, 39), 'bip137')).toBe(true);
    expect(
      verifyBitcoinMessage(addresses.p2wpkh.toUpperCase(), MESSAGE, btcSign(MESSAGE, 39), 'bip137'),
    ).toBe(true);
  });

  it('defaults to bip137', () => {
    expect(verifyBitcoinMessage(addresses.p2wpkh, MESSAGE, btcSign(MESSAGE, 39))).toBe(true);
    expect(verifyBitcoinMessage(addresses.p2wpkh, MESSAGE, btcSign(MESSAGE, 31))).toBe(false);
  });

  it('supports testnet and regtest prefixes', () => {
    expect(verifyBitcoinMessage(addresses.testnetP2pkh, MESSAGE, btcSign(MESSAGE, 31), 'bip137')).toBe(true);
    expect(verifyBitcoinMessage(addresses.testnetP2sh, MESSAGE, btcSign(MESSAGE, 35), 'bip137')).toBe(true);
    expect(verifyBitcoinMessage(addresses.testnetP2wpkh, MESSAGE, btcSign(MESSAGE, 39), 'bip137')).toBe(true);
    expect(verifyBitcoinMessage(addresses.regtestP2wpkh, MESSAGE, btcSign(MESSAGE, 39), 'bip137')).toBe(true);
  });

  it('electrum uses 27-34 for every address type; bip137 does not accept that for segwit', () => {
    const electrum = btcSign(MESSAGE, 31);
    for (const address of [
      addresses.p2pkh,
      addresses.p2shP2wpkh,
      addresses.p2wpkh,
      addresses.testnetP2wpkh,
    ]) {
      expect(verifyBitcoinMessage(address, MESSAGE, electrum, 'electrum'), address).toBe(true);
    }
    expect(verifyBitcoinMessage(addresses.p2wpkh, MESSAGE, electrum, 'bip137')).toBe(false);
    expect(verifyBitcoinMessage(addresses.p2shP2wpkh, MESSAGE, electrum, 'bip137')).toBe(false);
    // ... and a BIP-137 segwit header is not an Electrum signature.
    expect(verifyBitcoinMessage(addresses.p2wpkh, MESSAGE, btcSign(MESSAGE, 39), 'electrum')).toBe(false);
    expect(verifyBitcoinMessage(addresses.p2shP2wpkh, MESSAGE, btcSign(MESSAGE, 35), 'electrum')).toBe(false);
    // Segwit addresses commit to a compressed key: an "uncompressed" header cannot match.
    expect(verifyBitcoinMessage(addresses.p2wpkh, MESSAGE, btcSign(MESSAGE, 27), 'electrum')).toBe(false);
  });

  it('rejects a header of the wrong address type or key encoding', () => {
    expect(verifyBitcoinMessage(addresses.p2pkh, MESSAGE, btcSign(MESSAGE, 27), 'bip137')).toBe(false);
    expect(verifyBitcoinMessage(addresses.p2pkhUncompressed, MESSAGE, btcSign(MESSAGE, 31), 'bip137')).toBe(
      false,
    );
    expect(verifyBitcoinMessage(addresses.p2pkh, MESSAGE, btcSign(MESSAGE, 39), 'bip137')).toBe(false);
    expect(verifyBitcoinMessage(addresses.p2wpkh, MESSAGE, btcSign(MESSAGE, 35), 'bip137')).toBe(false);
  });

  it('accepts a high-S signature', () => {
    expect(
      verifyBitcoinMessage(addresses.p2wpkh, MESSAGE, btcSign(MESSAGE, 39, { highS: true }), 'bip137'),
    ).toBe(true);
  });

  it('rejects a tampered message, another key, garbage and unsupported address types', () => {
    const signature = btcSign(MESSAGE, 39);
    expect(verifyBitcoinMessage(addresses.p2wpkh, `${MESSAGE}.`, signature, 'bip137')).toBe(false);
    const other = btcSign(MESSAGE, 39, { key: secp256k1.utils.randomSecretKey() });
    expect(verifyBitcoinMessage(addresses.p2wpkh, MESSAGE, other, 'bip137')).toBe(false);
    for (const garbage of [
      '',
      'not base64!',
      base64.encode(new Uint8Array(65)),
      base64.encode(new Uint8Array(64)),
      `${signature}AA`,
    ]) {
      expect(verifyBitcoinMessage(addresses.p2wpkh, MESSAGE, garbage, 'bip137')).toBe(false);
    }
    // Header outside 27..42.
    const bytes = base64.decode(signature);
    bytes[0] = 43;
    expect(verifyBitcoinMessage(addresses.p2wpkh, MESSAGE, base64.encode(bytes), 'bip137')).toBe(false);
    // Bad checksum, unknown version byte, P2WSH (32-byte program), taproot, garbage.
    const badChecksum = `${addresses.p2pkh.slice(0, -1)}${addresses.p2pkh.endsWith('1') ? '2' : '1'}`;
    const litecoin = base58check.encode(Uint8Array.of(0x30, ...keyHash));
    const p2wsh = bech32.encode('bc', [0, ...bech32.toWords(new Uint8Array(32))]);
    for (const address of [
      badChecksum,
      litecoin,
      p2wsh,
      'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
      'x',
      '',
    ]) {
      expect(verifyBitcoinMessage(address, MESSAGE, signature, 'bip137'), address).toBe(false);
    }
    expect(verifyBitcoinMessage(addresses.p2wpkh, MESSAGE, signature, 'other' as 'bip137')).toBe(false);
  });

  it('parses the well-known addresses of secret key 1', () => {
    const one = new Uint8Array(32);
    one[31] = 1;
    const hashOfOne = hash160(secp256k1.getPublicKey(one, true));
    expect(parseBitcoinAddress('1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH')).toEqual({
      type: 'P2PKH',
      hash: hashOfOne,
    });
    // BIP-173's example P2WPKH address is the same key.
    expect(parseBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toEqual({
      type: 'P2WPKH',
      hash: hashOfOne,
    });
    const signature = btcSign(MESSAGE, 31, { key: one });
    expect(verifyBitcoinMessage('1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH', MESSAGE, signature, 'bip137')).toBe(
      true,
    );
    expect(verifyBitcoinMessage('3JvL6Ymt8MVWiCNHC7oWU6nLeHNJKLZGLN', MESSAGE, signature, 'electrum')).toBe(
      true,
    );
    expect(
      verifyBitcoinMessage('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', MESSAGE, signature, 'electrum'),
    ).toBe(true);
    expect(
      verifyBitcoinMessage(
        '1EHNa6Q4Jz2uvNExL497mE43ikXhwF6kZm',
        MESSAGE,
        btcSign(MESSAGE, 27, { key: one }),
        'bip137',
      ),
    ).toBe(true);
  });

  it('verifies the bitcoinjs-message README example (a signature made elsewhere)', () => {
    const address = '1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV';
    const message = 'This is an example of a signed message.';
    const signature =
      'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=';
    expect(verifyBitcoinMessage(address, message, signature, 'bip137')).toBe(true);
    expect(verifyBitcoinMessage(address, message, signature, 'electrum')).toBe(true);
    expect(verifyBitcoinMessage(address, `${message}!`, signature, 'bip137')).toBe(false);
  });

  it('hashes long messages with a multi-byte length prefix', () => {
    const long = 'x'.repeat(300);
    expect(verifyBitcoinMessage(addresses.p2pkh, long, btcSign(long, 31), 'bip137')).toBe(true);
    expect(verifyBitcoinMessage(addresses.p2pkh, long.slice(1), btcSign(long, 31), 'bip137')).toBe(false);
  });
});

describe('verifySolanaSignature', () => {
  const secretKey = ed25519.utils.randomSecretKey();
  const address = base58.encode(ed25519.getPublicKey(secretKey));
  const sign = (message: string, key = secretKey) =>
    base58.encode(ed25519.sign(new TextEncoder().encode(message), key));

  it('verifies an Ed25519 signature over the UTF-8 message', () => {
    expect(verifySolanaSignature(address, MESSAGE, sign(MESSAGE))).toBe(true);
    expect(verifySolanaSignature(address, 'Ünïcødé ✓', sign('Ünïcødé ✓'))).toBe(true);
  });

  it('rejects a tampered message, another key and garbage', () => {
    const signature = sign(MESSAGE);
    expect(verifySolanaSignature(address, `${MESSAGE} `, signature)).toBe(false);
    const other = base58.encode(ed25519.getPublicKey(ed25519.utils.randomSecretKey()));
    expect(verifySolanaSignature(other, MESSAGE, signature)).toBe(false);
    for (const garbage of [
      '',
      '0OIl',
      base58.encode(new Uint8Array(64)),
      base58.encode(new Uint8Array(63)),
      `${signature}1`,
    ]) {
      expect(verifySolanaSignature(address, MESSAGE, garbage)).toBe(false);
    }
    expect(verifySolanaSignature('not-base58!', MESSAGE, signature)).toBe(false);
    expect(verifySolanaSignature(base58.encode(new Uint8Array(31)), MESSAGE, signature)).toBe(false);
    expect(verifySolanaSignature(base58.encode(new Uint8Array(32)), MESSAGE, signature)).toBe(false);
  });
});

describe('verifyWalletOwnership', () => {
  it('dispatches by chain and never throws on nonsense', () => {
    const evmKey = secp256k1.utils.randomSecretKey();
    const evmAddress = evmAddressOfPublicKey(secp256k1.getPublicKey(evmKey));
    const sig = secp256k1.Signature.fromBytes(
      secp256k1.sign(evmPersonalMessageHash(MESSAGE), evmKey, { prehash: false, format: 'recovered' }),
      'recovered',
    );
    const evmSignature = `0x${hex(bigintBytes(sig.r))}${hex(bigintBytes(sig.s))}${(27 + (sig.recovery as number)).toString(16)}`;
    expect(verifyWalletOwnership('EVM', evmAddress, MESSAGE, evmSignature)).toBe(true);
    expect(verifyWalletOwnership('EVM', evmAddress, MESSAGE, evmSignature, 'electrum')).toBe(true);
    expect(verifyWalletOwnership('SOLANA', evmAddress, MESSAGE, evmSignature)).toBe(false);
    expect(verifyWalletOwnership('BITCOIN', evmAddress, MESSAGE, evmSignature)).toBe(false);

    const btcKey = secp256k1.utils.randomSecretKey();
    const btcAddress = bech32.encode('bc', [
      0,
      ...bech32.toWords(hash160(secp256k1.getPublicKey(btcKey, true))),
    ]);
    const btc = signRecovered(bitcoinMessageHash(MESSAGE), btcKey);
    const electrumSig = base64.encode(
      Uint8Array.of(31 + btc.recovery, ...bigintBytes(btc.r), ...bigintBytes(btc.s)),
    );
    expect(verifyWalletOwnership('BITCOIN', btcAddress, MESSAGE, electrumSig, 'electrum')).toBe(true);
    expect(verifyWalletOwnership('BITCOIN', btcAddress, MESSAGE, electrumSig)).toBe(false);

    const solKey = ed25519.utils.randomSecretKey();
    const solAddress = base58.encode(ed25519.getPublicKey(solKey));
    const solSignature = base58.encode(ed25519.sign(new TextEncoder().encode(MESSAGE), solKey));
    expect(verifyWalletOwnership('SOLANA', solAddress, MESSAGE, solSignature)).toBe(true);

    const nonsense = [undefined, null, 42, {}, [], 'x'.repeat(100_000)] as unknown as string[];
    for (const value of nonsense) {
      for (const chain of ['EVM', 'BITCOIN', 'SOLANA', 'DOGE'] as const) {
        expect(() => verifyWalletOwnership(chain as 'EVM', value, MESSAGE, value)).not.toThrow();
        expect(verifyWalletOwnership(chain as 'EVM', value, MESSAGE, value)).toBe(false);
        expect(verifyWalletOwnership(chain as 'EVM', solAddress, value, solSignature)).toBe(false);
      }
    }
  });
});
