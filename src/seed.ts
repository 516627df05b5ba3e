import type { ScenarioSummary } from './modules/scenarios/index.js';

/**
 * `payments-service seed --scenario NAME`: loads a ready demo data set into a platform of a
 * running service (local or a shared sandbox) with the platform's credentials, through
 * POST /sandbox/scenarios/{name}, and prints what the platform then holds.
 */
export class SeedError extends Error {}

export interface SeedOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  scenario: string;
}

export async function seed(options: SeedOptions): Promise<ScenarioSummary> {
  const url = `${options.baseUrl.replace(/\/$/, '')}/sandbox/scenarios/${encodeURIComponent(options.scenario)}`;
  const credentials = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { authorization: `Basic ${credentials}` } });
  } catch (err) {
    const cause = (err as { cause?: { message?: string } }).cause?.message ?? (err as Error).message;
    throw new SeedError(`cannot reach ${url}: ${cause}`);
  }
  const text = await response.text();
  if (response.status !== 200)
    throw new SeedError(`${url} answered ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as ScenarioSummary;
}

/** The summary as a person reads it. */
export function describeSummary(summary: ScenarioSummary): string {
  const lines = [
    summary.loaded
      ? `Loaded scenario ${summary.scenario}.`
      : `Scenario ${summary.scenario} was already loaded; nothing was created.`,
    '',
    'Customers:',
    ...summary.customers.map((c) => `  ${c.platformCustomerId.padEnd(18)} ${c.status.padEnd(12)} ${c.id}`),
    'Funded accounts:',
    ...summary.internalAccounts.map(
      (a) => `  ${a.currency.padEnd(5)} ${String(a.balance).padStart(10)}  ${a.id}`,
    ),
    'Bank accounts (beneficiary check):',
    ...summary.externalAccounts.map((a) => `  ${a.beneficiaryVerificationStatus.padEnd(24)} ${a.id}`),
    'Transactions:',
    ...summary.transactions.map((t) => `  ${t.type.padEnd(9)} ${t.status.padEnd(11)} ${t.id}`),
  ];
  return lines.join('\n');
}
