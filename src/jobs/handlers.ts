import { runBulkImportChunk } from '../modules/customers/bulk-import.js';
import { completeLiveness, LIVENESS_JOB } from '../modules/external-accounts/ownership.js';
import { EXPIRE_JOB, expireInvitation } from '../modules/invitations/service.js';
import { advancePayment, PAYMENT_JOB } from '../modules/transactions/engine.js';
import type { JobHandler } from './worker.js';

/**
 * Every kind of background job, by name. Modules add their handlers here; a job whose kind
 * has no handler fails visibly instead of waiting forever.
 */
export const jobHandlers: Record<string, JobHandler> = {
  'customers.bulk-import': runBulkImportChunk,
  [LIVENESS_JOB]: completeLiveness,
  [EXPIRE_JOB]: expireInvitation,
  [PAYMENT_JOB]: advancePayment,
};
