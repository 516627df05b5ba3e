import type { ServiceModule } from '../service-module.js';
import type { PlatformsTables } from './tables.js';

/** Platforms (tenants): created at start-up or by the CLI; the API has no route for them. */
export const manifest: ServiceModule<PlatformsTables> = { name: 'platforms', tables: ['platforms'] };
