// The discovery module's face to the other modules: they import from here, never from its other files.
export { parseUmaAddress, resolveReceiver, type ResolvedReceiver } from './service.js';
export { findActiveCustomerByUmaAddress } from './store.js';
