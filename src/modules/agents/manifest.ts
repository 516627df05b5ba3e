import type { ServiceModule } from '../service-module.js';
import type { AgentsTables } from './tables.js';
import { decideHeldTransaction } from './actions.js';
import { agentBearerRoutes } from './bearer.routes.js';
import { agentRoutes } from './routes.js';
import { AGENT_COMPONENTS } from './schemas.js';

export const manifest: ServiceModule<AgentsTables> = {
  name: 'agents',
  routes: [agentRoutes, agentBearerRoutes],
  components: AGENT_COMPONENTS,
  hooks: { agentActionDecision: decideHeldTransaction },
  tables: ['agents', 'agent_device_codes', 'agent_tokens', 'agent_actions', 'agent_quotes'],
};
