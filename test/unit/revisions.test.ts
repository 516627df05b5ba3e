import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  answeringRevision,
  eventTypeIn,
  REVISIONS,
  RetryLater,
  revisionDocument,
  Revisions,
  VERSION_CHANGES,
} from '../../src/revisions/index.js';
import { parsePath, schemaNodesAt } from '../../src/revisions/schema-paths.js';

/** The spec revision's committed document: the internal shape every revision is made from. */
const spec = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
  >;
  components: { schemas: Record<string, unknown> };
};
const components = spec.components.schemas;
const PREFIX = '/2025-10-13';

const answerSchemas = (operation: string): unknown[] => {
  const [method = '', path = ''] = operation.split(' ');
  const responses = spec.paths[`${PREFIX}${path}`]?.[method.toLowerCase()]?.responses ?? {};
  return Object.entries(responses)
    .filter(([status]) => status.startsWith('2'))
    .map(([, r]) => r.content?.['application/json']?.schema)
    .filter((s) => s !== undefined);
};

describe('the version changes', () => {
  it('each place there is in the spec revision, and each path reaches a schema there', () => {
    for (const change of VERSION_CHANGES) {
      for (const rule of change.answers ?? []) {
        const roots =
          'component' in rule.at
            ? [components[rule.at.component]]
            : rule.at.operations.flatMap(answerSchemas);
        const where = `${change.revision} ${rule.kind} ${JSON.stringify(rule.at)}`;
        expect(roots.length, where).toBeGreaterThan(0);
        for (const root of roots) expect(root, where).toBeDefined();
        const path =
          rule.kind === 'values' || rule.kind === 'required'
            ? rule.path
            : rule.kind === 'describable'
              ? (rule.path ?? '')
              : '';
        const reached = roots.flatMap((root) => schemaNodesAt(root, parsePath(path), components));
        expect(reached.length, `${where} ${path}`).toBeGreaterThan(0);
      }
    }
  });

  it('map only values the spec revision has, to values the revision has', () => {
    for (const change of VERSION_CHANGES) {
      const document = revisionDocument(spec, change.revision, PREFIX);
      for (const rule of change.answers ?? []) {
        if (rule.kind !== 'values' || !('component' in rule.at)) continue;
        const before = schemaNodesAt(components[rule.at.component], parsePath(rule.path), components);
        const after = schemaNodesAt(
          document.components.schemas[rule.at.component],
          parsePath(rule.path),
          document.components.schemas,
        );
        // Error codes are free strings: nothing to check in a schema.
        if (rule.at.component === 'Error') continue;
        const enums = (nodes: Record<string, unknown>[]) =>
          nodes.flatMap((n) => (n.enum as string[] | undefined) ?? []);
        for (const [from, to] of Object.entries(rule.values)) {
          expect(enums(before), `${rule.at.component}.${rule.path} has ${from}`).toContain(from);
          expect(enums(after), `${change.revision} ${rule.at.component}.${rule.path}`).not.toContain(from);
          if (to !== null) expect(enums(after)).toContain(to);
        }
      }
    }
  });
});

