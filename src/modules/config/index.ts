// The config module's face to the other modules: they import from here, never from its other files.
export { CUSTOMER_INFO_FIELD_NAMES, type PlatformConfig, type PlatformCurrencyConfig } from './schemas.js';
export { createDefaultConfig, getConfig, keptPlatformRevision, platformRevision } from './service.js';
export { checkAmountLimits, type Direction } from './limits.js';
export { noWebhookEndpoint } from './store.js';
