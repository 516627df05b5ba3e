import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { uploadDocument } from '../documents.js';
import { business, individual, owner } from '../fixtures.js';
import { customerWithAccounts, fund, usBankAccount } from '../payments.js';
import type { PlatformClient } from '../service.js';

/**
 * One of every resource the API has, for one platform, and the value each path parameter
 * takes to address it. The tenant-isolation matrix and the fuzzer address operations through
 * `paramValue`; a parameter name it does not know fails the test, so a new endpoint cannot
 * go unexercised.
 */
export interface ResourceWorld {
  ids: Record<string, string>;
  /** Every id the world holds (to search other platforms' answers for them). */
  all: string[];
}

const BULK_HEADER =
  'umaAddress,platformCustomerId,customerType,fullName,birthDate,addressLine1,addressLine2,city,state,' +
  'postalCode,country,email,businessLegalName,businessRegistrationNumber,businessTaxId,platformAccountId,description';

async function ok(
  response: Promise<{ status: number; body: Record<string, unknown>; text: string }>,
  status = 201,
) {
  const r = await response;
  expect(r.status, r.text).toBe(status);
  return r.body;
}

export async function buildWorld(platform: PlatformClient): Promise<ResourceWorld> {
  const run = randomBytes(4).toString('hex');
  const token = await ok(
    platform.request('POST', '/tokens', { body: { name: `world-${run}`, permissions: ['VIEW'] } }),
  );
  const payer = await customerWithAccounts(
    platform,
    individual({ platformCustomerId: `world-payer-${run}`, email: `p-${run}@example.test` }),
  );
  const payee = await customerWithAccounts(
    platform,
    individual({ platformCustomerId: `world-payee-${run}`, email: `q-${run}@example.test` }),
  );
  const company = await ok(
    platform.request('POST', '/customers', { body: business({ platformCustomerId: `world-biz-${run}` }) }),
  );
  const beneficialOwner = await ok(
    platform.request('POST', '/beneficial-owners', { body: owner(String(company.id)) }),
  );
  const document = await ok(
    uploadDocument(platform, { documentHolder: payer.customerId, documentType: 'PASSPORT', country: 'US' }),
  );
  const verification = await ok(
    platform.request('POST', '/verifications', { body: { customerId: String(company.id) } }),
    200,
  );
  const usd = payer.accounts.USD as string;
  const bank = await usBankAccount(platform, payer.customerId, '321');
  await fund(platform, usd, 100_000);
  const quote = await ok(
    platform.request('POST', '/quotes', {
      body: {
        source: { sourceType: 'ACCOUNT', accountId: usd },
        destination: { destinationType: 'ACCOUNT', accountId: payee.accounts.USD },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 1_000,
        immediatelyExecute: true,
      },
    }),
  );
  const invitation = await ok(
    platform.request('POST', '/invitations', { body: { inviterUma: payer.umaAddress } }),
  );
  const form = new FormData();
  const umaDomain = payer.umaAddress.slice(payer.umaAddress.indexOf('@') + 1);
  const row = [
    `$bulk-${run}@${umaDomain}`,
    `world-bulk-${run}`,
    'INDIVIDUAL',
    'Ada Lovelace',
    '1990-12-10',
    '1 Main St',
    '',
    'Springfield',
    'IL',
    '62701',
    'US',
    `b-${run}@example.test`,
    '',
    '',
    '',
    '',
    '',
  ];
  form.append(
    'file',
    new Blob([`${BULK_HEADER}\n${row.join(',')}\n`], { type: 'text/csv' }),
    'customers.csv',
  );
  const bulk = await ok(platform.request('POST', '/customers/bulk/csv', { form }), 202);
  const plaidLink = await ok(
    platform.request('POST', '/plaid/link-tokens', { body: { customerId: payer.customerId } }),
    200,
  );
  const events = await ok(platform.request('GET', '/webhooks/events?limit=1'), 200);
  const event = (events.data as { id: string }[])[0];
  if (!event) throw new Error('the world has no webhook event');

  const ids: Record<string, string> = {
    tokenId: String(token.id),
    customerId: payer.customerId,
    beneficialOwnerId: String(beneficialOwner.id),
    jobId: String(bulk.jobId),
    documentId: String(document.id),
    verificationId: String(verification.id),
    accountId: usd,
    externalAccountId: bank,
    receiverUmaAddress: payee.umaAddress,
    invitationCode: String(invitation.code),
    quoteId: String(quote.id),
    transactionId: String(quote.transactionId),
    eventId: event.id,
    plaid_link_token: String(plaidLink.linkToken),
  };
  return { ids, all: Object.values(ids) };
}

/** The value of path parameter `name` of `path` in `world`; throws for an unknown name. */
export function paramValue(world: ResourceWorld, path: string, name: string): string {
  // The receiver lookup's {accountId} is an external account, the funding one's an internal one.
  if (name === 'accountId' && path.includes('/receiver/external-account/'))
    return world.ids.externalAccountId as string;
  const value = world.ids[name];
  if (value === undefined) {
    throw new Error(
      `No resource for path parameter {${name}} of ${path}: add one to test/helpers/isolation/world.ts`,
    );
  }
  return value;
}
