import { randomBytes } from 'node:crypto';
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { SecretBox } from '../../crypto/secret-box.js';
import * as store from './store.js';

/**
 * The secrets the service keeps for embedded wallets, sealed at rest. The key is the
 * operator's WALLET_KEY_ENCRYPTION_KEY, or else one made once and kept in the database (every
 * process of the service reads the same one), so a laptop needs no setting.
 */
const boxes = new WeakMap<Config, Promise<SecretBox>>();

export function secretBox(ctx: ServiceContext): Promise<SecretBox> {
  let box = boxes.get(ctx.config);
  if (!box) {
    const configured = ctx.config.walletKeyEncryptionKey;
    box = configured
      ? Promise.resolve(new SecretBox(configured))
      : store
          .keyEncryptionKey(ctx.db, () => randomBytes(32).toString('base64'), ctx.clock.now())
          .then((key) => new SecretBox(new Uint8Array(Buffer.from(key, 'base64'))));
    // A failed read is not kept: the next use tries again.
    box.catch(() => boxes.delete(ctx.config));
    boxes.set(ctx.config, box);
  }
  return box;
}

const mnemonicPurpose = (accountId: string) => `wallet-mnemonic:${accountId}`;

/**
 * The wallet's recovery phrase: 24 BIP-39 words (256 bits), made on first use. Two first uses
 * at once keep the same phrase: one insert wins and both read it back.
 */
export async function walletMnemonic(
  ctx: ServiceContext,
  db: Kysely<Database>,
  wallet: { id: string; platform_id: string },
): Promise<string> {
  const box = await secretBox(ctx);
  const sealed = await store.sealedMnemonic(
    db,
    wallet,
    () => box.seal(new TextEncoder().encode(generateMnemonic(wordlist, 256)), mnemonicPurpose(wallet.id)),
    ctx.clock.now(),
  );
  return new TextDecoder().decode(box.open(sealed, mnemonicPurpose(wallet.id)));
}
