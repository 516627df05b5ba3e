// The accounts module's face to the other modules: they import from here, never from its other files.
export {
  accountIdFromReference,
  fundingPaymentInstructions,
  paymentInstructionsOf,
  referenceFor,
} from './funding-instructions.js';
export { type InternalAccount } from './schemas.js';
export {
  EMBEDDED_WALLET_CURRENCY,
  findNamedAccounts,
  listCustomerAccounts,
  loadAccount,
  postAndAnnounce,
  setPrivateEnabled,
  toInternalAccount,
} from './service.js';
export { type InternalAccountView } from './store.js';
export { findAccounts } from './store.js';
export { findActiveAccountIdIn, walletAccountIdsOf } from './store.js';
