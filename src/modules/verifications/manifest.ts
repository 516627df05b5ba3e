import type { ServiceModule } from '../service-module.js';
import { verificationRoutes } from './routes.js';

export const manifest: ServiceModule = {
  name: 'verifications',
  routes: [verificationRoutes],
  tables: ['verifications'],
};
