import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { base58 } from '@scure/base';
import { evmAddressOfPublicKey, evmPersonalMessageHash } from '../../src/crypto/wallet-signatures.js';

/**
 * Real wallets for tests. Sandbox outcomes depend on an identifier's last three characters
 * (102-107 select special results), so keys are drawn until the address ends otherwise.
 */
const ordinary = (address: string) => !/10[2-7]$/.test(address);

export function evmWallet() {
  for (;;) {
    const secretKey = secp256k1.utils.randomSecretKey();
    const address = evmAddressOfPublicKey(secp256k1.getPublicKey(secretKey));
    if (!ordinary(address)) continue;
    return {
      address,
      /** EIP-191 personal_sign: 0x r || s || v (27/28). */
      sign(message: string): string {
        const bytes = secp256k1.sign(evmPersonalMessageHash(message), secretKey, {
          prehash: false,
          format: 'recovered',
        });
        const sig = secp256k1.Signature.fromBytes(bytes, 'recovered');
        const hex = (n: bigint) => n.toString(16).padStart(64, '0');
        return `0x${hex(sig.r)}${hex(sig.s)}${(27 + (sig.recovery as number)).toString(16)}`;
      },
    };
  }
}

export function solanaWallet() {
  for (;;) {
    const secretKey = ed25519.utils.randomSecretKey();
    const address = base58.encode(ed25519.getPublicKey(secretKey));
    if (!ordinary(address)) continue;
    return {
      address,
      sign: (message: string) => base58.encode(ed25519.sign(new TextEncoder().encode(message), secretKey)),
    };
  }
}
