import { randomBytes } from 'node:crypto';
import { uploadDocument } from './documents.js';
import { business, individual, owner } from './fixtures.js';
import { SoftAuthenticator } from './passkey-authenticator.js';
import type { Operation } from './oas-operations.js';
import { customerWithAccounts, fund, usBankAccount } from './payments.js';
import { enabledCoinNow, post } from './stablecoins.js';
import type { ValueHints } from './schema-arbitraries.js';
import type { ApiResponse, PlatformClient, TestService } from './service.js';
import {
  type ClientKey,
  encryptOtp,
  newClientKey,
  readBundle,
  stamp,
} from '../../packages/client/src/index.js';
import { evmWallet } from './wallets.js';

/**
 * One of every resource the API serves, created for one platform through the API, and the
 * real values each name (path parameter, body field, query filter) can take. The tests driven
 * by the OpenAPI document (the fuzzer, the tenant-isolation matrix) address operations through
 * it; a path parameter name it lacks fails the test (`pathCandidates`), so a new endpoint
 * cannot go unexercised.
 */
export interface PlatformWorld {
  client: PlatformClient;
  /** Name -> this platform's real values for it. */
  values: ReadonlyMap<string, readonly string[]>;
  /**
   * Strings that identify this platform's data (the uuid of every typed id, every other value
   * it holds: UMA addresses, invitation code, link token..., and its client id): none may
   * appear in another platform's answers.
   */
  fingerprints: readonly string[];
  /** The access token of the platform's agent (for the operations agents call). */
  agentToken: string;
  /**
   * The token of an agent of another customer of the same platform (the business), with every
   * permission: none of the world's addressed resources are its customer's.
   */
  neighbourAgentToken: string;
}

/** Two platforms of one service, each with one of every resource. */
export interface TwoPlatformWorld {
  a: PlatformWorld;
  b: PlatformWorld;
}

async function created(response: Promise<ApiResponse>, status = 201): Promise<Record<string, unknown>> {
  const r = await response;
  if (r.status !== status)
    throw new Error(`building the world: expected ${status}, got ${r.status}: ${r.text}`);
  return r.body;
}

const idOf = (body: Record<string, unknown>, field = 'id'): string => {
  const value = body[field];
  if (typeof value !== 'string')
    throw new Error(`building the world: no ${field} in ${JSON.stringify(body)}`);
  return value;
};

const CSV_HEADER =
  'umaAddress,platformCustomerId,customerType,fullName,birthDate,email,businessLegalName,' +
  'businessRegistrationNumber,businessTaxId,addressLine1,addressLine2,city,state,postalCode,country,' +
  'platformAccountId,description';

const usAccountInfo = {
  accountType: 'USD_ACCOUNT',
  accountNumber: '987654321',
  routingNumber: '021000021',
  bankName: 'JPMorgan Chase',
  bankAccountType: 'CHECKING',
  beneficiary: {
    beneficiaryType: 'BUSINESS',
    legalName: 'Platform Treasury Inc',
    address: { line1: '1 Main St', city: 'Springfield', postalCode: '62701', country: 'US' },
  },
};

