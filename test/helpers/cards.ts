import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { individual } from './fixtures.js';
import type { PlatformClient } from './service.js';
import { waitFor } from './wait.js';

export interface CardView {
  id: string;
  state: string;
  last4?: string;
  expMonth?: number;
  expYear?: number;
}

/** A new APPROVED customer's card funded by its wallet, once the issuer made it ACTIVE. */
export async function activeCardOf(client: PlatformClient, overrides: Record<string, unknown> = {}) {
  const customer = await client.request<{ id: string }>('POST', '/customers', {
    body: individual({ platformCustomerId: `r-${randomUUID()}`, ...overrides }),
  });
  const accounts = await client.request<{ data: { id: string; type: string }[] }>(
    'GET',
    `/customers/internal-accounts?customerId=${encodeURIComponent(customer.body.id)}&type=EMBEDDED_WALLET`,
  );
  const wallet = accounts.body.data[0]?.id as string;
  const issued = await client.request<CardView>('POST', '/cards', {
    body: { cardholderId: customer.body.id, form: 'VIRTUAL', fundingSources: [wallet] },
  });
  expect(issued.status, issued.text).toBe(201);
  return waitFor('the card to be ACTIVE', async () => {
    const card = await client.request<CardView>('GET', `/cards/${issued.body.id}`);
    return card.body.state === 'ACTIVE' ? card.body : undefined;
  });
}

/**
 * A new APPROVED customer's card funded by its USDB account (not the wallet, which decisioning
 * uses only with a delegated key), holding `funds`, once the issuer made it ACTIVE.
 */
export async function activeCardOn(client: PlatformClient, funds: number) {
  const customer = await client.request<{ id: string }>('POST', '/customers', {
    body: individual({ platformCustomerId: `f-${randomUUID()}` }),
  });
  expect(customer.status, customer.text).toBe(201);
  const accounts = await client.request<{ data: { id: string; type: string }[] }>(
    'GET',
    `/customers/internal-accounts?customerId=${encodeURIComponent(customer.body.id)}&currency=USDB`,
  );
  const accountId = accounts.body.data.find((a) => a.type !== 'EMBEDDED_WALLET')?.id as string;
  expect(accountId).toBeDefined();
  const funded = await client.request('POST', `/sandbox/internal-accounts/${accountId}/fund`, {
    body: { amount: funds },
  });
  expect(funded.status, funded.text).toBe(200);
  const issued = await client.request<CardView>('POST', '/cards', {
    body: { cardholderId: customer.body.id, form: 'VIRTUAL', fundingSources: [accountId] },
  });
  expect(issued.status, issued.text).toBe(201);
  await waitFor('the card to be ACTIVE', async () => {
    const card = await client.request<CardView>('GET', `/cards/${issued.body.id}`);
    return card.body.state === 'ACTIVE' ? card.body : undefined;
  });
  return {
    cardId: issued.body.id,
    customerId: customer.body.id,
    accountId,
    accountUuid: accountId.slice(accountId.indexOf(':') + 1),
  };
}
