import type { Db } from '../../db/schema.js';

/** The tables this module owns: only its files build queries on them. */
export interface KeysTables {
  key_encryption_keys: KeyEncryptionKeysTable;
}

/** The handle its stores build their queries on. */
export type KeysDb = Db<KeysTables>;

/** The key that seals secrets when no KEY_ENCRYPTION_KEY is configured (src/modules/keys). */
export interface KeyEncryptionKeysTable {
  name: string;
  key: string;
  created_at: Date;
}
