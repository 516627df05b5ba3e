import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { SANDBOX_UMA_DOMAIN } from '../../sandbox/index.js';
import { sampleBusiness, type ScenarioApi } from './scenario.js';

/**
 * The steps the trigger scripts (triggers.ts) are made of: API calls a platform would make,
 * each creating what it needs marked as triggered (the run's `mark`), with the sandbox's magic
 * values deciding the outcomes (docs/sandbox.md).
 */

export type Row = Record<string, unknown> & { id: string };

/** What a script has at hand: the API as the calling platform, and what it created so far. */
export interface TriggerRun {
  api: ScenarioApi;
  /** `triggered-<type>-<random>`: the mark of everything this run creates. */
  mark: string;
  /** Each resource created, by kind (`Customer`, `InternalAccount`, ...), in order. */
  created: { kind: string; id: string }[];
  /** Moves the platform's test clock to its next delayed outcome (docs/test-clock.md). */
  runNextOutcome(): Promise<boolean>;
}

export interface Recipe {
  /** What the script does, in a line (GET /sandbox/webhooks/trigger lists it). */
  how: string;
  /** Runs the script; answers the id of the resource the event is about. */
  run(run: TriggerRun): Promise<string>;
  /**
   * The event comes from an outcome the sandbox delays by 30 s or more: the trigger moves the
   * platform's test clock to it rather than wait (docs/test-clock.md). Shorter delays (a card's
   * provisioning, the issuer's answer, an export settling: 1-2 s) are waited for.
   */
  delayed?: true;
}

export const PERSON = {
  customerType: 'INDIVIDUAL',
  birthDate: '1990-12-10',
  nationality: 'US',
  taxIdType: 'SSN',
  taxIdentifier: '123-45-6789',
  phoneNumber: '+14155550100',
  address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
};

export const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');
export const digits = () => String(Math.floor(Math.random() * 1e6)).padStart(6, '0');

export async function create(run: TriggerRun, kind: string, path: string, body: unknown): Promise<Row> {
  const row = await run.api.call<Row>('POST', path, { body });
  run.created.push({ kind, id: row.id });
  return row;
}

/** An individual whose KYC the sandbox decides by `fullName`'s ending (docs/sandbox.md). */
export const individual = (run: TriggerRun, fullName = 'Trig Gered', more: Record<string, unknown> = {}) =>
  create(run, 'Customer', '/customers', {
    ...PERSON,
    ...more,
    platformCustomerId: `${run.mark}-${run.created.length}`,
    fullName,
    email: `${run.mark}@example.test`,
  });

/** A business (kybStatus UNVERIFIED until a verification decides it by the registration number). */
export const business = (run: TriggerRun, registrationNumber: string) =>
  create(
    run,
    'Customer',
    '/customers',
    sampleBusiness(`${run.mark}-${run.created.length}`, 'Triggered Trading Inc', registrationNumber),
  );

/** The customer's internal account in `currency` (not its embedded wallet). */
export async function accountOf(run: TriggerRun, customerId: string, currency: string): Promise<string> {
  const accounts = await run.api.call<{ data: Row[] }>(
    'GET',
    `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&currency=${currency}&limit=100`,
  );
  const account = accounts.data.find((a) => a.type !== 'EMBEDDED_WALLET');
  if (!account) throw new Error(`customer ${customerId} has no ${currency} internal account`);
  run.created.push({ kind: 'InternalAccount', id: account.id });
  return account.id;
}

export const fund = (run: TriggerRun, accountId: string, amount: number) =>
  run.api.call('POST', `/sandbox/internal-accounts/${accountId}/fund`, { body: { amount } });

/** A US bank account of the customer whose number ends in `ending` (a magic value). */
export const bankAccount = (run: TriggerRun, customerId: string, ending: string) =>
  create(run, 'ExternalAccount', '/customers/external-accounts', {
    customerId,
    currency: 'USD',
    accountInfo: {
      accountType: 'USD_ACCOUNT',
      accountNumber: `40${digits()}${ending}`,
      routingNumber: '021000021',
      bankName: 'Triggered Bank',
      bankAccountType: 'CHECKING',
      beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'Trig Gered', countryOfResidence: 'US' },
    },
  });

/** An approved customer with `amount` cents in USD. */
export async function fundedPayer(run: TriggerRun, amount = 100_000) {
  const customer = await individual(run);
  const usd = await accountOf(run, customer.id, 'USD');
  await fund(run, usd, amount);
  return { customer, usd };
}

/** A payout of 25.00 USD to a bank account ending in `ending`; answers its transaction. */
export async function payout(run: TriggerRun, ending: string): Promise<string> {
  const { customer, usd } = await fundedPayer(run);
  const bank = await bankAccount(run, customer.id, ending);
  return quote(run, {
    source: { sourceType: 'ACCOUNT', accountId: usd },
    destination: { destinationType: 'ACCOUNT', accountId: bank.id },
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: 2_500,
    immediatelyExecute: true,
    description: `${run.mark} payout`,
  });
}

