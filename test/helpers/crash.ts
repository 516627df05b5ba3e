import { expect } from 'vitest';
import type { TestService } from './service.js';

/**
 * Puts an Idempotency-Key back in the state a crash between the business commit and the
 * stored answer leaves (what a SIGKILL at that moment leaves): IN_PROGRESS, no answer, held
 * by a process gone 120 s ago (past the 60 s abandonment). `keepResource: false` is a crash
 * before the commit: no resource bound either.
 */
export async function crashBeforeAnswer(
  service: TestService,
  key: string,
  keepResource = true,
): Promise<void> {
  const updated = await service.ctx.db
    .updateTable('idempotency_keys')
    .set({
      state: 'IN_PROGRESS',
      response_status: null,
      response_body: null,
      response_content_type: null,
      completed_at: null,
      locked_at: new Date(Date.now() - 120_000),
      ...(keepResource ? {} : { resource_id: null }),
    })
    .where('key', '=', key)
    .executeTakeFirst();
  expect(Number(updated.numUpdatedRows)).toBe(1);
}