export async function buildWorld(client: PlatformClient, service: TestService): Promise<PlatformWorld> {
  const run = randomBytes(4).toString('hex');
  const token = await created(
    client.request('POST', '/tokens', { body: { name: `world-${run}`, permissions: ['VIEW'] } }),
  );
  // Two individuals (a payer and a payee), a business with an owner.
  const payer = await customerWithAccounts(client, { platformCustomerId: `payer-${run}` });
  // The payee is in the EU: its self-custody wallets need an ownership proof (Travel Rule).
  const payee = await customerWithAccounts(client, { platformCustomerId: `payee-${run}`, region: 'DE' });
  const company = await created(
    client.request('POST', '/customers', { body: business({ platformCustomerId: `biz-${run}` }) }),
  );
  const companyId = idOf(company);
  const beneficialOwner = await created(
    client.request('POST', '/beneficial-owners', { body: owner(companyId) }),
  );
  const document = await created(
    uploadDocument(client, { documentHolder: payer.customerId, documentType: 'PASSPORT', country: 'US' }),
  );
  const verification = await created(
    client.request('POST', '/verifications', { body: { customerId: companyId } }),
    200,
  );
  await created(client.request('POST', `/customers/${payer.customerId}/kyc-link`, { body: {} }));

  // Accounts: the payer's internal ones, the platform's (opened on first read), a bank
  // account and a wallet with an outstanding ownership challenge, a platform bank account.
  const usd = payer.accounts.USD;
  if (usd === undefined) throw new Error('building the world: the payer has no USD account');
  const platformAccounts = await created(client.request('GET', '/platform/internal-accounts'), 200);
  const platformInternal = (Array.isArray(platformAccounts.data) ? platformAccounts.data : [])
    .map((a: unknown) => (typeof a === 'object' && a !== null && 'id' in a ? String(a.id) : ''))
    .filter((id) => id !== '')
    .slice(0, 1);
  const bank = await usBankAccount(client, payer.customerId, '321');
  const wallet = await created(
    client.request('POST', '/customers/external-accounts', {
      body: {
        customerId: payee.customerId,
        currency: 'USDC',
        ownershipType: 'FIRST_PARTY',
        accountInfo: { accountType: 'ETHEREUM_WALLET', address: evmWallet().address },
      },
    }),
  );
  const walletId = idOf(wallet);
  await created(
    client.request('POST', `/customers/external-accounts/${walletId}/challenge`, {
      body: { method: 'WALLET_SIGNATURE' },
    }),
  );
  const platformBank = await created(
    client.request('POST', '/platform/external-accounts', {
      body: { currency: 'USD', accountInfo: usAccountInfo },
    }),
  );

  // Money: a paid quote (its transaction), an open quote, a transfer-out.
  await fund(client, usd, 100_000);
  const quoteBody = {
    source: { sourceType: 'ACCOUNT', accountId: usd },
    destination: { destinationType: 'ACCOUNT', accountId: bank },
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: 1_000,
  };
  const paid = await created(
    client.request('POST', '/quotes', { body: { ...quoteBody, immediatelyExecute: true } }),
  );
  const open = await created(client.request('POST', '/quotes', { body: quoteBody }));
  const transfer = await created(
    client.request('POST', '/transfer-out', {
      body: { source: { accountId: usd }, destination: { accountId: bank }, amount: 500 },
    }),
  );

  const lookup = await created(
    client.request('GET', `/receiver/uma/${encodeURIComponent(payee.umaAddress)}`),
    200,
  );
  const invitation = await created(
    client.request('POST', '/invitations', { body: { inviterUma: payer.umaAddress } }),
  );
  const bulk = await uploadCsv(client, run, payer.umaAddress);
  // A Plaid link token waiting for its callback (the sandbox's bank-linking flow).
  const plaidLink = await created(
    client.request('POST', '/plaid/link-tokens', { body: { customerId: payer.customerId } }),
    200,
  );
  // The payer's embedded wallet with an EMAIL_OTP credential and a session it opened.
  const { walletAccount, credentialId, sessionId, key } = await walletWithSession(client, payer.wallet);
  // A card the wallet funds, and a delegated key for the pair.
  const { cardId, delegatedKeyId } = await cardWithDelegatedKey(client, payer.customerId, walletAccount, key);
  // An agent of the payer, with its (unredeemed) device code.
  const agent = await created(
    client.request('POST', '/agents', {
      body: {
        name: `World agent ${run}`,
        customerId: payer.customerId,
        policy: {
          permissions: [
            'VIEW_TRANSACTIONS',
            'MANAGE_EXTERNAL_ACCOUNTS',
            'CREATE_QUOTES',
            'EXECUTE_QUOTES',
            'CREATE_TRANSFERS',
          ],
          defaultExecutionMode: 'APPROVAL_REQUIRED',
          spendingLimits: { currency: 'USD', perTransactionLimit: 1000 },
        },
      },
    }),
  );
  const agentId = String((agent.agent as { id: string }).id);
  // Connected with its first code; a second, unredeemed one is the world's code.
  const redeemed = await created(
    client.request(
      'POST',
      `/agents/device-codes/${String((agent.deviceCode as { code: string }).code)}/redeem`,
      {
        auth: null,
      },
    ),
    200,
  );
  const agentToken = String(redeemed.accessToken);
  const deviceCode = String((await created(client.request('POST', `/agents/${agentId}/device-codes`))).code);
  const neighbour = await created(
    client.request('POST', '/agents', {
      body: {
        name: `World neighbour ${run}`,
        customerId: companyId,
        policy: {
          permissions: [
            'VIEW_TRANSACTIONS',
            'MANAGE_EXTERNAL_ACCOUNTS',
            'CREATE_QUOTES',
            'EXECUTE_QUOTES',
            'CREATE_TRANSFERS',
          ],
          defaultExecutionMode: 'AUTO',
          spendingLimits: { currency: 'USD', perTransactionLimit: 1_000_000 },
        },
      },
    }),
  );
  const neighbourAgentToken = String(
    (
      await created(
        client.request(
          'POST',
          `/agents/device-codes/${String((neighbour.deviceCode as { code: string }).code)}/redeem`,
          { auth: null },
        ),
        200,
      )
    ).accessToken,
  );
  // The agent's own quote, executed into an action waiting for the platform's approval.
  const asAgent = { auth: null, headers: { authorization: `Bearer ${agentToken}` } };
  const agentQuote = await created(
    client.request('POST', '/agents/me/quotes', { ...asAgent, body: quoteBody }),
  );
  const action = await created(
    client.request('POST', `/agents/me/quotes/${idOf(agentQuote)}/execute`, asAgent),
    200,
  );
  // A customer in an SCA region with a passkey enrolled (the service's default origin).
  const euCustomer = idOf(
    await created(
      client.request('POST', '/customers', {
        body: individual({ platformCustomerId: `eu-${run}`, region: 'DE' }),
      }),
    ),
  );
  const scaQuery = `?customerId=${encodeURIComponent(euCustomer)}`;
  const enrollment = await created(
    client.request('POST', `/sca/factors${scaQuery}`, { body: { type: 'PASSKEY' } }),
    200,
  );
  const passkey = new SoftAuthenticator('http://localhost:3000', 'localhost');
  const registration = passkey.register(
    Buffer.from(String((enrollment.options as { challenge: string }).challenge), 'base64url').toString(
      'utf8',
    ),
  );
  const enrolled = await created(
    client.request('POST', `/sca/factors/confirm${scaQuery}`, {
      body: {
        type: 'PASSKEY',
        origin: 'http://localhost:3000',
        credential: {
          id: registration.credentialId,
          response: {
            clientDataJSON: registration.clientDataJson,
            attestationObject: registration.attestationObject,
          },
        },
      },
    }),
    200,
  );
  const scaCredentialId = String((enrolled.factor as { credentialId: string }).credentialId);
  const reset = await created(
    client.request('POST', `/sca/factors/reset${scaQuery}`, { body: { factor: 'SMS_OTP' } }),
  );
  // A payment of the EU customer awaiting its authorization (an SCA challenge).
  const payeeUsd = payee.accounts.USD;
  if (payeeUsd === undefined) throw new Error('building the world: the payee has no USD account');
  const awaitingAuthorization = await created(
    client.request('POST', '/quotes', {
      body: {
        source: { sourceType: 'REALTIME_FUNDING', currency: 'USD', customerId: euCustomer },
        destination: { destinationType: 'ACCOUNT', accountId: payeeUsd },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 1000,
      },
    }),
    202,
  );
  // A stablecoin: a linked provider account, a registered token (enabled at once: the provider's
  // steps run now), and a mint from the payer's dollars into its USDB account, left CREATED.
  const { account: providerAccount, coin } = await enabledCoinNow(service, client);
  const usdb = payer.accounts.USDB;
  if (usdb === undefined) throw new Error('building the world: the payer has no USDB account');
  const mint = await created(
    post(client, `/stablecoins/${coin.id}/mints`, {
      amount: '1000000',
      fundingSource: { type: 'SERVICE_INTERNAL_ACCOUNT', accountId: usd },
      destination: { accountId: usdb },
    }),
  );
  const events = await created(client.request('GET', '/webhooks/events?limit=1'), 200);
  const event = Array.isArray(events.data) ? (events.data[0] as unknown) : undefined;
  if (typeof event !== 'object' || event === null || !('id' in event)) {
    throw new Error('building the world: no webhook event was recorded');
  }

  const customers = [payer.customerId, payee.customerId, companyId, euCustomer];
  const internal = [usd, ...Object.values(payee.accounts).slice(0, 1), ...platformInternal, walletAccount];
  const external = [bank, walletId, idOf(platformBank)];
  const umaAddresses = [payer.umaAddress, payee.umaAddress];
  const named: Record<string, string[]> = {
    tokenId: [idOf(token)],
    customerId: customers,
    beneficialOwnerId: [idOf(beneficialOwner)],
    jobId: [idOf(bulk, 'jobId')],
    documentId: [idOf(document)],
    verificationId: [idOf(verification)],
    // Internal accounts (funding) and external ones (receiver lookups) share this name.
    accountId: [...internal, ...external],
    externalAccountId: external,
    receiverUmaAddress: [payee.umaAddress],
    invitationCode: [idOf(invitation, 'code')],
    quoteId: [idOf(open), idOf(paid), idOf(agentQuote), idOf(awaitingAuthorization)],
    actionId: [idOf(action)],
    transactionId: [idOf(paid, 'transactionId'), idOf(transfer)],
    eventId: [String(event.id)],
    plaid_link_token: [idOf(plaidLink, 'linkToken')],
    // The embedded-wallet and card routes name every id `id`: credential, session, wallet
    // account, delegated key, card.
    id: [credentialId, sessionId, walletAccount, delegatedKeyId, cardId],
    cardholderId: [payer.customerId],
    agentId: [agentId],
    credentialId: [scaCredentialId],
    resetId: [idOf(reset, 'resetId')],
    code: [deviceCode],
    // Scenarios are named, not owned by a platform.
    name: ['demo'],
    cardId: [cardId],
    stablecoinProviderAccountId: [providerAccount.id],
    stablecoinId: [coin.id],
    stablecoinOperationId: [idOf(mint)],
    // Names of body fields and query filters.
    documentHolder: [payer.customerId, idOf(beneficialOwner)],
    lookupId: [idOf(lookup, 'lookupId')],
    umaAddress: umaAddresses,
    inviterUma: [payer.umaAddress],
    inviteeUma: [payee.umaAddress],
    senderUmaAddress: [payer.umaAddress],
    platformCustomerId: [`payer-${run}`, `payee-${run}`, `biz-${run}`],
  };
  // Values every platform shares (a scenario's name) are nobody's fingerprint.
  const shared = new Set(named.name);
  const values = [...new Set(Object.values(named).flat())].filter((v) => !shared.has(v));
  const typedIds = values.filter((v) => TYPED_ID.test(v));
  named.resourceId = typedIds;
  return {
    client,
    agentToken,
    neighbourAgentToken,
    values: new Map(Object.entries(named)),
    fingerprints: [
      ...new Set([
        ...typedIds.map((id) => id.slice(id.indexOf(':') + 1)),
        ...values.filter((v) => !TYPED_ID.test(v)),
        client.clientId,
      ]),
    ],
  };
}