export async function quote(run: TriggerRun, body: Record<string, unknown>): Promise<string> {
  const created = await create(run, 'Quote', '/quotes', body);
  const transactionId = created.transactionId;
  if (typeof transactionId !== 'string') throw new Error(`quote ${created.id} started no transaction`);
  run.created.push({ kind: 'Transaction', id: transactionId });
  return transactionId;
}

/** A payment to the sandbox UMA counterparty `localPart` (docs/sandbox.md). */
export async function umaPayment(run: TriggerRun, localPart: string): Promise<string> {
  const { usd } = await fundedPayer(run);
  const address = `${localPart}@${SANDBOX_UMA_DOMAIN}`;
  const lookup = await run.api.call<{ lookupId: string }>(
    'GET',
    `/receiver/uma/${encodeURIComponent(address)}`,
  );
  const created = await create(run, 'Quote', '/quotes', {
    source: { sourceType: 'ACCOUNT', accountId: usd },
    destination: { destinationType: 'UMA_ADDRESS', umaAddress: address },
    lookupId: lookup.lookupId,
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: 2_500,
    description: `${run.mark} UMA payment`,
  });
  const executed = await run.api.call<Row>('POST', `/quotes/${created.id}/execute`);
  const transactionId = executed.transactionId;
  if (typeof transactionId !== 'string') throw new Error(`quote ${created.id} started no transaction`);
  run.created.push({ kind: 'Transaction', id: transactionId });
  return transactionId;
}

/** A transfer from the customer's bank account ending in `ending` into its USD account. */
export async function transferIn(run: TriggerRun, ending: string): Promise<string> {
  const customer = await individual(run);
  const usd = await accountOf(run, customer.id, 'USD');
  const bank = await bankAccount(run, customer.id, ending);
  const transfer = await create(run, 'Transaction', '/transfer-in', {
    source: { accountId: bank.id },
    destination: { accountId: usd },
    amount: 2_500,
  });
  return transfer.id;
}

/** A customer's status set as the sandbox lets a platform set it (PATCH, docs/sandbox.md). */
export async function customerStatus(run: TriggerRun, kind: 'KYC' | 'KYB', status: string): Promise<string> {
  // 003: an individual the sandbox leaves UNVERIFIED; a business starts UNVERIFIED.
  const customer = kind === 'KYC' ? await individual(run, 'Trig Gered 003') : await business(run, 'REG-TRIG');
  await run.api.call('PATCH', `/customers/${customer.id}`, {
    body:
      kind === 'KYC'
        ? { customerType: 'INDIVIDUAL', kycStatus: status }
        : { customerType: 'BUSINESS', kybStatus: status },
  });
  return customer.id;
}

/** A verification of a new business with this registration number; answers it. */
export async function businessVerification(run: TriggerRun, registrationNumber: string): Promise<Row> {
  const customer = await business(run, registrationNumber);
  return create(run, 'Verification', '/verifications', { customerId: customer.id });
}

export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

export const uploadDocument = (
  run: TriggerRun,
  holder: string,
  documentType: string,
  extra: Record<string, string> = {},
) =>
  run.api
    .call<Row>('POST', '/documents', {
      upload: {
        fields: { documentHolder: holder, documentType, country: 'US', ...extra },
        file: { name: `${documentType.toLowerCase()}.png`, contentType: 'image/png', bytes: PNG },
      },
    })
    .then((row) => {
      run.created.push({ kind: 'Document', id: row.id });
      return row;
    });

/** An ACTIVE virtual card of a new approved customer, funded by its USDB account holding `funds`. */
export async function activeCard(
  run: TriggerRun,
  funds = 5_000_000,
): Promise<{ card: string; holder: string; usdb: string }> {
  const customer = await individual(run);
  const usdb = await accountOf(run, customer.id, 'USDB');
  await fund(run, usdb, funds);
  const card = await create(run, 'Card', '/cards', {
    cardholderId: customer.id,
    form: 'VIRTUAL',
    fundingSources: [usdb],
    platformCardId: `${run.mark}-card`,
  });
  await until(run, async () => {
    const now = await run.api.call<Row>('GET', `/cards/${card.id}`);
    return now.state === 'ACTIVE' ? true : undefined;
  });
  return { card: card.id, holder: customer.id, usdb };
}

export const simulate = (run: TriggerRun, card: string, what: string, body: Record<string, unknown>) =>
  run.api.call<Row>('POST', `/sandbox/cards/${card}/simulate/${what}`, { body });

export const authorization = (run: TriggerRun, card: string, descriptor: string, amount = 1_000_000) =>
  simulate(run, card, 'authorization', {
    amount,
    currency: { code: 'USDB' },
    merchant: { descriptor: `TRIGGERED ${descriptor}` },
  });

/** The cardholder's card transaction, once the issuer's answer made one. */
export const cardTransactionOf = (run: TriggerRun, holder: string) =>
  until(run, async () => {
    const list = await run.api.call<{ data: Row[] }>(
      'GET',
      `/transactions?customerId=${encodeURIComponent(holder)}&type=CARD&limit=1`,
    );
    const found = list.data[0]?.id;
    if (found && !run.created.some((c) => c.id === found))
      run.created.push({ kind: 'CardTransaction', id: found });
    return found;
  });

