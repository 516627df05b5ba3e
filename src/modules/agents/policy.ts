import { ApiError } from '../../errors.js';
import { convert } from '../../money/pricing.js';
import { estimatedRate } from '../../sandbox/fx.js';
import type { FxSource } from '../../sandbox/index.js';
import type { AgentPolicy } from './schemas.js';

/**
 * What an agent's policy says about one payment (spec 2.8, 4.13): whether its limits allow it,
 * and whether it runs at once or waits for the platform. Pure: the caller reads the usage
 * under the agent's lock, so two payments cannot both fit under a limit only one fits under.
 */

export interface Usage {
  dailySpend: bigint;
  dailyTransactionCount: number;
  monthlySpend: bigint;
}

/** A payment as the policy sees it: its amount, and the customer's account it leaves from. */
export interface Spend {
  amount: bigint;
  currency: string;
  sourceAccountId?: string | undefined;
}

/**
 * `amount` of `from` in `to` at the mid-market rate, rounded up: a limit stated in one currency
 * holds for payments in any other.
 */
export function amountIn(fx: FxSource, amount: bigint, from: string, to: string): bigint {
  if (from === to) return amount;
  return convert(amount, from, to, estimatedRate(fx, from, to), 'up');
}

const ruleFor = (policy: AgentPolicy, accountId: string | undefined) =>
  accountId === undefined
    ? undefined
    : policy.accountRestrictions?.accountRules?.find((rule) => rule.accountId === accountId);

const overLimit = (limit: string, message: string, details: Record<string, unknown>) =>
  new ApiError(403, 'VELOCITY_LIMIT_EXCEEDED', message, { limit, ...details });

/**
 * Throws 403 VELOCITY_LIMIT_EXCEEDED, naming the limit, when the payment (`spent`, already in
 * the limits' currency) does not fit: the per-payment limits of the policy and of the source
 * account's rule, and what is left of the day's and the month's.
 */
export function checkSpendingLimits(policy: AgentPolicy, usage: Usage, spend: Spend, spent: bigint): void {
  const limits = policy.spendingLimits;
  const currency = limits.currency;
  const fits = (limit: number | null | undefined, total: bigint) =>
    limit === undefined || limit === null || total <= BigInt(limit);
  if (!fits(limits.perTransactionLimit, spent)) {
    throw overLimit(
      'perTransactionLimit',
      `The payment (${spent} ${currency}) is above the agent's limit per payment (${limits.perTransactionLimit} ${currency})`,
      { amount: Number(spent), currency, perTransactionLimit: limits.perTransactionLimit },
    );
  }
  const rule = ruleFor(policy, spend.sourceAccountId);
  if (rule && !fits(rule.perTransactionLimit, spent)) {
    throw overLimit(
      'accountRules.perTransactionLimit',
      `The payment (${spent} ${currency}) is above the limit per payment of account ${rule.accountId} (${rule.perTransactionLimit} ${currency})`,
      { amount: Number(spent), currency, accountId: rule.accountId },
    );
  }
  if (!fits(limits.dailyLimit, usage.dailySpend + spent)) {
    throw overLimit(
      'dailyLimit',
      `The payment would take today's spend to ${usage.dailySpend + spent} ${currency}, above the daily limit (${limits.dailyLimit})`,
      {
        amount: Number(spent),
        currency,
        dailySpend: Number(usage.dailySpend),
        dailyLimit: limits.dailyLimit,
      },
    );
  }
  if (!fits(limits.monthlyLimit, usage.monthlySpend + spent)) {
    throw overLimit(
      'monthlyLimit',
      `The payment would take this month's spend to ${usage.monthlySpend + spent} ${currency}, above the monthly limit (${limits.monthlyLimit})`,
      {
        amount: Number(spent),
        currency,
        monthlySpend: Number(usage.monthlySpend),
        monthlyLimit: limits.monthlyLimit,
      },
    );
  }
  if (
    limits.dailyTransactionLimit !== undefined &&
    usage.dailyTransactionCount + 1 > limits.dailyTransactionLimit
  ) {
    throw overLimit(
      'dailyTransactionLimit',
      `The agent made ${usage.dailyTransactionCount} payments today, its daily limit`,
      {
        dailyTransactionCount: usage.dailyTransactionCount,
        dailyTransactionLimit: limits.dailyTransactionLimit,
      },
    );
  }
}

/**
 * Whether the payment waits for the platform: the policy's default mode, the source account's
 * rule, or an amount above the approval threshold (stated in its own currency, else the
 * limits' currency).
 */
export function needsApproval(fx: FxSource, policy: AgentPolicy, spend: Spend): boolean {
  if (policy.defaultExecutionMode === 'APPROVAL_REQUIRED') return true;
  if (ruleFor(policy, spend.sourceAccountId)?.executionMode === 'APPROVAL_REQUIRED') return true;
  const threshold = policy.approvalThresholds;
  if (threshold?.amount === undefined || threshold.amount === null) return false;
  const currency = threshold.currency ?? policy.spendingLimits.currency;
  return amountIn(fx, spend.amount, spend.currency, currency) > BigInt(threshold.amount);
}
