import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors.js';
import { REVISION_HEADER } from '../../revisions/index.js';

/**
 * Ready demo data for a platform (`POST /sandbox/scenarios/{name}`, `payments-service seed`).
 * A scenario is a script of API calls made with the caller's own credentials, through the
 * service's own routes (in-process), so it creates exactly what a platform could create itself,
 * with every check, event and webhook on the way. Each call that creates something carries an
 * Idempotency-Key of its step, so running a scenario again answers those steps again instead
 * of doing them twice.
 */
export interface ScenarioApi {
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<T>;
}

/** A file sent as multipart/form-data (POST /documents, POST /customers/bulk/csv). */
export interface Upload {
  fields: Record<string, string>;
  file: { name: string; contentType: string; bytes: Uint8Array };
}

export interface CallOptions {
  body?: unknown;
  /** Multipart instead of JSON (only over the in-process API: the triggers use it). */
  upload?: Upload;
  key?: string;
  /** More headers (a signed retry's signature); `authorization` here calls as someone else (an agent). */
  headers?: Record<string, string>;
}

/** A US business's create body, as the scripts make one; the sandbox decides its KYB by `registrationNumber`. */
export const sampleBusiness = (
  platformCustomerId: string,
  legalName: string,
  registrationNumber: string,
) => ({
  customerType: 'BUSINESS',
  platformCustomerId,
  address: {
    line1: '500 Market St',
    city: 'San Francisco',
    state: 'CA',
    postalCode: '94105',
    country: 'US',
  },
  businessInfo: {
    legalName,
    country: 'US',
    registrationNumber,
    incorporatedOn: '2015-03-01',
    taxId: '12-3456789',
    countriesOfOperation: ['US'],
  },
});

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

/** What the in-process API says its calls are part of, in its keys and its failures. */
export interface InjectedCaller {
  /** `Scenario demo`, `Trigger CUSTOMER.KYC_APPROVED`: named when a step is refused. */
  label: string;
  /** The Idempotency-Key of a keyed step. */
  keyOf(key: string): string;
  /**
   * Answer every call in this revision whatever the platform is pinned to, so the script reads
   * the shapes it was written for (the caller's own answer is walked back to its revision).
   */
  revision?: string;
  /**
   * The caller's Host and X-Forwarded-* headers: links the service builds back to itself
   * (an invitation's url, a hosted page) name the origin the caller used, as its own reads do.
   */
  origin?: Record<string, string>;
}

/**
 * Calls through `app` (fastify's in-process injection) as the platform whose `authorization`
 * header this is. A step that fails ends the script with the step's own answer (409).
 */
export function injectedApi(
  app: FastifyInstance,
  caller: InjectedCaller,
  authorization: string,
): ScenarioApi {
  return {
    async call<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
      const multipart = options.upload ? multipartBody(options.upload) : undefined;
      const payload =
        multipart?.payload ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined);
      const contentType =
        multipart?.contentType ?? (options.body !== undefined ? 'application/json' : undefined);
      const response = await app.inject({
        method: method as 'GET' | 'POST',
        url: `/2025-10-13${path}`,
        headers: {
          ...caller.origin,
          authorization,
          ...(caller.revision ? { [REVISION_HEADER]: caller.revision } : {}),
          ...(options.key ? { 'idempotency-key': caller.keyOf(options.key) } : {}),
          ...(contentType ? { 'content-type': contentType } : {}),
          ...options.headers,
        },
        ...(payload !== undefined ? { payload } : {}),
      });
      const body: unknown = response.body === '' ? undefined : JSON.parse(response.body);
      if (response.statusCode >= 300) {
        const failure = (body ?? {}) as { code?: string; message?: string };
        throw new ApiError(
          409,
          'CONFLICT',
          `${caller.label} stopped at ${method} ${path}: ${response.statusCode} ${failure.code ?? ''} ${failure.message ?? ''}`.trim(),
          { step: `${method} ${path}`, status: response.statusCode, answer: body },
        );
      }
      return body as T;
    },
  };
}

/** The calls of scenario `scenario`, keyed as `payments-service seed` keys them. */
export const scenarioCaller = (scenario: string): InjectedCaller => ({
  label: `Scenario ${scenario}`,
  keyOf: (key) => scenarioStepKey(scenario, key),
});

function multipartBody(upload: Upload): { payload: Buffer; contentType: string } {
  const boundary = `----payments-service-${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(upload.fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  // The file last, as browsers send it.
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${upload.file.name}"\r\n` +
        `Content-Type: ${upload.file.contentType}\r\n\r\n`,
    ),
    Buffer.from(upload.file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
