import { describe, expect, it } from 'vitest';
import { serializersCompiledOnFirstUse } from '../../src/http/serialization.js';
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
