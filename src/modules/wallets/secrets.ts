import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import type { Kysely } from 'kysely';
import type { ServiceContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { keyRing } from '../keys/index.js';
import * as store from './store.js';

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
  const box = await keyRing(ctx);
  const sealed = await store.sealedMnemonic(
    db,
    wallet,
    () => box.seal(new TextEncoder().encode(generateMnemonic(wordlist, 256)), mnemonicPurpose(wallet.id)),
    ctx.clock.now(),
  );
  return new TextDecoder().decode(box.open(sealed, mnemonicPurpose(wallet.id)));
}
