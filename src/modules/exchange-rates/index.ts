// The exchange-rates module's face to the other modules: they import from here, never from its other files.
export { platformFeeConfigs } from './service.js';
