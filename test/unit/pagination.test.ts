import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../src/db/pagination.js';
import { ApiError } from '../../src/errors.js';

describe('list cursors', () => {
  it('round-trips a position', () => {
    const position = {
      createdAt: new Date('2026-01-02T03:04:05.678Z'),
      id: '0b5e2f9e-2d1c-4f57-9a55-7f0d3c1a2b3c',
    };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it.each([
    'not base64 json',
    Buffer.from('{}').toString('base64url'),
    Buffer.from('["2026-01-01T00:00:00.000Z"]').toString('base64url'),
    Buffer.from('["yesterday","0b5e2f9e-2d1c-4f57-9a55-7f0d3c1a2b3c"]').toString('base64url'),
    Buffer.from('["2026-01-01T00:00:00.000Z","not-a-uuid"]').toString('base64url'),
  ])('rejects %s as INVALID_INPUT on the cursor field', (cursor) => {
    try {
      decodeCursor(cursor);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).status).toBe(400);
      expect((err as ApiError).code).toBe('INVALID_INPUT');
      expect((err as ApiError).details).toMatchObject({ errors: [{ field: 'cursor' }] });
    }
  });
});
