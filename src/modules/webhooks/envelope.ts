/**
 * The body of every webhook. Today's envelope is `{id, type, timestamp, data}`; receivers
 * written for the contract's earlier revisions (the official SDK 0.7.0 among them) read the
 * event id as `webhookId` and the resource under a key named after it (`transaction`,
 * `invitation`, `bulkCustomerImportJob`), so those are sent too, with the same values in
 * those revisions' terms.
 */

import { earlierTransaction } from '../payments/index.js';

/** The key under which earlier revisions carried the resource of an event type, if any. */
export function legacyResourceKey(type: string): string | undefined {
  if (type.startsWith('OUTGOING_PAYMENT') || type.startsWith('INCOMING_PAYMENT')) return 'transaction';
  if (type.startsWith('INVITATION')) return 'invitation';
  if (type.startsWith('BULK_UPLOAD')) return 'bulkCustomerImportJob';
  return undefined;
}

/** The resource as the revisions that read it under `legacyKey` describe it. */
function earlierResource(legacyKey: string, data: unknown): unknown {
  return legacyKey === 'transaction' ? earlierTransaction(data) : data;
}

export interface EnvelopeSource {
  id: string;
  type: string;
  created_at: Date;
  data: unknown;
}

export function webhookEnvelope(event: EnvelopeSource): string {
  const id = `Webhook:${event.id}`;
  const legacyKey = legacyResourceKey(event.type);
  return JSON.stringify({
    id,
    type: event.type,
    timestamp: event.created_at.toISOString(),
    data: event.data,
    webhookId: id,
    ...(legacyKey ? { [legacyKey]: earlierResource(legacyKey, event.data) } : {}),
  });
}
