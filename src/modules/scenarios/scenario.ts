import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors.js';

/**
 * Ready demo data for a platform (`POST /sandbox/scenarios/{name}`, `payments-service seed`).
 * A scenario is a script of API calls made with the caller's own credentials, through the
 * service's own routes (in-process), so it creates exactly what a platform could create itself,
 * with every check, event and webhook on the way. Each call that creates something carries an
 * Idempotency-Key of its step, so running a scenario again answers those steps again instead
 * of doing them twice.
 */
export interface ScenarioApi {
  call<T = unknown>(method: string, path: string, options?: { body?: unknown; key?: string }): Promise<T>;
}

export interface ScenarioSummary {
  scenario: string;
  /** false: the platform had the scenario's data already; nothing was created. */
  loaded: boolean;
  customers: { platformCustomerId: string; id: string; status: string }[];
  internalAccounts: { id: string; currency: string; balance: number }[];
  externalAccounts: { id: string; beneficiaryVerificationStatus: string }[];
  transactions: { id: string; type: string; status: string }[];
}

export interface Scenario {
  name: string;
  description: string;
  /**
   * The API calls a load into a platform without the scenario makes: the total of the
   * progress `payments-service seed` shows (scenarios.test.ts checks it).
   */
  calls: number;
  run(api: ScenarioApi): Promise<ScenarioSummary>;
}

/**
 * The Idempotency-Key of a scenario's step: the same whether the scenario runs in the service
 * (POST /sandbox/scenarios/{name}) or in `payments-service seed`, so either completes or
 * repeats what the other did.
 */
export const scenarioStepKey = (scenario: string, key: string): string => `scenario:${scenario}:${key}`;

/**
 * Calls through `app` (fastify's in-process injection) as the platform whose `authorization`
 * header this is. A step that fails ends the scenario with the step's own answer.
 */
export function injectedApi(app: FastifyInstance, scenario: string, authorization: string): ScenarioApi {
  return {
    async call<T>(method: string, path: string, options: { body?: unknown; key?: string } = {}): Promise<T> {
      const response = await app.inject({
        method: method as 'GET' | 'POST',
        url: `/2025-10-13${path}`,
        headers: {
          authorization,
          ...(options.key ? { 'idempotency-key': scenarioStepKey(scenario, options.key) } : {}),
          ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
      });
      const body: unknown = response.body === '' ? undefined : JSON.parse(response.body);
      if (response.statusCode >= 300) {
        const failure = (body ?? {}) as { code?: string; message?: string };
        throw new ApiError(
          409,
          'CONFLICT',
          `Scenario ${scenario} stopped at ${method} ${path}: ${response.statusCode} ${failure.code ?? ''} ${failure.message ?? ''}`.trim(),
          { step: `${method} ${path}`, status: response.statusCode, answer: body },
        );
      }
      return body as T;
    },
  };
}
