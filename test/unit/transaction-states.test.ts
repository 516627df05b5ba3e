import { describe, expect, it } from 'vitest';
import { PLANS } from '../../src/modules/payments/execution/rails.js';
import { InvariantError } from '../../src/assert.js';
import {
  assertMove,
  canMove,
  checkTransitionTable,
  TRANSITIONS,
} from '../../src/modules/payments/execution/state-machine.js';

describe('transaction state machine', () => {
  it('final statuses go nowhere', () => {
    for (const status of ['FAILED', 'REJECTED', 'REFUNDED', 'EXPIRED'] as const) {
      expect(TRANSITIONS[status]).toEqual([]);
    }
  });

  it('the table keeps its invariants, and a table that breaks one is refused', () => {
    expect(() => checkTransitionTable(TRANSITIONS)).not.toThrow();
    const broken = (change: Record<string, string[]>) => () =>
      checkTransitionTable({ ...TRANSITIONS, ...change });
    expect(broken({ FAILED: ['COMPLETED'] })).toThrow(InvariantError);
    expect(broken({ PENDING: ['PENDING'] })).toThrow(/itself/);
    expect(broken({ PROCESSING: ['SETTLED'] })).toThrow(/unknown SETTLED/);
    expect(broken({ CREATED: ['PENDING'], PENDING: ['COMPLETED'] })).toThrow(/cannot be reached/);
  });

  it('rejects illegal moves with 409 INVALID_STATE_TRANSITION', () => {
    expect(canMove('COMPLETED', 'PROCESSING')).toBe(false);
    expect(() => assertMove('Transaction:x', 'FAILED', 'COMPLETED')).toThrow(
      expect.objectContaining({ status: 409, code: 'INVALID_STATE_TRANSITION' }),
    );
    expect(() => assertMove('Transaction:x', 'PROCESSING', 'COMPLETED')).not.toThrow();
  });

  it('every sandbox script only makes legal moves', () => {
    for (const [scenario, plan] of Object.entries(PLANS)) {
      const first =
        plan.start === 'FAIL_EARLY'
          ? 'FAILED'
          : plan.start === 'HOLD'
            ? (plan.holdStatus ?? 'PROCESSING')
            : 'COMPLETED';
      expect(canMove('CREATED', first), scenario).toBe(true);
      if (plan.later) {
        const last = plan.later.outcome === 'COMPLETE' ? 'COMPLETED' : 'FAILED';
        expect(canMove(first, last), scenario).toBe(true);
      }
    }
  });
});
