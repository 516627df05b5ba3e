import type { ServiceModule } from '../service-module.js';
import type { CardsTables } from './tables.js';
import { ISSUER_EVENT_JOB } from './issuer.js';
import { confirmPull, PULL_CONFIRMATION_JOB } from './issuer-authorizations.js';
import { applyIssuerEvent } from './issuer-events.js';
import { cardRoutes, embedPages } from './routes.js';
import { CARD_COMPONENTS } from './schemas.js';
import { checkCardFundingSource, PROVISION_JOB, provisionCard } from './service.js';
import { cardSimulationRoutes } from './simulations.routes.js';
import { CARD_TRANSACTION_COMPONENTS } from './transactions.schemas.js';

export const manifest: ServiceModule<CardsTables> = {
  name: 'cards',
  routes: [cardRoutes],
  sandboxRoutes: [cardSimulationRoutes],
  publicRoutes: [embedPages],
  components: [...CARD_COMPONENTS, ...CARD_TRANSACTION_COMPONENTS],
  jobs: {
    [PROVISION_JOB]: provisionCard,
    [ISSUER_EVENT_JOB]: applyIssuerEvent,
    [PULL_CONFIRMATION_JOB]: confirmPull,
  },
  hooks: { cardFundingSource: checkCardFundingSource },
  sealed: [
    { table: 'cards', column: 'sealed_pan', key: 'id', purpose: 'card-pan' },
    { table: 'cards', column: 'sealed_cvv', key: 'id', purpose: 'card-cvv' },
    { table: 'cards', column: 'sealed_three_ds_password', key: 'id', purpose: 'card-3ds-password' },
  ],
  tables: [
    'cards',
    'card_funding_sources',
    'card_reveals',
    'card_transactions',
    'card_issuer_events',
    'card_pulls',
  ],
};
