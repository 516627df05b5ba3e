import type { ServiceModule } from '../service-module.js';
import { agentRoutes } from './routes.js';
import { AGENT_COMPONENTS } from './schemas.js';

export const manifest: ServiceModule = {
  name: 'agents',
  routes: [agentRoutes],
  components: AGENT_COMPONENTS,
  tables: ['agents', 'agent_device_codes', 'agent_tokens'],
};
