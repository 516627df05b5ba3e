import { SingleBar } from 'cli-progress';
import {
  SCENARIOS,
  type ScenarioApi,
  type ScenarioSummary,
  scenarioStepKey,
} from './modules/scenarios/index.js';

/**
 * `payments-service seed --scenario NAME`: loads a ready demo data set into a platform of a
 * running service (local or a shared sandbox) with the platform's credentials, and prints what
 * the platform then holds. It runs the scenario's script here, call by call through the
 * service's API (the calls POST /sandbox/scenarios/{name} makes in the service, with the same
 * Idempotency-Keys), so it can show its progress.
 */
export class SeedError extends Error {}

export interface SeedOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  scenario: string;
  /** Where the progress bar goes (stderr by default; null: none, for the tests). */
  stream?: NodeJS.WritableStream | null;
  /** Told after each call: how many were made, of how many a full load makes. */
  onProgress?: (calls: number, total: number) => void;
}

export async function seed(options: SeedOptions): Promise<ScenarioSummary> {
  const scenario = SCENARIOS.find((s) => s.name === options.scenario);
  if (!scenario) {
    throw new SeedError(
      `no scenario ${options.scenario}; available: ${SCENARIOS.map((s) => s.name).join(', ')}`,
    );
  }
  const api = httpApi(options);
  // A sandbox only: production answers 404 here, before the script creates anything.
  await api.call('GET', '/sandbox/scenarios');
  const bar =
    options.stream === null
      ? undefined
      : new SingleBar({
          format: `seeding ${scenario.name} [{bar}] {value}/{total} API calls`,
          stream: options.stream ?? process.stderr,
          noTTYOutput: true,
          notTTYSchedule: 1000,
          hideCursor: true,
        });
  bar?.start(scenario.calls, 0);
  let calls = 0;
  const counted: ScenarioApi = {
    async call<T>(method: string, path: string, call?: { body?: unknown; key?: string }) {
      const answer = await api.call<T>(method, path, call);
      calls += 1;
      bar?.update(Math.min(calls, scenario.calls));
      options.onProgress?.(calls, scenario.calls);
      return answer;
    },
  };
  try {
    const summary = await scenario.run(counted);
    bar?.update(scenario.calls);
    return summary;
  } finally {
    bar?.stop();
  }
}

/** The scenario's calls as HTTP requests to the service, with the platform's credentials. */
function httpApi(options: SeedOptions): ScenarioApi {
  const base = options.baseUrl.replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  return {
    async call<T>(method: string, path: string, call: { body?: unknown; key?: string } = {}): Promise<T> {
      const url = `${base}${path}`;
      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers: {
            authorization,
            ...(call.key ? { 'idempotency-key': scenarioStepKey(options.scenario, call.key) } : {}),
            ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
        });
      } catch (err) {
        const cause = (err as { cause?: { message?: string } }).cause?.message ?? (err as Error).message;
        throw new SeedError(`cannot reach ${url}: ${cause}`);
      }
      const text = await response.text();
      if (response.status >= 300) {
        throw new SeedError(`${method} ${url} answered ${response.status}: ${text.slice(0, 500)}`);
      }
      return (text === '' ? undefined : JSON.parse(text)) as T;
    },
  };
}

/** The summary as a person reads it. */
export function describeSummary(summary: ScenarioSummary): string {
  const lines = [
    summary.loaded
      ? `Loaded scenario ${summary.scenario}.`
      : `Scenario ${summary.scenario} was already loaded; nothing was created.`,
    '',
    'Customers:',
    ...summary.customers.map((c) => `  ${c.platformCustomerId.padEnd(18)} ${c.status.padEnd(12)} ${c.id}`),
    'Funded accounts:',
    ...summary.internalAccounts.map(
      (a) => `  ${a.currency.padEnd(5)} ${String(a.balance).padStart(10)}  ${a.id}`,
    ),
    'Bank accounts (beneficiary check):',
    ...summary.externalAccounts.map((a) => `  ${a.beneficiaryVerificationStatus.padEnd(24)} ${a.id}`),
    'Transactions:',
    ...summary.transactions.map((t) => `  ${t.type.padEnd(9)} ${t.status.padEnd(11)} ${t.id}`),
  ];
  return lines.join('\n');
}
