// The crypto module's face to the other modules: they import from here, never from its other files.
export { CRYPTO_NETWORKS, isCryptoNetwork } from './schemas.js';
