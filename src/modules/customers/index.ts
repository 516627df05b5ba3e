// The customers module's face to the other modules: they import from here, never from its other files.
export { loadOwner, ownerRowsOf } from './beneficial-owners.service.js';
export { assertContactVerified } from './contact-verification.js';
export { isEuEeaRegion, requiresContactVerification } from './rules.js';
export { Address, Country, DateOnly, Email, PhoneNumber } from './schemas.js';
export { applyStatusChange, loadCustomer, saveCustomerState, type CustomerRow } from './service.js';
export { activeCustomerIds, customerIdsWithPlatformId, platformCustomerIdsOf } from './store.js';
export type { CustomersTable } from './tables.js';
