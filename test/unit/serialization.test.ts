import { readFileSync } from 'node:fs';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { Type } from 'typebox';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  serializerOptions,
  serializersCompiledOnFirstUse,
  taggedList,
  taggedUnion,
} from '../../src/http/serialization.js';
import { ListOf } from '../../src/http/schemas.js';
import { composeModules } from '../../src/modules/index.js';
import { Customer } from '../../src/modules/customers/schemas.js';
import { type JsonSchema, type OpenApiDocument, resolveRefs } from '../helpers/oas-operations.js';
import { validValue } from '../helpers/schema-arbitraries.js';
import { frozenView } from '../../src/json.js';

const schema = {
  type: 'object',
  properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } },
};
const serializerFor = () =>
  serializersCompiledOnFirstUse({}, {})({ schema, method: 'GET', url: '/probe', httpStatus: '200' });

describe('response serializers', () => {
  it('write an object that is not frozen anew each time', () => {
    const serialize = serializerFor();
    const view = { name: 'a', tags: ['x'] };
    expect(serialize(view)).toBe('{"name":"a","tags":["x"]}');
    view.tags.push('y');
    expect(serialize(view)).toBe('{"name":"a","tags":["x","y"]}');
  });

  it('write a frozen view once, encoded, and answer the same bytes for it again', () => {
    const serialize = serializerFor() as (data: unknown) => unknown;
    const view = frozenView({ name: 'a é ✓ 𝄞', tags: ['x'] });
    const bytes = serialize(view);
    // Kept as UTF-8 bytes, which fastify writes as they are (no measuring nor encoding per answer).
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect((bytes as Buffer).toString('utf8')).toBe('{"name":"a é ✓ 𝄞","tags":["x"]}');
    expect(serialize(view)).toBe(bytes);
    // A different frozen object with other content is its own answer.
    expect(String(serialize(frozenView({ name: 'b', tags: [] })))).toBe('{"name":"b","tags":[]}');
  });

  it('frozenView freezes all the way down, so the kept text cannot go stale', () => {
    const view = frozenView({ name: 'a', tags: ['x'], nested: { deep: [{ n: 1 }] } });
    expect(Object.isFrozen(view.tags)).toBe(true);
    expect(Object.isFrozen(view.nested.deep[0])).toBe(true);
    expect(() => (view.tags as string[]).push('y')).toThrow(TypeError);
  });
});

describe('answers that are tagged unions', () => {
  const components: Record<string, unknown> = Object.fromEntries(
    composeModules()
      .modules.flatMap((module) => module.components ?? [])
      .map((component) => [(component as { $id: string }).$id, component]),
  );
  const route = (schema: unknown) => ({ schema, method: 'GET', url: '/probe', httpStatus: '200' });
  const ours = (schema: unknown) =>
    serializersCompiledOnFirstUse(components, serializerOptions)(route(schema));
  const stock = (schema: unknown) =>
    SerializerSelector()(components, serializerOptions)(route(schema)) as (data: unknown) => string;
  const document = JSON.parse(readFileSync('openapi.json', 'utf8')) as OpenApiDocument;

  it('are known by their tag: a transaction by its type, a customer by its customerType', () => {
    const transaction = taggedUnion({ $ref: 'Transaction' }, components);
    expect(transaction?.tag).toBe('type');
    expect([...(transaction?.branches.keys() ?? [])].sort()).toEqual(['CARD', 'INCOMING', 'OUTGOING']);
    const customer = taggedUnion(Customer, components);
    expect(customer?.tag).toBe('customerType');
    expect([...(customer?.branches.keys() ?? [])].sort()).toEqual(['BUSINESS', 'INDIVIDUAL']);
    // Not a union, or a union whose branches do not each name their own tag values.
    expect(taggedUnion({ $ref: 'OutgoingTransaction' }, components)).toBeUndefined();
    const shared = { type: 'object', required: ['kind'], properties: { kind: { enum: ['A', 'B'] } } };
    expect(
      taggedUnion({ discriminator: { propertyName: 'kind' }, oneOf: [shared, shared] }, components),
    ).toBeUndefined();
  });

  it('are written as the union would write them, for any transaction or customer', () => {
    const customerRead = document.paths['/2025-10-13/customers/{customerId}'] as {
      get: { responses: { 200: { content: { 'application/json': { schema: unknown } } } } };
    };
    for (const [schema, documented] of [
      [{ $ref: 'Transaction' }, { $ref: '#/components/schemas/Transaction' }],
      [Customer, customerRead.get.responses[200].content['application/json'].schema],
    ] as const) {
      const valueSchema = resolveRefs(documented, document) as JsonSchema;
      const [tagged, union] = [ours(schema), stock(schema)];
      fc.assert(
        fc.property(validValue(valueSchema), (value) => {
          expect(tagged(value)).toBe(union(value));
        }),
        { numRuns: 200 },
      );
    }
  });

  const outcome = (serialize: (value: unknown) => string, value: unknown) => {
    try {
      return { text: serialize(value) };
    } catch {
      return { refused: true };
    }
  };

  it('in a list are written item by item as the union list would write them, for any page of customers or transactions', () => {
    const customerRead = document.paths['/2025-10-13/customers/{customerId}'] as {
      get: { responses: { 200: { content: { 'application/json': { schema: unknown } } } } };
    };
    // Pages of the same items the single values above are drawn from.
    const pageOf = (items: unknown) => ({
      type: 'object',
      required: ['data', 'hasMore', 'totalCount'],
      properties: {
        data: { type: 'array', items, maxItems: 4 },
        hasMore: { type: 'boolean' },
        nextCursor: { type: 'string' },
        totalCount: { type: 'integer', minimum: 0 },
      },
    });
    for (const [schema, items] of [
      [ListOf(Type.Ref('Transaction')), { $ref: '#/components/schemas/Transaction' }],
      [ListOf(Customer), customerRead.get.responses[200].content['application/json'].schema],
    ] as const) {
      // Known as a list of a tagged union, so written by the items' branches.
      expect(taggedList(schema, components)?.union.branches.size).toBeGreaterThan(1);
      const valueSchema = resolveRefs(pageOf(items), document) as JsonSchema;
      const [tagged, union] = [ours(schema), stock(schema)];
      fc.assert(
        fc.property(validValue(valueSchema), (value) => {
          // The same text, or both refuse (a generated item can fit the document's schema and
          // not the service's, whose nested unions then refuse it: the messages differ).
          expect(outcome(tagged, value)).toEqual(outcome(union, value));
        }),
        { numRuns: 100 },
      );
    }
    // Not a list of a tagged union: a list of one shape, or a page with more said of it.
    expect(taggedList(ListOf(Type.Ref('OutgoingTransaction')), components)).toBeUndefined();
    expect(
      taggedList(
        Type.Object({ data: Type.Array(Customer, { maxItems: 3 }), hasMore: Type.Boolean() }),
        components,
      ),
    ).toBeUndefined();
  });

  it('leave a page with an item whose tag names no branch to the whole list, which refuses it', () => {
    const serialize = ours(ListOf(Type.Ref('Transaction')));
    expect(() =>
      serialize({ data: [{ type: 'SIDEWAYS', id: 'Transaction:1' }], hasMore: false, totalCount: 1 }),
    ).toThrow(/does not match/);
  });

  it('leave a value whose tag names no branch to the union, which refuses it', () => {
    const serialize = ours({ $ref: 'Transaction' });
    expect(() => serialize({ type: 'SIDEWAYS', id: 'Transaction:1' })).toThrow(/does not match/);
  });
});
