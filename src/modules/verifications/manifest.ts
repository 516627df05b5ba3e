import type { ServiceModule } from '../service-module.js';
import type { VerificationsTables } from './tables.js';
import { verificationRoutes } from './routes.js';

export const manifest: ServiceModule<VerificationsTables> = {
  name: 'verifications',
  routes: [verificationRoutes],
  tables: ['verifications'],
};
