import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt cost N=2^14, r=8, p=1 (16 MiB, ~30 ms here). Generated client secrets carry 256
// random bits, so the hash only has to slow down guessing of operator-chosen start-up
// secrets (16+ characters). The parameters are written into every stored hash, so they
// can be raised later without breaking existing secrets (docs/decisions/0001-credentials.md).
// SECRET_HASH_COST sets log2(N) for new hashes; only the test suite lowers it.
export const DEFAULT_SECRET_HASH_COST = 14;
let params = { N: 2 ** DEFAULT_SECRET_HASH_COST, r: 8, p: 1 };

/** The cost (log2 N) of hashes made from now on in this process (from the configuration). */
export function setSecretHashCost(log2N: number): void {
  if (!Number.isInteger(log2N) || log2N < 1 || log2N > 20) throw new Error(`bad scrypt cost ${log2N}`);
  if (params.N === 2 ** log2N) return;
  params = { ...params, N: 2 ** log2N };
  decoy = undefined;
}
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;

function derive(secret: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: MAX_MEM };
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** `scrypt$N$r$p$<salt b64url>$<key b64url>` */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** Constant-time comparison of a presented secret with a stored hash. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  const actual = await derive(secret, salt, { N, r, p });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random secret nobody knows: verifying against it costs the same as a real check. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashSecret(randomBytes(32).toString('hex'));
  return decoy;
}

export const generateClientId = (): string => randomBytes(16).toString('hex');
export const generateClientSecret = (): string => randomBytes(32).toString('base64url');

/**
 * Whether two texts are the same, in a time that depends on their length only, not on where
 * they first differ (`===` stops at the first difference): for texts holding credentials,
 * compared on a path a stranger's requests can reach.
 */
export function sameTextInConstantTime(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
