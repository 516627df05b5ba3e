// The wallets module's face to the other modules: they import from here, never from its other files.
export { verifyWalletStamp } from './signed-requests.js';