/** Registers an EMAIL_OTP credential on `wallet` and verifies it (a session), as a wallet client does. */
async function walletWithSession(
  client: PlatformClient,
  wallet: string | undefined,
): Promise<{ walletAccount: string; credentialId: string; sessionId: string; key: ClientKey }> {
  if (wallet === undefined) throw new Error('building the world: the payer has no embedded wallet');
  const credential = await created(
    client.request('POST', '/auth/credentials', { body: { type: 'EMAIL_OTP', accountId: wallet } }),
  );
  const target = readBundle(String(credential.otpEncryptionTargetBundle)).targetPublic as string;
  const key = newClientKey();
  const path = `/auth/credentials/${idOf(credential)}/verify`;
  const body = { type: 'EMAIL_OTP', encryptedOtpBundle: await encryptOtp(target, '000000', key.compressed) };
  const challenge = await created(client.request('POST', path, { body }), 202);
  const session = await created(
    client.request('POST', path, {
      body,
      headers: {
        'Service-Wallet-Signature': stamp(key, String(challenge.payloadToSign)),
        'Request-Id': String(challenge.requestId),
      },
    }),
    200,
  );
  return { walletAccount: wallet, credentialId: idOf(credential), sessionId: idOf(session), key };
}

/** A card of the wallet's owner funded by the wallet, and a delegated key for it (two legs: PENDING). */
async function cardWithDelegatedKey(
  client: PlatformClient,
  cardholderId: string,
  wallet: string,
  key: ClientKey,
): Promise<{ cardId: string; delegatedKeyId: string }> {
  const card = await created(
    client.request('POST', '/cards', { body: { cardholderId, form: 'VIRTUAL', fundingSources: [wallet] } }),
  );
  const body = { cardId: idOf(card), internalAccountId: wallet, nickname: 'World signer' };
  const first = await created(client.request('POST', '/auth/delegated-keys', { body }), 202);
  await created(
    client.request('POST', '/auth/delegated-keys', {
      body,
      headers: {
        'Service-Wallet-Signature': stamp(key, String(first.payloadToSign)),
        'Request-Id': String(first.requestId),
      },
    }),
    202,
  );
  const keys = await created(client.request('GET', `/auth/delegated-keys?accountId=${wallet}`), 200);
  const pending = (keys.data as { id: string }[])[0];
  if (!pending) throw new Error('building the world: no delegated key');
  return { cardId: idOf(card), delegatedKeyId: pending.id };
}

