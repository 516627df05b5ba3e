// The tokens module's face to the other modules: they import from here, never from its other files.
export { PERMISSIONS } from './permissions.js';
export { ensureTokenCredentials, findTokenByClientId, insertNewToken } from './service.js';
export type { ApiTokenRow } from './tables.js';
