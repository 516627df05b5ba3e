import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import { KEY_ENCRYPTION_KEY_HINT } from '../../config.js';
import type { ServiceContext } from '../../context.js';
import { KeyRing, sealedKeyId } from '../../crypto/secret-box.js';
import type { SealedColumn } from '../service-module.js';
import * as store from './store.js';

/** What the keys need of a context: the CLI has no more than this before the service starts. */
export type KeysContext = Pick<ServiceContext, 'db' | 'config' | 'clock'>;

const rings = new WeakMap<Config, Promise<KeyRing>>();

/**
 * The keys that seal and open every secret at rest. KEY_ENCRYPTION_KEY seals; the keys of
 * KEY_ENCRYPTION_KEY_PREVIOUS and the key kept in the database (made when no key was
 * configured, in the sandbox) still open what they sealed, until `keys rotate` re-sealed it.
 * Without KEY_ENCRYPTION_KEY (never in production: the configuration refuses it), the key
 * kept in the database seals: one made on first use, the same for every process.
 */
export function keyRing(ctx: KeysContext): Promise<KeyRing> {
  let ring = rings.get(ctx.config);
  if (!ring) {
    ring = makeRing(ctx);
    // A failed read is not kept: the next use tries again.
    ring.catch(() => rings.delete(ctx.config));
    rings.set(ctx.config, ring);
  }
  return ring;
}

async function makeRing(ctx: KeysContext): Promise<KeyRing> {
  const { key, previous } = ctx.config.keyEncryption;
  if (key) {
    const kept = await store.keptKey(ctx.db);
    return new KeyRing(key, kept === undefined ? previous : [...previous, fromBase64(kept)]);
  }
  const kept = await store.ensureKeptKey(ctx.db, () => randomBytes(32).toString('base64'), ctx.clock.now());
  return new KeyRing(fromBase64(kept), previous);
}

const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

const purposeOf = (column: SealedColumn, key: string) => `${column.purpose}:${key}`;
const label = (column: SealedColumn) => `${column.table}.${column.column}`;
const BATCH = 200;

/** The values of `column` not like `keep` (what a pass leaves alone), a batch at a time in key order. */
async function* sealedBatches(ctx: KeysContext, column: SealedColumn, keep: string) {
  let after: string | undefined;
  for (;;) {
    const rows = await store.sealedValuesOutside(ctx.db, column, keep, after, BATCH);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]?.key;
  }
}

/**
 * Made ready at every start, after the migrations: values an earlier version kept in clear are
 * sealed (columns declared `heldClearBefore`), and the start-up log says once which key seals
 * and what an operator should do about it.
 */
export async function prepareSealing(ctx: KeysContext, columns: readonly SealedColumn[]): Promise<string[]> {
  const ring = await keyRing(ctx);
  const lines: string[] = [];
  if (ctx.config.keyEncryption.key === undefined) {
    lines.push(
      `secrets are sealed under key ${ring.current.keyId}, kept in the database (no KEY_ENCRYPTION_KEY): ` +
        `anyone who reads the database or a backup of it can open them; production requires ${KEY_ENCRYPTION_KEY_HINT}`,
    );
  } else {
    lines.push(`secrets are sealed under KEY_ENCRYPTION_KEY (key ${ring.current.keyId})`);
    if ((await store.keptKey(ctx.db)) !== undefined) {
      lines.push(
        'a key kept in the database still opens secrets sealed before KEY_ENCRYPTION_KEY was set: ' +
          'run `payments-service keys rotate` to re-seal them under KEY_ENCRYPTION_KEY and delete it',
      );
    }
  }
  let sealed = 0;
  for (const column of columns) {
    if (!column.heldClearBefore) continue;
    for await (const rows of sealedBatches(ctx, column, 'v1.%')) {
      for (const row of rows) {
        const value = ring.seal(new TextEncoder().encode(row.value), purposeOf(column, row.key));
        if (await store.replaceSealedValue(ctx.db, column, row.key, row.value, value)) sealed += 1;
      }
    }
  }
  if (sealed > 0)
    lines.push(`sealed ${sealed} private key${sealed === 1 ? '' : 's'} kept in clear by an earlier version`);
  return lines;
}

