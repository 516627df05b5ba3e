import type { TriggerResult } from './modules/scenarios/index.js';

/**
 * `payments-service trigger EVENT_TYPE`, like `stripe trigger`: asks a running service to send
 * a webhook of that type by running its flow in the platform's sandbox (POST
 * /sandbox/webhooks/trigger, docs/sandbox.md), and prints what it did; `--list` prints every
 * type (GET /sandbox/webhooks/trigger). The platform's credentials, as `listen` takes them.
 */

/** The service could not be asked, or refused (its answer is in the message). */
export class TriggerError extends Error {}

export interface TriggerOptions {
  /** The API base, e.g. http://127.0.0.1:8080/2025-10-13. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface TriggerListEntry {
  type: string;
  deliveredAs: string;
  triggerable: boolean;
  description: string;
}

/** The service's answer to a trigger, as POST /sandbox/webhooks/trigger sends it. */
export type TriggerAnswer = TriggerResult;

async function call<T>(options: TriggerOptions, method: 'GET' | 'POST', body?: unknown): Promise<T> {
  const url = `${options.baseUrl.replace(/\/$/, '')}/sandbox/webhooks/trigger`;
  const credentials = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        authorization: `Basic ${credentials}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (err) {
    const cause = (err as { cause?: { message?: string } }).cause?.message ?? (err as Error).message;
    throw new TriggerError(`cannot reach ${url}: ${cause}`);
  }
  const text = await response.text();
  if (response.status >= 300) {
    // The service's own words: the spec's error shape, its message first.
    let message = text.slice(0, 2000);
    try {
      const failure = JSON.parse(text) as { code?: string; message?: string };
      if (failure.message) message = `${failure.code ?? ''} ${failure.message}`.trim();
    } catch {
      // Not JSON (a proxy's page): shown as it came.
    }
    throw new TriggerError(`${method} ${url} answered ${response.status}: ${message}`);
  }
  return JSON.parse(text) as T;
}

export const listTriggers = async (options: TriggerOptions): Promise<TriggerListEntry[]> =>
  (await call<{ data: TriggerListEntry[] }>(options, 'GET')).data;

export const triggerEvent = (options: TriggerOptions, type: string): Promise<TriggerAnswer> =>
  call<TriggerAnswer>(options, 'POST', { type });

/** The list as a person reads it: the types a trigger sends, then those the service never sends. */
export function describeList(list: readonly TriggerListEntry[]): string {
  const width = Math.max(...list.map((t) => t.type.length)) + 2;
  const line = (t: TriggerListEntry) =>
    `  ${t.type.padEnd(width)}${t.deliveredAs === t.type ? '' : `(delivered as ${t.deliveredAs}) `}${t.description}`;
  const never = list.filter((t) => !t.triggerable);
  return [
    'Event types a trigger sends:',
    ...list.filter((t) => t.triggerable).map(line),
    ...(never.length > 0 ? ['', 'Documented, but never sent by this service:', ...never.map(line)] : []),
  ].join('\n');
}

/** What a trigger did, as a person reads it. */
export function describeTrigger(answer: TriggerAnswer): string {
  return [
    `Triggered ${answer.type}: ${answer.eventIds.length === 1 ? 'event' : 'events'} ${answer.eventIds.join(', ')}`,
    `  about ${answer.resourceId}`,
    ...(answer.outcomesRun > 0
      ? [`  the platform's test clock moved to ${answer.outcomesRun} delayed outcome(s) on the way`]
      : []),
    `Created (marked ${answer.mark}):`,
    ...answer.created.map((c) => `  ${c.kind.padEnd(16)} ${c.id}`),
  ].join('\n');
}
