import type { ServiceModule } from '../service-module.js';
import type { KeysTables } from './tables.js';

/** The keys that seal what the other modules keep secret (no routes: `keys rotate` is a command). */
export const manifest: ServiceModule<KeysTables> = {
  name: 'keys',
  tables: ['key_encryption_keys'],
};