export class KeyRotationError extends Error {}

export interface KeyRotation {
  /** The key everything is sealed under once the rotation is complete. */
  keyId: string;
  /** Values re-sealed now, per `table.column`. */
  resealed: Record<string, number>;
  /** Values that opened under none of the keys: the rotation is not complete. */
  unopened: { column: string; key: string; keyId: string | undefined }[];
  /** Whether the key kept in the database was deleted (nothing is sealed under it any more). */
  keptKeyDeleted: boolean;
}

/**
 * `payments-service keys rotate`: re-seals every sealed value that is not under the current
 * key (KEY_ENCRYPTION_KEY), opening it with the ring. Each value is replaced on its own, only
 * if no one changed it meanwhile, so the service may serve during the rotation and an
 * interrupted one leaves every value sealed under one of the ring's keys: running it again
 * finishes it. When every value opened, the key kept in the database (if any) is deleted.
 */
export async function rotateKeys(
  ctx: KeysContext,
  columns: readonly SealedColumn[],
  onProgress?: (column: string, resealed: number) => void,
): Promise<KeyRotation> {
  if (ctx.config.keyEncryption.key === undefined) {
    throw new KeyRotationError(
      `keys rotate re-seals every secret under the new key: set ${KEY_ENCRYPTION_KEY_HINT}, and KEY_ENCRYPTION_KEY_PREVIOUS to the key used until now`,
    );
  }
  const ring = await keyRing(ctx);
  const current = `v1.${ring.current.keyId}.%`;
  const rotation: KeyRotation = {
    keyId: ring.current.keyId,
    resealed: {},
    unopened: [],
    keptKeyDeleted: false,
  };
  for (const column of columns) {
    let resealed = 0;
    for await (const rows of sealedBatches(ctx, column, current)) {
      for (const row of rows) {
        const purpose = purposeOf(column, row.key);
        let plaintext: Uint8Array;
        try {
          plaintext =
            sealedKeyId(row.value) === undefined && column.heldClearBefore
              ? new TextEncoder().encode(row.value)
              : ring.open(row.value, purpose);
        } catch {
          rotation.unopened.push({ column: label(column), key: row.key, keyId: sealedKeyId(row.value) });
          continue;
        }
        if (
          await store.replaceSealedValue(ctx.db, column, row.key, row.value, ring.seal(plaintext, purpose))
        ) {
          resealed += 1;
        }
      }
      onProgress?.(label(column), resealed);
    }
    rotation.resealed[label(column)] = resealed;
  }
  if (rotation.unopened.length === 0 && (await store.keptKey(ctx.db)) !== undefined) {
    await store.deleteKeptKey(ctx.db);
    rotation.keptKeyDeleted = true;
  }
  return rotation;
}

/** How many sealed values each key holds, and those that open under none of the ring's keys. */
export async function sealedInventory(
  ctx: KeysContext,
  columns: readonly SealedColumn[],
): Promise<{ byKey: Record<string, number>; unopened: string[] }> {
  const ring = await keyRing(ctx);
  const byKey: Record<string, number> = {};
  const unopened: string[] = [];
  for (const column of columns) {
    for await (const rows of sealedBatches(ctx, column, '')) {
      for (const row of rows) {
        const keyId = sealedKeyId(row.value) ?? 'clear';
        byKey[keyId] = (byKey[keyId] ?? 0) + 1;
        try {
          ring.open(row.value, purposeOf(column, row.key));
        } catch {
          unopened.push(`${label(column)} ${row.key}`);
        }
      }
    }
  }
  return { byKey, unopened };
}