/** A card transaction AUTHORIZED for 10.00 USDB; answers it. */
export async function authorized(run: TriggerRun): Promise<{ card: string; transaction: string }> {
  const { card, holder } = await activeCard(run);
  await authorization(run, card, 'CAFE');
  return { card, transaction: await cardTransactionOf(run, holder) };
}

/** A card transaction authorized for 10.00 USDB, then cleared for `amount` of it (in USDB's smallest unit). */
export async function cleared(
  run: TriggerRun,
  amount: number,
): Promise<{ card: string; transaction: string }> {
  const { card, transaction } = await authorized(run);
  await simulate(run, card, 'clearing', { cardTransactionId: transaction, amount });
  return { card, transaction };
}

/** A complete submission of a business whose registration number ends in 001: it stays PENDING. */
export async function completeBusiness(run: TriggerRun): Promise<string> {
  const customer = await business(run, 'REG-TRIG-001');
  const owner = await create(run, 'BeneficialOwner', '/beneficial-owners', {
    customerId: customer.id,
    roles: ['UBO', 'CONTROL_PERSON'],
    ownershipPercentage: 60,
    personalInfo: {
      firstName: 'Trig',
      lastName: 'Gered',
      birthDate: '1980-01-01',
      nationality: 'US',
      address: { line1: '2 Side St', city: 'Arlington', postalCode: '22201', country: 'US' },
      idType: 'SSN',
      identifier: '987-65-4321',
    },
  });
  await uploadDocument(run, owner.id, 'PASSPORT');
  for (const documentType of ['CERTIFICATE_OF_INCORPORATION', 'SHAREHOLDER_REGISTER', 'TAX_RETURN']) {
    await uploadDocument(run, customer.id, documentType);
  }
  await uploadDocument(run, customer.id, 'BANK_STATEMENT', {
    issuedOn: (await platformNow(run)).slice(0, 10),
  });
  return customer.id;
}

/** The platform's time (its test clock may run ahead of the service's). */
export const platformNow = async (run: TriggerRun) =>
  (await run.api.call<{ now: string }>('GET', '/sandbox/clock')).now;

/** An uncompressed P-256 public key in hex, as a wallet export is sealed to. */
export function exportKey(): string {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coordinate = (value: string | undefined) => Buffer.from(value ?? '', 'base64url').toString('hex');
  return `04${coordinate(jwk.x)}${coordinate(jwk.y)}`;
}

export interface Agent {
  id: string;
  customerId: string;
  usd: string;
  bank: string;
  /** `Bearer <token>`: the agent's own calls. */
  authorization: string;
}

/** An agent of a new funded customer whose policy holds its payments for the platform's approval. */
export async function approvalAgent(run: TriggerRun): Promise<Agent> {
  const { customer, usd } = await fundedPayer(run);
  const bank = await bankAccount(run, customer.id, '101');
  const created = await run.api.call<{ agent: { id: string }; deviceCode: { code: string } }>(
    'POST',
    '/agents',
    {
      body: {
        name: `${run.mark} agent`,
        customerId: customer.id,
        policy: {
          permissions: ['VIEW_TRANSACTIONS', 'CREATE_TRANSFERS', 'CREATE_QUOTES', 'EXECUTE_QUOTES'],
          defaultExecutionMode: 'APPROVAL_REQUIRED',
          spendingLimits: {
            currency: 'USD',
            perTransactionLimit: 100_000,
            dailyLimit: null,
            monthlyLimit: null,
          },
        },
      },
    },
  );
  run.created.push({ kind: 'Agent', id: created.agent.id });
  const redeemed = await run.api.call<{ accessToken: string }>(
    'POST',
    `/agents/device-codes/${created.deviceCode.code}/redeem`,
  );
  return {
    id: created.agent.id,
    customerId: customer.id,
    usd,
    bank: bank.id,
    authorization: `Bearer ${redeemed.accessToken}`,
  };
}

/** The agent's payout of 30.00 USD, held for approval; answers the action and its quote. */
export async function pendingAction(run: TriggerRun, agent: Agent): Promise<{ action: string; quote: Row }> {
  const as = { authorization: agent.authorization };
  const quoted = await run.api.call<Row>('POST', '/agents/me/quotes', {
    headers: as,
    body: {
      source: { sourceType: 'ACCOUNT', accountId: agent.usd },
      destination: { destinationType: 'ACCOUNT', accountId: agent.bank },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 3_000,
      description: `${run.mark} agent payout`,
    },
  });
  run.created.push({ kind: 'Quote', id: quoted.id });
  const action = await run.api.call<Row>('POST', `/agents/me/quotes/${quoted.id}/execute`, { headers: as });
  run.created.push({ kind: 'AgentAction', id: action.id });
  return { action: action.id, quote: quoted };
}

/** Polls `check` (every 100 ms, at most 20 s) until it answers something. */
export async function until<T>(run: TriggerRun, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${run.mark}: the sandbox did not answer within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