describe('answers in a revision', () => {
  const revisions = new Revisions({
    ...components,
    Error: { type: 'object', properties: { code: { type: 'string' } } },
  });
  const customer = { $ref: '#/components/schemas/IndividualCustomer' };

  it('leaves the spec revision as it is (no plan at all)', () => {
    expect(revisions.answerIn('2025-10-13', customer)).toBeUndefined();
  });

  it('maps values, never writing the answer it is given', () => {
    const answer = Object.freeze({ customerType: 'INDIVIDUAL', kycStatus: 'UNVERIFIED', fullName: 'A' });
    const walk = revisions.answerIn('2026-02-25', customer);
    expect(walk?.(answer)).toEqual({ ...answer, kycStatus: 'PENDING_REVIEW' });
    expect(answer.kycStatus).toBe('UNVERIFIED');
    // 2026-08-21 has the spec's KYC states.
    expect(revisions.answerIn('2026-08-21', customer)?.(answer) ?? answer).toEqual(answer);
  });

  it('leaves resources the revision cannot describe out of lists, keeps the rest untouched', () => {
    const list = answerSchemas('GET /customers/external-accounts')[0];
    const usd = {
      id: 'a',
      status: 'ACTIVE',
      accountInfo: { accountType: 'USD_ACCOUNT', paymentRails: ['ACH'] },
    };
    const ils = { id: 'b', status: 'ACTIVE', accountInfo: { accountType: 'ILS_ACCOUNT' } };
    const aed = { id: 'c', status: 'UNVERIFIED', accountInfo: { accountType: 'AED_ACCOUNT' } };
    const page = { data: [usd, ils, aed], hasMore: false };
    expect(revisions.answerIn('2026-08-21', list, 'GET /customers/external-accounts')?.(page)).toEqual({
      data: [usd, aed],
      hasMore: false,
    });
    expect(revisions.answerIn('2026-02-25', list, 'GET /customers/external-accounts')?.(page)).toEqual({
      data: [usd],
      hasMore: false,
    });
  });

  it('maps INR rails to the earlier revision, each once', () => {
    const one = answerSchemas('GET /customers/external-accounts/{externalAccountId}')[0];
    const inr = {
      id: 'x',
      status: 'ACTIVE',
      accountInfo: { accountType: 'INR_ACCOUNT', paymentRails: ['UPI', 'NEFT', 'RTGS'] },
    };
    expect(revisions.answerIn('2026-02-25', one)?.(inr)).toMatchObject({
      accountInfo: { paymentRails: ['UPI', 'IMPS'] },
    });
  });

  it("spells the service's name with the original word in the hosted service's revisions", () => {
    const card = { $ref: '#/components/schemas/Card' };
    expect(
      revisions.answerIn('2026-08-21', card)?.({ state: 'CLOSED', stateReason: 'CLOSED_BY_SERVICE' }),
    ).toMatchObject({
      stateReason: 'CLOSED_BY_GRID',
    });
    const error = { $ref: 'Error' };
    expect(revisions.answerIn('2026-02-25', error)?.({ status: 500, code: 'SERVICE_SWITCH_ERROR' })).toEqual({
      status: 500,
      code: 'GRID_SWITCH_ERROR',
    });
  });

  it('turns an answer the revision has no shape for into a retry', () => {
    const [exported] = answerSchemas('POST /internal-accounts/{id}/export');
    const walk = revisions.answerIn('2026-08-21', exported, 'POST /internal-accounts/{id}/export');
    expect(walk?.({ id: 'w', status: 'PROCESSING' })).toBeInstanceOf(RetryLater);
    expect(walk?.({ id: 'w', encryptedWalletCredentials: 'x' })).toEqual({
      id: 'w',
      encryptedWalletCredentials: 'x',
    });
  });

  it('names events as each revision does', () => {
    expect(eventTypeIn('2026-02-25', 'OUTGOING_PAYMENT.COMPLETED')).toBe('OUTGOING_PAYMENT');
    expect(eventTypeIn('2026-08-21', 'OUTGOING_PAYMENT.COMPLETED')).toBe('OUTGOING_PAYMENT.COMPLETED');
    expect(eventTypeIn('2026-08-21', 'INVITATION_CLAIMED')).toBe('INVITATION.CLAIMED');
    expect(eventTypeIn('2026-02-25', 'INVITATION_CLAIMED')).toBe('INVITATION_CLAIMED');
    expect(eventTypeIn('2025-10-13', 'BULK_UPLOAD.COMPLETED')).toBe('BULK_UPLOAD.COMPLETED');
    expect(eventTypeIn('2026-02-25', 'BULK_UPLOAD.FAILED')).toBe('BULK_UPLOAD');
  });
});

describe('operations a later revision dropped', () => {
  const dropped = VERSION_CHANGES.flatMap((change) => change.lastDescribes ?? []);

  it('are served, and answered in the terms of the last revision that had them', () => {
    expect(dropped).toEqual(['GET /quotes', 'POST /quotes/{quoteId}/retry']);
    for (const operation of dropped) {
      expect(answerSchemas(operation).length, operation).toBeGreaterThan(0);
      expect(answeringRevision('2025-10-13', operation)).toBe('2026-02-25');
      expect(answeringRevision('2026-08-21', operation)).toBe('2026-02-25');
      expect(answeringRevision('2026-02-25', operation)).toBe('2026-02-25');
    }
    expect(answeringRevision('2025-10-13', 'GET /quotes/{quoteId}')).toBe('2025-10-13');
  });

  it("are described in each revision's document by that revision's components", () => {
    // The committed documents (test/integration/openapi.test.ts holds them to the server's).
    const committed = (revision: string) =>
      JSON.parse(
        readFileSync(new URL(`../../openapi/${revision}.json`, import.meta.url), 'utf8'),
      ) as typeof spec;
    const earliest = committed('2026-02-25');
    const statusesOf = (document: typeof spec, name: string) =>
      (document.components.schemas[name] as { properties: { status: { enum: string[] } } }).properties.status
        .enum;
    for (const revision of REVISIONS) {
      const document = committed(revision);
      const list = document.paths[`${PREFIX}/quotes`]?.get?.responses['200']?.content?.['application/json']
        ?.schema as { properties: { data: { items: { $ref: string } } }; 'x-revision': string };
      const name = list.properties.data.items.$ref.split('/').pop() ?? '';
      expect(list['x-revision'], revision).toBe(revision === '2026-02-25' ? undefined : '2026-02-25');
      expect(name, revision).toBe(revision === '2026-02-25' ? 'Quote' : 'Quote_2026-02-25');
      expect(statusesOf(document, name)).toEqual(statusesOf(earliest, 'Quote'));
      expect(statusesOf(document, name)).not.toContain('PENDING_AUTHORIZATION');
      // The revision's own quotes keep the status it has.
      if (revision !== '2026-02-25') expect(statusesOf(document, 'Quote')).toContain('PENDING_AUTHORIZATION');
      // The earlier revisions' webhook key too.
      const hook = (
        document as unknown as {
          webhooks: Record<
            string,
            {
              post: {
                requestBody: {
                  content: Record<string, { schema: { properties: Record<string, { $ref?: string }> } }>;
                };
              };
            }
          >;
        }
      ).webhooks['outgoing-payment']?.post.requestBody.content['application/json']?.schema.properties;
      expect(hook?.transaction?.$ref?.split('/').pop(), revision).toBe(
        revision === '2026-02-25' ? 'OutgoingTransaction' : 'OutgoingTransaction_2026-02-25',
      );
      expect(hook?.data?.$ref?.split('/').pop(), revision).toBe('OutgoingTransaction');
    }
  });
});
