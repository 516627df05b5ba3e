import type { ServiceModule } from '../service-module.js';

/** Platforms (tenants): created at start-up or by the CLI; the API has no route for them. */
export const manifest: ServiceModule = { name: 'platforms', tables: ['platforms'] };
