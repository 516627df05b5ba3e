import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { composeModules } from '../../src/modules/index.js';
import type { ApiResponse, PlatformClient, TestService } from './service.js';

export interface ProviderAccountView {
  id: string;
  provider: string;
  providerAccountId: string;
  providerEnvironment: string;
  status: string;
  lastVerifiedAt?: string;
}

export interface StablecoinView {
  id: string;
  name: string;
  symbol: string;
  baseCurrency: string;
  currency?: string;
  decimals: number;
  issuanceStatus: string;
  serviceOperationsStatus: string;
  stablecoinProviderAccountId: string;
  providerTokenIdentifier: string;
  networkTokenIdentifier: string;
  totalSupply: string;
}

export interface OperationView {
  id: string;
  stablecoinId: string;
  operationType: string;
  status: string;
  amount: string;
  source?: Record<string, string>;
  destination?: Record<string, string>;
  fundingInstructions?: Record<string, string>;
  estimatedDelivery?: Record<string, string>;
  expiresAt?: string;
  providerStatus?: string;
  failureReason?: string;
  description?: string;
  /** Of an error answer. */
  code?: string;
}

/** A fresh Idempotency-Key header (every stablecoin POST requires one). */
export const key = (): Record<string, string> => ({ 'idempotency-key': randomUUID() });

export function post<T = Record<string, unknown>>(
  client: PlatformClient,
  path: string,
  body: unknown,
  headers: Record<string, string> = key(),
): Promise<ApiResponse<T>> {
  return client.request<T>('POST', path, { body, headers });
}

/** Links a provider account with credentials whose apiClientId ends as given (a magic value). */
export async function linkAccount(client: PlatformClient, suffix = '100'): Promise<ProviderAccountView> {
  const r = await post<ProviderAccountView>(client, '/stablecoin-provider-accounts', {
    provider: 'BRALE',
    apiClientId: `client-${randomUUID().slice(0, 8)}-${suffix}`,
    apiClientSecret: `secret-${randomUUID()}`,
  });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

/** Registers a token whose providerTokenIdentifier ends as given (a magic value). */
export async function registerCoin(
  client: PlatformClient,
  extra: Record<string, unknown> = {},
  suffix = '100',
): Promise<StablecoinView> {
  const r = await post<StablecoinView>(client, '/stablecoins', {
    providerTokenIdentifier: `tok_${randomUUID().slice(0, 8)}_${suffix}`,
    networkTokenIdentifier: `btkn1${randomUUID().replace(/-/g, '')}`,
    network: 'SPARK',
    ...extra,
  });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

/**
 * Runs, at once and whatever their time, the queued stablecoin jobs whose payload names
 * `uuid` (what the provider and the service's approval would do over the next seconds),
 * until none is left. For worlds whose clock does not move.
 */
export async function runStablecoinJobsNow(service: TestService, uuid: string): Promise<void> {
  const handlers = composeModules().jobs;
  for (let round = 0; round < 20; round++) {
    const jobs = await service.ctx.db
      .selectFrom('jobs')
      .select(['id', 'kind', 'payload'])
      .where('kind', 'like', 'stablecoins.%')
      .where('state', '=', 'QUEUED')
      .execute();
    const mine = jobs.filter((job) => JSON.stringify(job.payload).includes(uuid));
    if (mine.length === 0) return;
    for (const job of mine) {
      await service.ctx.db.updateTable('jobs').set({ state: 'DONE' }).where('id', '=', job.id).execute();
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      await handler(service.ctx, job.payload, { number: 1, last: false });
    }
  }
  throw new Error('stablecoin jobs did not settle');
}

/** A linked account and a registered stablecoin made PROVISIONED and ENABLED at once. */
export async function enabledCoinNow(
  service: TestService,
  client: PlatformClient,
): Promise<{ account: ProviderAccountView; coin: StablecoinView }> {
  const account = await linkAccount(client);
  const registered = await registerCoin(client, { stablecoinProviderAccountId: account.id });
  await runStablecoinJobsNow(service, registered.id.slice(registered.id.indexOf(':') + 1));
  const coin = await client.request<StablecoinView>('GET', `/stablecoins/${registered.id}`);
  expect(coin.body.serviceOperationsStatus).toBe('ENABLED');
  return { account, coin: coin.body };
}