/**
 * The world of the tests that set one platform against another: platforms A and B of
 * `service`, each with one of every resource (built side by side: they share nothing).
 */
export async function buildTwoPlatforms(service: TestService): Promise<TwoPlatformWorld> {
  const [a, b] = await Promise.all(
    ['Platform A', 'Platform B'].map(async (name) => buildWorld(await service.newPlatform(name), service)),
  );
  return { a: a as PlatformWorld, b: b as PlatformWorld };
}

/** `Type:<uuid>`, the shape of every resource id (spec 2.1). */
const TYPED_ID = /^[A-Za-z]+:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function uploadCsv(client: PlatformClient, run: string, someAddress: string) {
  const domain = someAddress.slice(someAddress.indexOf('@') + 1);
  const row = `$bulk-${run}@${domain},bulk-${run},INDIVIDUAL,Ada Lovelace,1990-12-10,b-${run}@example.test,,,,1 Main St,,Springfield,IL,62701,US,,`;
  const form = new FormData();
  form.append('file', new Blob([`${CSV_HEADER}\n${row}\n`], { type: 'text/csv' }), 'customers.csv');
  return created(client.request('POST', '/customers/bulk/csv', { form }), 202);
}

/** Field and parameter hints for the schema arbitraries: the world's values by name. */
export function hintsOf(world: PlatformWorld): ValueHints {
  return (name) => world.values.get(name) ?? [];
}

/**
 * The world's values for path parameter `name` of `operation`. Where a name covers several
 * kinds of resource (`accountId`), the ones whose type the path names come first.
 * Throws for a name the world does not provide.
 */
export function pathCandidates(world: PlatformWorld, operation: Operation, name: string): readonly string[] {
  const values = world.values.get(name);
  if (values === undefined || values.length === 0) {
    throw new Error(
      `${operation.key}: no value for path parameter {${name}}. Add a resource that provides it to ` +
        'buildWorld in test/helpers/platform-world.ts.',
    );
  }
  const segment = operation.route.split(`/{${name}}`)[0]?.split('/').pop() ?? '';
  const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
  const named = values.filter(
    (v) => v.includes(':') && squash(segment).includes(squash(v.slice(0, v.indexOf(':')))),
  );
  return named.length > 0 ? [...named, ...values.filter((v) => !named.includes(v))] : values;
}
