/**
 * The body of every webhook. Today's envelope is `{id, type, timestamp, data}`; receivers
 * written for the contract's earlier revisions (the official SDK 0.7.0 among them) read the
 * event id as `webhookId` and the resource under a key named after it (`transaction`,
 * `invitation`, `bulkCustomerImportJob`), so those are sent too, with the same values in
 * those revisions' terms.
 */

import { earlierTransaction } from '../payments/index.js';
import type { EventShape, Revision, Revisions } from '../../revisions/index.js';

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

/** The revision a webhook is rendered in (the platform's), and what describes its resource. */
export interface Rendering {
  revisions: Revisions;
  revision: Revision;
  shape: EventShape;
}

/** The webhook body of `event`, in the revision of `rendering` (as stored without one). */
export function webhookEnvelope(event: EnvelopeSource, rendering?: Rendering): string {
  const id = `Webhook:${event.id}`;
  const { type, data } = rendering
    ? rendering.revisions.eventIn(rendering.revision, event.type, event.data, rendering.shape)
    : event;
  const legacyKey = legacyResourceKey(event.type);
  return JSON.stringify({
    id,
    type,
    timestamp: event.created_at.toISOString(),
    data,
    webhookId: id,
    ...(legacyKey ? { [legacyKey]: earlierResource(legacyKey, data) } : {}),
  });
}
