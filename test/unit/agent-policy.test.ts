import { describe, expect, it } from 'vitest';
import { amountIn, checkSpendingLimits, needsApproval } from '../../src/modules/agents/policy.js';
import type { AgentPolicy } from '../../src/modules/agents/schemas.js';
import { FIXED_RATES } from '../../src/sandbox/fx.js';

/** The policy's pure rules (spec 2.8, 4.13): approval and spending limits. */
const base: AgentPolicy = {
  permissions: ['EXECUTE_QUOTES'],
  defaultExecutionMode: 'AUTO',
  spendingLimits: { currency: 'USD', perTransactionLimit: 10_000, dailyLimit: 20_000, monthlyLimit: null },
};
const idle = { dailySpend: 0n, dailyTransactionCount: 0, monthlySpend: 0n };
const codeOf = (run: () => void) => {
  try {
    run();
    return undefined;
  } catch (err) {
    return (err as { details?: { limit?: string } }).details?.limit;
  }
};

describe('agent policy', () => {
  it('converts at the mid-market rate, rounding up, and leaves the same currency alone', () => {
    expect(amountIn(FIXED_RATES, 1_234n, 'USD', 'USD')).toBe(1_234n);
    const eur = amountIn(FIXED_RATES, 10_000n, 'USD', 'EUR');
    expect(eur).toBeGreaterThan(0n);
    // Round trip never comes out lower: limits are never undercounted.
    expect(amountIn(FIXED_RATES, eur, 'EUR', 'USD')).toBeGreaterThanOrEqual(10_000n);
  });

  it('holds by default mode, by the source account rule, and above the threshold only', () => {
    const spend = { amount: 5_000n, currency: 'USD', sourceAccountId: 'InternalAccount:a' };
    expect(needsApproval(FIXED_RATES, base, spend)).toBe(false);
    expect(needsApproval(FIXED_RATES, { ...base, defaultExecutionMode: 'APPROVAL_REQUIRED' }, spend)).toBe(
      true,
    );
    const ruled: AgentPolicy = {
      ...base,
      accountRestrictions: {
        accountRules: [{ accountId: 'InternalAccount:a', executionMode: 'APPROVAL_REQUIRED' }],
      },
    };
    expect(needsApproval(FIXED_RATES, ruled, spend)).toBe(true);
    expect(needsApproval(FIXED_RATES, ruled, { ...spend, sourceAccountId: 'InternalAccount:b' })).toBe(false);
    const threshold = (amount: number | null) => ({ ...base, approvalThresholds: { amount } });
    expect(needsApproval(FIXED_RATES, threshold(5_000), spend)).toBe(false);
    expect(needsApproval(FIXED_RATES, threshold(4_999), spend)).toBe(true);
    expect(needsApproval(FIXED_RATES, threshold(null), spend)).toBe(false);
  });

  it('names the limit a payment breaks, the account rule included', () => {
    const spend = { amount: 0n, currency: 'USD', sourceAccountId: 'InternalAccount:a' };
    expect(codeOf(() => checkSpendingLimits(base, idle, spend, 10_000n))).toBeUndefined();
    expect(codeOf(() => checkSpendingLimits(base, idle, spend, 10_001n))).toBe('perTransactionLimit');
    const ruled: AgentPolicy = {
      ...base,
      accountRestrictions: { accountRules: [{ accountId: 'InternalAccount:a', perTransactionLimit: 100 }] },
    };
    expect(codeOf(() => checkSpendingLimits(ruled, idle, spend, 101n))).toBe(
      'accountRules.perTransactionLimit',
    );
    expect(codeOf(() => checkSpendingLimits(base, { ...idle, dailySpend: 15_000n }, spend, 5_001n))).toBe(
      'dailyLimit',
    );
    const counted = { ...base, spendingLimits: { ...base.spendingLimits, dailyTransactionLimit: 2 } };
    expect(codeOf(() => checkSpendingLimits(counted, { ...idle, dailyTransactionCount: 2 }, spend, 1n))).toBe(
      'dailyTransactionLimit',
    );
    const monthly = { ...base, spendingLimits: { ...base.spendingLimits, monthlyLimit: 30_000 } };
    expect(codeOf(() => checkSpendingLimits(monthly, { ...idle, monthlySpend: 29_999n }, spend, 2n))).toBe(
      'monthlyLimit',
    );
  });
});
