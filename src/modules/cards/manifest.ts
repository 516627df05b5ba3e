import type { ServiceModule } from '../service-module.js';
import { cardRoutes, embedPages } from './routes.js';
import { CARD_COMPONENTS } from './schemas.js';
import { checkCardFundingSource, PROVISION_JOB, provisionCard } from './service.js';

export const manifest: ServiceModule = {
  name: 'cards',
  routes: [cardRoutes],
  publicRoutes: [embedPages],
  components: CARD_COMPONENTS,
  jobs: { [PROVISION_JOB]: provisionCard },
  hooks: { cardFundingSource: checkCardFundingSource },
  tables: ['cards', 'card_funding_sources', 'card_reveals'],
};
