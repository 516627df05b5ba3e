import type { ServiceModule } from '../service-module.js';
import type { PaymentsTables } from './tables.js';
import { advancePayment, PAYMENT_JOB } from './execution/engine.js';
import { quoteRoutes, sandboxSendRoutes } from './quotes/routes.js';
import { quoteComponents } from './quotes/schemas.js';
import { transactionRoutes } from './transactions/routes.js';
import { transactionComponents } from './transactions/schemas.js';
import { answerApproval, approvalUndeliverable, pendingApproval } from './transactions/service.js';
import { transferRoutes } from './transfers/routes.js';
import { sandboxUmaReceiveRoutes } from './incoming/routes.js';

/** Money movement: quotes, their execution, transactions and their state machine, transfers. */
export const manifest: ServiceModule<PaymentsTables> = {
  name: 'payments',
  routes: [quoteRoutes, transactionRoutes, transferRoutes],
  sandboxRoutes: [sandboxSendRoutes, sandboxUmaReceiveRoutes],
  components: [...quoteComponents, ...transactionComponents],
  jobs: { [PAYMENT_JOB]: advancePayment },
  hooks: {
    // The platform approves or rejects an incoming payment by its answer to the pending event.
    webhookAnswer: {
      awaiting: (ctx, platformId, type, resourceId) =>
        type === 'INCOMING_PAYMENT.PENDING'
          ? pendingApproval(ctx, platformId, resourceId)
          : Promise.resolve(undefined),
      answered: answerApproval,
      unanswerable: approvalUndeliverable,
    },
  },
  tables: ['quotes', 'transactions'],
};
