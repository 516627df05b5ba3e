import { describe, expect, it } from 'vitest';
import { responseProblems } from '../helpers/wire-contract.js';

// The checker every wire test relies on must itself catch what it claims to catch.
describe('wire contract checker', () => {
  const transfer = {
    id: 'Transaction:1',
    type: 'OUTGOING',
    status: 'COMPLETED',
    customerId: 'Customer:1',
    platformCustomerId: 'p-1',
    source: { sourceType: 'ACCOUNT', accountId: 'InternalAccount:1' },
    destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:1' },
    sentAmount: { amount: 100, currency: { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2 } },
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };

  it('reports a required field that is missing, in the variant the discriminator names', () => {
    const { customerId: _omitted, ...rest } = transfer;
    expect(responseProblems('POST /transfer-out', 201, rest)).toContain(
      '[OUTGOING].customerId: required by the contract, missing',
    );
  });

  it('reports enum values and types outside the contract', () => {
    const problems = responseProblems('POST /transfer-out', 201, {
      ...transfer,
      status: 'BOUNCED',
      customerId: 7,
    });
    expect(problems).toContain("[OUTGOING].status: BOUNCED is not one of the contract's values");
    expect(problems.some((p) => p.startsWith('[OUTGOING].customerId: expected string'))).toBe(true);
  });
});
