/**
 * The body of every webhook. Today's envelope is `{id, type, timestamp, data}`; receivers
 * written for the contract's earlier revisions (the official SDK 0.7.0 among them) read the
 * event id as `webhookId` and the resource under a key named after it (`transaction`,
 * `invitation`, `bulkCustomerImportJob`), so those are sent too, with the same values in
 * those revisions' terms.
 */

import type { EventShape, Revision, Revisions } from '../../revisions/index.js';

/** The revision whose terms the resource keys of the earlier revisions carry (the official SDK's). */
export const EARLIER_REVISION: Revision = '2026-02-25';

/** The key under which earlier revisions carried the resource of an event type, if any. */
export function legacyResourceKey(type: string): string | undefined {
  if (type.startsWith('OUTGOING_PAYMENT') || type.startsWith('INCOMING_PAYMENT')) return 'transaction';
  if (type.startsWith('INVITATION')) return 'invitation';
  if (type.startsWith('BULK_UPLOAD')) return 'bulkCustomerImportJob';
  return undefined;
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

/**
 * The webhook body of `event`, in the revision of `rendering`; the resource key of the
 * earlier revisions carries the resource walked back to them by the same version changes.
 */
export function webhookEnvelope(event: EnvelopeSource, rendering: Rendering): string {
  const id = `Webhook:${event.id}`;
  const { revisions, revision, shape } = rendering;
  const { type, data } = revisions.eventIn(revision, event.type, event.data, shape);
  const legacyKey = legacyResourceKey(event.type);
  return JSON.stringify({
    id,
    type,
    timestamp: event.created_at.toISOString(),
    data,
    webhookId: id,
    ...(legacyKey
      ? {
          [legacyKey]:
            revision === EARLIER_REVISION
              ? data
              : revisions.eventIn(EARLIER_REVISION, event.type, event.data, shape).data,
        }
      : {}),
  });
}
