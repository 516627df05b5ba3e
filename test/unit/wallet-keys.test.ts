import { describe, expect, it } from 'vitest';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import {
  hpkeOpen,
  hpkeSeal,
  makeStamp,
  newP256KeyPair,
  parseP256PublicKey,
  parseStamp,
  readSignedBundle,
  signedBundle,
  stampVerifies,
} from '../../src/crypto/wallet-keys.js';
import { encryptOtp, newClientKey, readBundle, stamp } from '../../packages/client/src/index.js';

const enc = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('wallet stamps', () => {
  it('verify stamps made by node:crypto (high-S signatures among them) over the exact payload only', () => {
    for (let i = 0; i < 40; i++) {
      const key = newClientKey();
      const payload = `{"action":"TEST","n":${i}}`;
      const parsed = parseStamp(stamp(key, payload));
      expect(parsed).toBeDefined();
      expect(stampVerifies(parsed!, payload)).toBe(true);
      expect(stampVerifies(parsed!, `${payload} `)).toBe(false);
    }
  });

  it('verify their own stamps', () => {
    const pair = newP256KeyPair();
    const parsed = parseStamp(makeStamp(pair.privateKey, 'payload'));
    expect(parsed?.publicKey.compressed).toBe(pair.publicKey.compressed);
    expect(stampVerifies(parsed!, 'payload')).toBe(true);
  });

  it('are malformed unless base64url JSON with a compressed P-256 key, the scheme and hex', () => {
    const key = newClientKey();
    const good = { publicKey: key.compressed, scheme: 'SIGNATURE_SCHEME_TK_API_P256', signature: 'abcd' };
    expect(parseStamp(enc(good))).toBeDefined();
    for (const bad of [
      'not base64 at all!',
      enc('a string'),
      enc({ ...good, scheme: 'SIGNATURE_SCHEME_OTHER' }),
      enc({ ...good, publicKey: key.uncompressed }),
      enc({ ...good, publicKey: `02${'00'.repeat(32)}` }),
      enc({
        ...good,
        publicKey: Buffer.from(secp256k1.getPublicKey(secp256k1.utils.randomSecretKey(), true)).toString(
          'hex',
        ),
      }),
      enc({ ...good, signature: 'xyz' }),
      enc({ ...good, signature: 'abc' }),
    ]) {
      const parsed = parseStamp(bad);
      // A secp256k1 key can happen to be an x on P-256 too; it then fails verification instead.
      if (parsed) expect(stampVerifies(parsed, 'payload')).toBe(false);
      else expect(parsed).toBeUndefined();
    }
  });
});

describe('P-256 public keys', () => {
  it('read both SEC1 forms and refuse points off the curve', () => {
    const key = newClientKey();
    expect(parseP256PublicKey(key.compressed)?.key.uncompressed).toBe(key.uncompressed);
    expect(parseP256PublicKey(key.uncompressed)?.key.compressed).toBe(key.compressed);
    expect(parseP256PublicKey(`04${'11'.repeat(64)}`)).toBeUndefined();
    expect(parseP256PublicKey(key.compressed.slice(2))).toBeUndefined();
    expect(parseP256PublicKey(42)).toBeUndefined();
  });
});

describe('HPKE and signed bundles', () => {
  it('open what a client sealed to a target, with or without the enc||recipient additional data', async () => {
    const target = newP256KeyPair();
    const client = newClientKey();
    const bundle = JSON.parse(
      await encryptOtp(target.publicKey.uncompressed, '000000', client.compressed),
    ) as {
      encappedPublic: string;
      ciphertext: string;
    };
    const opened = await hpkeOpen(
      target.privateKey,
      Buffer.from(bundle.encappedPublic, 'hex'),
      Buffer.from(bundle.ciphertext, 'hex'),
    );
    expect(JSON.parse(new TextDecoder().decode(opened))).toEqual({
      otp_code: '000000',
      public_key: client.compressed,
    });
    const sealed = await hpkeSeal(target.publicKey, new TextEncoder().encode('round trip'));
    expect(new TextDecoder().decode(await hpkeOpen(target.privateKey, sealed.enc, sealed.ciphertext))).toBe(
      'round trip',
    );
    expect(await hpkeOpen(newP256KeyPair().privateKey, sealed.enc, sealed.ciphertext)).toBeUndefined();
  });

  it('sign bundles that a client checks, and notice a changed one', () => {
    const signer = newP256KeyPair();
    const bundle = signedBundle(signer.privateKey, { targetPublic: 'abc' });
    expect(readBundle(bundle)).toEqual({ targetPublic: 'abc' });
    expect(readSignedBundle(bundle)).toEqual({ targetPublic: 'abc' });
    const parsed = JSON.parse(bundle) as { data: string };
    const tampered = JSON.stringify({
      ...JSON.parse(bundle),
      data: Buffer.from('{"targetPublic":"abd"}').toString('hex'),
    });
    expect(parsed.data).not.toBe(JSON.parse(tampered).data);
    expect(readSignedBundle(tampered)).toBeUndefined();
  });
});
