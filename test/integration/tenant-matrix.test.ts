import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digester, digestChanges, ownScope, type StateDigest } from '../helpers/db-digest.js';
import type { Operation } from '../helpers/oas-operations.js';
import {
  type Call,
  type CallBody,
  describeExchange,
  type Harness,
  perform,
  responseProblems,
  startHarness,
  validBody,
} from '../helpers/operation-harness.js';
import { buildTwoPlatforms, hintsOf, pathCandidates, type PlatformWorld } from '../helpers/platform-world.js';
import { encodeComponent } from '../helpers/raw-http.js';

/**
 * Tenant isolation, for every operation of the live OpenAPI document: platform B addresses
 * each of platform A's resources (one of every kind) and gets 404 in the error shape, with
 * nothing stored changing; B's lists never show A's data. New operations are covered by
 * themselves; a new path parameter fails until the world (test/helpers/platform-world.ts)
 * provides it. The fuzzer uses the same operations, world and digest.
 */

/** Operations that are cross-platform by the spec, and why. */
const CROSS_PLATFORM: Record<string, string> = {
  'GET /receiver/uma/{receiverUmaAddress}': 'UMA addresses are global: any platform looks up any receiver',
  'GET /invitations/{invitationCode}': 'an invitation is read by its code by the invitee, on any platform',
  'POST /invitations/{invitationCode}/claim': 'an invitation is claimed by its code from any platform',
  'POST /invitations/{invitationCode}/cancel':
    'an invitation is visible to every platform by its code; another platform may not cancel it (403)',
  'POST /agents/device-codes/{code}/redeem':
    'agent software redeems a device code without platform credentials: the code itself is the proof',
  'POST /sandbox/scenarios/{name}':
    'a scenario is named, not owned: each platform loads it into itself (scenarios.test.ts checks that)',
};

let harness: Harness;
let a: PlatformWorld;
let b: PlatformWorld;
let digest: () => Promise<StateDigest>;

beforeAll(async () => {
  harness = await startHarness();
  ({ a, b } = await buildTwoPlatforms(harness.service));
  digest = digester(harness.service.ctx.db, ownScope());
}, 180_000);
afterAll(() => harness.service.close());

/**
 * Path segments that address A's resources: the first value of every parameter, then each
 * other value of one parameter at a time, so every resource of a kind is addressed.
 */
function segmentsOf(operation: Operation): Record<string, string>[] {
  const candidates = operation.pathParams.map((p) => [p.name, pathCandidates(a, operation, p.name)] as const);
  const first = Object.fromEntries(candidates.map(([name, values]) => [name, values[0] as string]));
  const all = [first];
  for (const [name, values] of candidates) {
    for (const value of values.slice(1)) all.push({ ...first, [name]: value });
  }
  return all.map((segments) =>
    Object.fromEntries(Object.entries(segments).map(([name, value]) => [name, encodeComponent(value)])),
  );
}

/** The call of `operation` as platform B (as B's agent, for the operations agents call). */
function asB(operation: Operation, segments: Record<string, string>, body: CallBody): Call {
  return {
    operation,
    segments,
    query: '',
    headers: operation.agentAuth ? { authorization: `Bearer ${b.agentToken}` } : {},
    body,
    auth: operation.agentAuth ? null : { clientId: b.client.clientId, clientSecret: b.client.clientSecret },
  };
}

describe('tenant-isolation matrix', () => {
  it("answers 404 to every operation of platform B on platform A's resources, and changes nothing", async () => {
    const addressed = harness.operations.filter((op) => op.pathParams.length > 0 && !CROSS_PLATFORM[op.key]);
    expect(addressed.length).toBeGreaterThanOrEqual(40);
    const failures: string[] = [];
    for (const op of addressed) {
      const json = op.requestBody !== undefined && !op.requestBody.content.has('multipart/form-data');
      for (const segments of segmentsOf(op)) {
        const before = await digest();
        // An upload is sent whole at once; a JSON body starts empty.
        const first: CallBody = json ? { kind: 'json', value: {} } : validBody(op, hintsOf(b));
        let { request, response } = await perform(harness, asB(op, segments, first));
        // An empty body can fail validation before the resource is looked up; send a valid one.
        if (response.status === 400 && op.requestBody !== undefined) {
          ({ request, response } = await perform(harness, asB(op, segments, validBody(op, hintsOf(b)))));
        }
        const changed = digestChanges(before, await digest());
        const problems = responseProblems(harness, op, response);
        if (response.status !== 404) problems.push(`answered ${response.status}, not 404`);
        if (changed.length > 0) problems.push(`changed ${changed.join(', ')}`);
        if (problems.length > 0)
          failures.push(`${op.key}: ${problems.join('; ')}\n  ${describeExchange(request, response)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers 404 to another customer's agent on every agent operation addressing the customer's resources", async () => {
    const addressed = harness.operations.filter((op) => op.agentAuth && op.pathParams.length > 0);
    expect(addressed.length).toBeGreaterThanOrEqual(6);
    const failures: string[] = [];
    for (const op of addressed) {
      for (const segments of segmentsOf(op)) {
        const before = await digest();
        const call: Call = {
          operation: op,
          segments,
          query: '',
          headers: { authorization: `Bearer ${a.neighbourAgentToken}` },
          body: op.requestBody !== undefined ? validBody(op, hintsOf(a)) : { kind: 'none' },
          auth: null,
        };
        const { request, response } = await perform(harness, call);
        const changed = digestChanges(before, await digest());
        const problems = responseProblems(harness, op, response);
        if (response.status !== 404) problems.push(`answered ${response.status}, not 404`);
        if (changed.length > 0) problems.push(`changed ${changed.join(', ')}`);
        if (problems.length > 0)
          failures.push(`${op.key}: ${problems.join('; ')}\n  ${describeExchange(request, response)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("never shows platform A's data in platform B's lists, even when B filters by A's ids", async () => {
    // An event stream never ends and shows only events recorded after it opened: its isolation
    // is tested with events of both platforms in test/integration/webhooks/stream.test.ts.
    const lists = harness.operations.filter(
      (op) => op.method === 'GET' && op.pathParams.length === 0 && op.eventStreams.size === 0,
    );
    expect(lists.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    for (const op of lists) {
      const filters = op.queryParams
        .filter((q) => q.name.endsWith('Id'))
        .flatMap((q) => (a.values.get(q.name) ?? []).map((v) => `${q.name}=${encodeURIComponent(v)}`));
      for (const query of ['', ...filters.map((f) => `?${f}`)]) {
        const response = await b.client.request('GET', `${op.route}${query}`);
        expect(response.status, `${op.key}${query}`).toBeLessThan(500);
        for (const fingerprint of a.fingerprints) {
          // An error may echo the filter B sent itself; anything else of A's is a leak.
          if (query.includes(encodeURIComponent(fingerprint)) || query.includes(fingerprint)) continue;
          if (response.text.includes(fingerprint)) leaks.push(`${op.key}${query} shows ${fingerprint}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('lists every cross-platform exception with a reason, and each still exists', () => {
    for (const [key, reason] of Object.entries(CROSS_PLATFORM)) {
      expect(reason.length).toBeGreaterThan(10);
      expect(harness.operations.map((op) => op.key)).toContain(key);
    }
  });
});
