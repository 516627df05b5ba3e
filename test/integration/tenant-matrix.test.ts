import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF } from '../helpers/documents.js';
import { fillPath, type Operation, operationsOf } from '../helpers/isolation/operations.js';
import { buildWorld, paramValue, type ResourceWorld } from '../helpers/isolation/world.js';
import {
  type ApiResponse,
  type PlatformClient,
  startTestService,
  type TestService,
} from '../helpers/service.js';
import { changedTables, stateDigest } from '../helpers/isolation/digest.js';

/**
 * Tenant isolation, for every operation of the live OpenAPI document: platform B addresses
 * each of platform A's resources (one of every kind) and gets 404 in the error shape, with
 * nothing stored changing; B's lists never show A's ids. New operations are covered by
 * themselves; a new path parameter fails until the resource world provides it.
 */

/** Operations that are cross-platform by the spec, and why. */
const CROSS_PLATFORM: Record<string, string> = {
  'GET /receiver/uma/{receiverUmaAddress}': 'UMA addresses are global: any platform looks up any receiver',
  'GET /invitations/{invitationCode}': 'an invitation is read by its code by the invitee, on any platform',
  'POST /invitations/{invitationCode}/claim': 'an invitation is claimed by its code from any platform',
  'POST /invitations/{invitationCode}/cancel':
    'an invitation is visible to every platform by its code; another platform may not cancel it (403)',
};

/** A body the operation's schema accepts, for operations where an empty body is not enough. */
const VALID_BODIES: Record<string, unknown> = {
  'PATCH /customers/{customerId}': { customerType: 'INDIVIDUAL', fullName: 'Someone Else' },
  'POST /customers/{customerId}/verify-email/confirm': { code: '123456' },
  'POST /customers/{customerId}/verify-phone/confirm': { code: '123456' },
  'PATCH /beneficial-owners/{beneficialOwnerId}': { ownershipPercentage: 10 },
  'POST /sandbox/internal-accounts/{accountId}/fund': { amount: 100 },
  'POST /customers/external-accounts/{externalAccountId}/trust/confirm': { code: '123456' },
  'POST /customers/external-accounts/{externalAccountId}/untrust/confirm': { code: '123456' },
  'POST /customers/external-accounts/{externalAccountId}/challenge': { method: 'WALLET_SIGNATURE' },
  'POST /platform/external-accounts/{externalAccountId}/challenge': { method: 'WALLET_SIGNATURE' },
  'POST /customers/external-accounts/{externalAccountId}/verify': { signature: '0x00' },
  'POST /platform/external-accounts/{externalAccountId}/verify': { signature: '0x00' },
  'POST /transactions/{transactionId}/reject': { reason: 'not ours' },
  'POST /plaid/callback/{plaid_link_token}': { publicToken: 'public-sandbox-matrix' },
};

let service: TestService;
let a: PlatformClient;
let b: PlatformClient;
let worldA: ResourceWorld;
let operations: Operation[];

beforeAll(async () => {
  service = await startTestService({ runJobs: false });
  a = await service.newPlatform('Matrix A');
  b = await service.newPlatform('Matrix B');
  worldA = await buildWorld(a);
  await buildWorld(b);
  operations = await operationsOf(service);
}, 120_000);
afterAll(() => service.close());

function send(client: PlatformClient, op: Operation, path: string, body: unknown): Promise<ApiResponse> {
  if (op.body?.contentType === 'multipart/form-data') {
    const form = new FormData();
    form.append('documentType', 'PASSPORT');
    form.append('file', new Blob([PDF]), 'document.pdf');
    return client.request(op.method, path, { form });
  }
  return client.request(op.method, path, body === undefined ? {} : { body });
}

describe('tenant-isolation matrix', () => {
  it("answers 404 to every operation of platform B on platform A's resources, and changes nothing", async () => {
    const addressed = operations.filter((op) => op.pathParams.length > 0 && !CROSS_PLATFORM[op.id]);
    expect(addressed.length).toBeGreaterThanOrEqual(40);
    const failures: string[] = [];
    for (const op of addressed) {
      const path = fillPath(op.path, (name) => paramValue(worldA, op.path, name));
      const before = await stateDigest(service);
      let response = await send(b, op, path, op.body ? {} : undefined);
      // An empty body can fail validation before the resource is looked up; send a valid one.
      if (response.status === 400 && op.body) response = await send(b, op, path, VALID_BODIES[op.id] ?? {});
      const changed = changedTables(before, await stateDigest(service));
      const body = response.body as { status?: number; code?: string };
      if (response.status !== 404 || body.status !== 404 || typeof body.code !== 'string') {
        failures.push(`${op.id}: ${response.status} ${response.text.slice(0, 200)}`);
      }
      if (changed.length > 0) failures.push(`${op.id}: changed ${changed.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it("never shows platform A's ids in platform B's lists, even when B filters by them", async () => {
    const lists = operations.filter((op) => op.method === 'GET' && op.pathParams.length === 0);
    expect(lists.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    for (const op of lists) {
      const filters = op.query
        .filter((q) => q.name.endsWith('Id') && worldA.ids[q.name] !== undefined)
        .map((q) => `${q.name}=${encodeURIComponent(worldA.ids[q.name] as string)}`);
      for (const query of ['', ...filters.map((f) => `?${f}`)]) {
        const response = await b.request('GET', `${op.path}${query}`);
        expect(response.status, `${op.id}${query}`).toBeLessThan(500);
        for (const id of worldA.all) {
          // An error may echo the filter B sent itself; anything else of A's is a leak.
          if (query.includes(encodeURIComponent(id))) continue;
          if (response.text.includes(id)) leaks.push(`${op.id}${query} shows ${id}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('lists every cross-platform exception with a reason, and each still exists', () => {
    for (const [id, reason] of Object.entries(CROSS_PLATFORM)) {
      expect(reason.length).toBeGreaterThan(10);
      expect(operations.map((op) => op.id)).toContain(id);
    }
  });
});
