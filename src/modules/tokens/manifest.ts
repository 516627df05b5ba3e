import type { ServiceModule } from '../service-module.js';
import type { TokensTables } from './tables.js';
import { tokenRoutes } from './routes.js';

export const manifest: ServiceModule<TokensTables> = {
  name: 'tokens',
  routes: [tokenRoutes],
  tables: ['api_tokens'],
};
