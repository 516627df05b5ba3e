import type { ServiceModule } from '../service-module.js';
import { tokenRoutes } from './routes.js';

export const manifest: ServiceModule = { name: 'tokens', routes: [tokenRoutes], tables: ['api_tokens'] };
