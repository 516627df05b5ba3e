// The stablecoins module's face to the other modules: they import from here, never from its other files.
// The operator command (src/cli.ts) moves a stablecoin's enablement through it.
export { setOperationsStatus } from './service.js';
export { OPERATIONS_STATUSES, type OperationsStatus } from './schemas.js';
