import type { ServiceModule } from '../service-module.js';
import type { WebhooksTables } from './tables.js';
import { ensureSigningKey, keptSigningKey } from './keys.js';
import { endpointProblem } from './target.js';
import { testEventData } from './test-event.js';
import { sandboxWebhookTestRoutes, webhookLogRoutes, webhookTestRoutes } from './routes.js';
import { TestWebhookResponse } from './schemas.js';

export const manifest: ServiceModule<WebhooksTables> = {
  name: 'webhooks',
  routes: [webhookLogRoutes, webhookTestRoutes],
  sandboxRoutes: [sandboxWebhookTestRoutes],
  components: [TestWebhookResponse],
  hooks: {
    webhookSettings: { signingKey: ensureSigningKey, keptSigningKey, endpointProblem, testEventData },
  },
  sealed: [
    {
      table: 'webhook_signing_keys',
      column: 'sealed_private_key',
      key: 'platform_id',
      purpose: 'webhook-signing-key',
      heldClearBefore: true,
    },
  ],
  // The outbox: every module records its events through src/events; this module delivers them.
  tables: ['events', 'webhook_attempts', 'webhook_signing_keys'],
};
