import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { SANDBOX_UMA_DOMAIN } from '../../sandbox/index.js';
import type { ScenarioApi } from './scenario.js';

/**
 * The catalogue of `payments-service trigger` / POST /sandbox/webhooks/trigger (docs/sandbox.md):
 * for each webhook type, a small script of API calls that makes the service send it, the way a
 * platform would (the sandbox's magic values decide the outcomes, docs/sandbox.md). Each script
 * creates what it needs (a customer, its accounts, a bank account, a card) marked as triggered:
 * platformCustomerId, platformCardId and descriptions start with `triggered-`. A script
 * answers the resource the event is about, as the API names it, once the event is due.
 */

type Row = Record<string, unknown> & { id: string };

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

const PERSON = {
  customerType: 'INDIVIDUAL',
  birthDate: '1990-12-10',
  nationality: 'US',
  taxIdType: 'SSN',
  taxIdentifier: '123-45-6789',
  phoneNumber: '+14155550100',
  address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
};

const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');
const digits = () => String(Math.floor(Math.random() * 1e6)).padStart(6, '0');

async function create(run: TriggerRun, kind: string, path: string, body: unknown): Promise<Row> {
  const row = await run.api.call<Row>('POST', path, { body });
  run.created.push({ kind, id: row.id });
  return row;
}

/** An individual whose KYC the sandbox decides by `fullName`'s ending (docs/sandbox.md). */
const individual = (run: TriggerRun, fullName = 'Trig Gered', more: Record<string, unknown> = {}) =>
  create(run, 'Customer', '/customers', {
    ...PERSON,
    ...more,
    platformCustomerId: `${run.mark}-${run.created.length}`,
    fullName,
    email: `${run.mark}@example.test`,
  });

/** A business (kybStatus UNVERIFIED until a verification decides it by the registration number). */
const business = (run: TriggerRun, registrationNumber: string) =>
  create(run, 'Customer', '/customers', {
    customerType: 'BUSINESS',
    platformCustomerId: `${run.mark}-${run.created.length}`,
    address: {
      line1: '500 Market St',
      city: 'San Francisco',
      state: 'CA',
      postalCode: '94105',
      country: 'US',
    },
    businessInfo: {
      legalName: 'Triggered Trading Inc',
      country: 'US',
      registrationNumber,
      incorporatedOn: '2015-03-01',
      taxId: '12-3456789',
      countriesOfOperation: ['US'],
    },
  });

/** The customer's internal account in `currency` (not its embedded wallet). */
async function accountOf(run: TriggerRun, customerId: string, currency: string): Promise<string> {
  const accounts = await run.api.call<{ data: Row[] }>(
    'GET',
    `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&currency=${currency}&limit=100`,
  );
  const account = accounts.data.find((a) => a.type !== 'EMBEDDED_WALLET');
  if (!account) throw new Error(`customer ${customerId} has no ${currency} internal account`);
  run.created.push({ kind: 'InternalAccount', id: account.id });
  return account.id;
}

const fund = (run: TriggerRun, accountId: string, amount: number) =>
  run.api.call('POST', `/sandbox/internal-accounts/${accountId}/fund`, { body: { amount } });

/** A US bank account of the customer whose number ends in `ending` (a magic value). */
const bankAccount = (run: TriggerRun, customerId: string, ending: string) =>
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
async function fundedPayer(run: TriggerRun, amount = 100_000) {
  const customer = await individual(run);
  const usd = await accountOf(run, customer.id, 'USD');
  await fund(run, usd, amount);
  return { customer, usd };
}

/** A payout of 25.00 USD to a bank account ending in `ending`; answers its transaction. */
async function payout(run: TriggerRun, ending: string): Promise<string> {
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

async function quote(run: TriggerRun, body: Record<string, unknown>): Promise<string> {
  const created = await create(run, 'Quote', '/quotes', body);
  const transactionId = created.transactionId;
  if (typeof transactionId !== 'string') throw new Error(`quote ${created.id} started no transaction`);
  run.created.push({ kind: 'Transaction', id: transactionId });
  return transactionId;
}

/** A payment to the sandbox UMA counterparty `localPart` (docs/sandbox.md). */
async function umaPayment(run: TriggerRun, localPart: string): Promise<string> {
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
async function transferIn(run: TriggerRun, ending: string): Promise<string> {
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
async function customerStatus(run: TriggerRun, kind: 'KYC' | 'KYB', status: string): Promise<string> {
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
async function businessVerification(run: TriggerRun, registrationNumber: string): Promise<Row> {
  const customer = await business(run, registrationNumber);
  return create(run, 'Verification', '/verifications', { customerId: customer.id });
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const uploadDocument = (
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
async function activeCard(
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

const simulate = (run: TriggerRun, card: string, what: string, body: Record<string, unknown>) =>
  run.api.call<Row>('POST', `/sandbox/cards/${card}/simulate/${what}`, { body });

const authorization = (run: TriggerRun, card: string, descriptor: string, amount = 1_000_000) =>
  simulate(run, card, 'authorization', {
    amount,
    currency: { code: 'USDB' },
    merchant: { descriptor: `TRIGGERED ${descriptor}` },
  });

/** The cardholder's card transaction, once the issuer's answer made one. */
const cardTransactionOf = (run: TriggerRun, holder: string) =>
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
async function authorized(run: TriggerRun): Promise<{ card: string; transaction: string }> {
  const { card, holder } = await activeCard(run);
  await authorization(run, card, 'CAFE');
  return { card, transaction: await cardTransactionOf(run, holder) };
}

/** A complete submission of a business whose registration number ends in 001: it stays PENDING. */
async function completeBusiness(run: TriggerRun): Promise<string> {
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
const platformNow = async (run: TriggerRun) =>
  (await run.api.call<{ now: string }>('GET', '/sandbox/clock')).now;

/** An uncompressed P-256 public key in hex, as a wallet export is sealed to. */
function exportKey(): string {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coordinate = (value: string | undefined) => Buffer.from(value ?? '', 'base64url').toString('hex');
  return `04${coordinate(jwk.x)}${coordinate(jwk.y)}`;
}

interface Agent {
  id: string;
  customerId: string;
  usd: string;
  bank: string;
  /** `Bearer <token>`: the agent's own calls. */
  authorization: string;
}

/** An agent of a new funded customer whose policy holds its payments for the platform's approval. */
async function approvalAgent(run: TriggerRun): Promise<Agent> {
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
async function pendingAction(run: TriggerRun, agent: Agent): Promise<{ action: string; quote: Row }> {
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
async function until<T>(run: TriggerRun, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${run.mark}: the sandbox did not answer within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every webhook type a trigger can make the service send, and how. */
export const RECIPES: Readonly<Record<string, Recipe>> = {
  'OUTGOING_PAYMENT.PENDING': {
    how: 'pays the sandbox UMA counterparty $pending.long.usd, which keeps a payment PENDING for an hour',
    run: (run) => umaPayment(run, '$pending.long.usd'),
  },
  'OUTGOING_PAYMENT.PROCESSING': {
    how: 'pays out to a bank account ending in 003 (completes about 6 minutes later)',
    run: (run) => payout(run, '003'),
  },
  'OUTGOING_PAYMENT.COMPLETED': {
    how: 'pays out to a bank account ending in 101',
    run: (run) => payout(run, '101'),
  },
  'OUTGOING_PAYMENT.FAILED': {
    how: 'pays out to a bank account ending in 002 (the execution fails)',
    run: (run) => payout(run, '002'),
  },
  'OUTGOING_PAYMENT.REFUND_COMPLETED': {
    how: 'pays out to a bank account ending in 004: delivery fails 30 s later and the payment is refunded',
    run: (run) => payout(run, '004'),
    delayed: true,
  },
  'OUTGOING_PAYMENT.REFUND_FAILED': {
    how: 'pays out to a bank account ending in 007: delivery and refund fail 30 s later',
    run: (run) => payout(run, '007'),
    delayed: true,
  },
  'INCOMING_PAYMENT.PENDING': {
    how: "transfers in from the customer's bank account ending in 005 (PENDING, FAILED 30 s later)",
    run: (run) => transferIn(run, '005'),
  },
  'INCOMING_PAYMENT.COMPLETED': {
    how: 'receives a UMA payment from the sandbox counterparty (POST /sandbox/uma/receive)',
    async run(run) {
      const customer = await individual(run);
      const received = await create(run, 'Transaction', '/sandbox/uma/receive', {
        senderUmaAddress: `$alice@${SANDBOX_UMA_DOMAIN}`,
        customerId: customer.id,
        receivingCurrencyCode: 'USD',
        receivingCurrencyAmount: 2_500,
      });
      return received.id;
    },
  },
  'INCOMING_PAYMENT.FAILED': {
    how: "transfers in from the customer's bank account ending in 004 (the bank rejects it)",
    run: (run) => transferIn(run, '004'),
  },
  'INTERNAL_ACCOUNT.BALANCE_UPDATED': {
    how: "funds a new customer's USD internal account (POST /sandbox/internal-accounts/{id}/fund)",
    async run(run) {
      const { usd } = await fundedPayer(run, 10_000);
      return usd;
    },
  },
  'CUSTOMER.KYC_APPROVED': {
    how: 'creates an individual the sandbox approves at once',
    run: async (run) => (await individual(run)).id,
  },
  'CUSTOMER.KYC_PENDING': {
    how: 'creates an individual (fullName ending in 003, UNVERIFIED) and sets its kycStatus PENDING',
    run: (run) => customerStatus(run, 'KYC', 'PENDING'),
  },
  'CUSTOMER.KYC_REJECTED': {
    how: 'creates an individual (fullName ending in 003, UNVERIFIED) and sets its kycStatus REJECTED',
    run: (run) => customerStatus(run, 'KYC', 'REJECTED'),
  },
  'CUSTOMER.KYB_APPROVED': {
    how: 'verifies a new business (an ordinary registration number: APPROVED at once)',
    run: async (run) => String((await businessVerification(run, 'REG-TRIG')).customerId),
  },
  'CUSTOMER.KYB_REJECTED': {
    how: 'verifies a new business whose registration number ends in 002 (REJECTED at once)',
    run: async (run) => String((await businessVerification(run, 'REG-TRIG-002')).customerId),
  },
  'CUSTOMER.KYB_PENDING': {
    how: 'creates a business (UNVERIFIED) and sets its kybStatus PENDING',
    run: (run) => customerStatus(run, 'KYB', 'PENDING'),
  },
  'VERIFICATION.APPROVED': {
    how: 'verifies a new business (an ordinary registration number)',
    run: async (run) => (await businessVerification(run, 'REG-TRIG')).id,
  },
  'VERIFICATION.REJECTED': {
    how: 'verifies a new business whose registration number ends in 002',
    run: async (run) => (await businessVerification(run, 'REG-TRIG-002')).id,
  },
  'VERIFICATION.RESOLVE_ERRORS': {
    how: 'verifies a new business whose registration number ends in 001, with no owners or documents',
    run: async (run) => (await businessVerification(run, 'REG-TRIG-001')).id,
  },
  'VERIFICATION.PENDING_MANUAL_REVIEW': {
    how: 'verifies an individual whose fullName ends in 001, with a passport on file',
    async run(run) {
      const customer = await individual(run, 'Trig Gered 001');
      await uploadDocument(run, customer.id, 'PASSPORT');
      return (await create(run, 'Verification', '/verifications', { customerId: customer.id })).id;
    },
  },
  'CARD.STATE_CHANGE': {
    how: 'issues a virtual card; the issuer makes it ACTIVE about 2 s later',
    run: async (run) => (await activeCard(run)).card,
  },
  'CARD.FUNDING_SOURCE_CHANGE': {
    how: "adds the cardholder's embedded wallet to an active card's funding sources (PATCH /cards/{id})",
    async run(run) {
      const { card, holder, usdb } = await activeCard(run);
      const wallets = await run.api.call<{ data: Row[] }>(
        'GET',
        `/customers/internal-accounts?customerId=${encodeURIComponent(holder)}&type=EMBEDDED_WALLET`,
      );
      const wallet = wallets.data[0]?.id;
      if (!wallet) throw new Error(`customer ${holder} has no embedded wallet`);
      run.created.push({ kind: 'InternalAccount', id: wallet });
      await run.api.call('PATCH', `/cards/${card}`, { body: { fundingSources: [usdb, wallet] } });
      return card;
    },
  },
  'CARD_TRANSACTION.AUTHORIZED': {
    how: 'simulates an authorization of 10.00 USDB on a new active card',
    run: async (run) => (await authorized(run)).transaction,
  },
  'CARD_TRANSACTION.PARTIALLY_SETTLED': {
    how: 'authorizes 10.00 USDB, then clears 4.00 of it',
    async run(run) {
      const { card, transaction } = await authorized(run);
      await simulate(run, card, 'clearing', { cardTransactionId: transaction, amount: 400_000 });
      return transaction;
    },
  },
  'CARD_TRANSACTION.SETTLED': {
    how: 'authorizes 10.00 USDB, then clears all of it',
    async run(run) {
      const { card, transaction } = await authorized(run);
      await simulate(run, card, 'clearing', { cardTransactionId: transaction, amount: 1_000_000 });
      return transaction;
    },
  },
  'CARD_TRANSACTION.REFUNDED': {
    how: 'authorizes and clears 10.00 USDB, then the merchant returns all of it',
    async run(run) {
      const { card, transaction } = await authorized(run);
      await simulate(run, card, 'clearing', { cardTransactionId: transaction, amount: 1_000_000 });
      await until(run, async () => {
        const now = await run.api.call<Row>('GET', `/transactions/${transaction}`);
        return now.status === 'SETTLED' ? true : undefined;
      });
      await simulate(run, card, 'return', { cardTransactionId: transaction, amount: 1_000_000 });
      return transaction;
    },
  },
  'CARD_TRANSACTION.EXCEPTION': {
    how: "authorizes with a merchant descriptor ending in 006 (the pull's confirmation fails)",
    async run(run) {
      const { card, holder } = await activeCard(run);
      await authorization(run, card, 'CAFE 006');
      return cardTransactionOf(run, holder);
    },
  },
  'CARD.AUTHORIZATION_DECLINED': {
    how: 'authorizes with a merchant descriptor ending in 002 (declined INSUFFICIENT_FUNDS)',
    async run(run) {
      const { card } = await activeCard(run);
      await authorization(run, card, 'CAFE 002');
      return card;
    },
  },
  'CARD.BALANCE_INQUIRY': {
    how: 'simulates a balance inquiry on a new active card',
    async run(run) {
      const { card } = await activeCard(run);
      await simulate(run, card, 'balance_inquiry', {
        currency: { code: 'USDB' },
        merchant: { descriptor: 'TRIGGERED ATM' },
      });
      return card;
    },
  },
  'EXTERNAL_ACCOUNT.STATUS_UPDATED': {
    how: 'adds a self-custody wallet of an EU customer (PENDING_OWNERSHIP_VERIFICATION) and starts a LIVENESS check, which makes it ACTIVE about 30 s later',
    delayed: true,
    async run(run) {
      const customer = await individual(run, 'Trig Gered', { region: 'DE' });
      const account = await create(run, 'ExternalAccount', '/customers/external-accounts', {
        customerId: customer.id,
        currency: 'USDC',
        ownershipType: 'FIRST_PARTY',
        accountInfo: { accountType: 'ETHEREUM_WALLET', address: `0x${randomHex(20)}` },
      });
      await run.api.call('POST', `/customers/external-accounts/${account.id}/challenge`, {
        body: { method: 'LIVENESS' },
      });
      return account.id;
    },
  },
  'VERIFICATION.IN_PROGRESS': {
    how: 'verifies a business whose registration number ends in 001 with a complete submission (an owner, documents): it stays in review',
    async run(run) {
      const customer = await completeBusiness(run);
      const verification = await create(run, 'Verification', '/verifications', { customerId: customer });
      if (verification.verificationStatus !== 'PENDING') {
        throw new Error(
          `the complete submission was answered ${String(verification.verificationStatus)}: ${JSON.stringify(verification.errors)}`,
        );
      }
      return verification.id;
    },
  },
  INVITATION_CLAIMED: {
    how: 'creates a UMA invitation from one new customer and claims it for another (POST /invitations/{code}/claim)',
    async run(run) {
      const inviter = await individual(run);
      const invitee = await individual(run);
      const invitation = await run.api.call<{ code: string }>('POST', '/invitations', {
        body: { inviterUma: inviter.umaAddress },
      });
      run.created.push({ kind: 'UmaInvitation', id: invitation.code });
      await run.api.call('POST', `/invitations/${invitation.code}/claim`, {
        body: { inviteeUma: invitee.umaAddress },
      });
      return invitation.code;
    },
  },
  'BULK_UPLOAD.COMPLETED': {
    how: 'imports a CSV of one customer (POST /customers/bulk/csv)',
    async run(run) {
      // A UMA address is required: one on the platform's own domain.
      const { umaDomain } = await run.api.call<{ umaDomain: string }>('GET', '/config');
      const header =
        'umaAddress,platformCustomerId,customerType,fullName,birthDate,addressLine1,city,state,postalCode,country,email';
      const row = [
        `$trig${randomHex(4)}@${umaDomain}`,
        `${run.mark}-bulk`,
        'INDIVIDUAL,Trig Gered,1990-12-10,1 Main St,Springfield,IL,62701,US',
        `${run.mark}@example.test`,
      ].join(',');
      const accepted = await run.api.call<{ jobId: string }>('POST', '/customers/bulk/csv', {
        upload: {
          fields: {},
          file: {
            name: `${run.mark}.csv`,
            contentType: 'text/csv',
            bytes: new TextEncoder().encode(`${header}\n${row}\n`),
          },
        },
      });
      run.created.push({ kind: 'Job', id: accepted.jobId });
      return accepted.jobId;
    },
  },
  'AGENT_ACTION.PENDING_APPROVAL': {
    how: "has a new agent whose policy requires approval execute a payout: it waits for the platform's approval",
    run: async (run) => (await pendingAction(run, await approvalAgent(run))).action,
  },
  'AGENT_ACTION.APPROVED': {
    how: "approves an agent's payout held for approval (POST /agents/{agentId}/actions/{actionId}/approve)",
    async run(run) {
      const agent = await approvalAgent(run);
      const { action } = await pendingAction(run, agent);
      await run.api.call('POST', `/agents/${agent.id}/actions/${action}/approve`);
      return action;
    },
  },
  'AGENT_ACTION.REJECTED': {
    how: "rejects an agent's payout held for approval (POST /agents/{agentId}/actions/{actionId}/reject)",
    async run(run) {
      const agent = await approvalAgent(run);
      const { action } = await pendingAction(run, agent);
      await run.api.call('POST', `/agents/${agent.id}/actions/${action}/reject`, {
        body: { reason: `${run.mark}` },
      });
      return action;
    },
  },
  'AGENT_ACTION.FAILED': {
    how: "approves an agent's held payout after its quote expired: the platform's test clock moves past the quote's expiresAt (docs/test-clock.md)",
    async run(run) {
      const agent = await approvalAgent(run);
      const { action, quote } = await pendingAction(run, agent);
      const expiry = Date.parse(String(quote.expiresAt));
      await run.api.call('POST', '/sandbox/clock/advance', {
        body: { to: new Date(expiry + 1000).toISOString() },
      });
      await run.api.call('POST', `/agents/${agent.id}/actions/${action}/approve`);
      return action;
    },
  },
  'wallet_operation.completed': {
    how: "exports a new customer's embedded wallet (a signed retry with the sandbox's legacy signature); the export settles about 2 s later",
    async run(run) {
      const customer = await individual(run);
      const wallets = await run.api.call<{ data: Row[] }>(
        'GET',
        `/customers/internal-accounts?customerId=${encodeURIComponent(customer.id)}&type=EMBEDDED_WALLET`,
      );
      const wallet = wallets.data[0]?.id;
      if (!wallet) throw new Error(`customer ${customer.id} has no embedded wallet`);
      run.created.push({ kind: 'InternalAccount', id: wallet });
      const body = { clientPublicKey: exportKey() };
      const challenge = await run.api.call<{ payloadToSign: string; requestId: string }>(
        'POST',
        `/internal-accounts/${wallet}/export`,
        { body },
      );
      await run.api.call('POST', `/internal-accounts/${wallet}/export`, {
        body,
        headers: { 'service-wallet-signature': 'sandbox-valid-signature', 'request-id': challenge.requestId },
      });
      // The operation's id is the provider's: found by its wallet in the delivery log.
      return until(run, async () => {
        const events = await run.api.call<{ data: { id: string; resourceId: string }[] }>(
          'GET',
          '/webhooks/events?type=wallet_operation.completed&limit=100',
        );
        for (const event of events.data) {
          const detail = await run.api.call<{ payload: { data?: { accountId?: string } } }>(
            'GET',
            `/webhooks/events/${event.id}`,
          );
          if (detail.payload.data?.accountId === wallet) return event.resourceId;
        }
        return undefined;
      });
    },
  },
  TEST: {
    how: 'sends a TEST webhook to the configured endpoint (POST /webhooks/test)',
    async run(run) {
      const sent = await run.api.call<{ eventId: string }>('POST', '/webhooks/test');
      const event = await run.api.call<{ resourceId: string }>('GET', `/webhooks/events/${sent.eventId}`);
      return event.resourceId;
    },
  },
};

/**
 * The webhook types the service documents but no flow of this service sends, with the reason:
 * a trigger of one of them is a 400 that says so.
 */
export const NOT_TRIGGERABLE: Readonly<Record<string, string>> = {
  'OUTGOING_PAYMENT.PENDING_AUTHORIZATION':
    "a quote waiting for the customer's SCA is not a transaction yet: the service sends no payment event for it",
  'OUTGOING_PAYMENT.EXPIRED':
    'an expired quote never becomes a payment, and a realtime-funded payment paid too late ends FAILED (QUOTE_EXPIRED)',
  'OUTGOING_PAYMENT.REFUND_PENDING':
    'the sandbox bank settles a refund in the step that fails the payment: REFUND_COMPLETED or REFUND_FAILED, never pending',
  'INCOMING_PAYMENT.REFUND_PENDING': 'incoming payments are never refunded by this service',
  'INCOMING_PAYMENT.REFUND_COMPLETED': 'incoming payments are never refunded by this service',
  'INCOMING_PAYMENT.REFUND_FAILED': 'incoming payments are never refunded by this service',
  'INTERNAL_ACCOUNT.STATUS_UPDATED': 'internal accounts are opened ACTIVE and no flow changes their status',
  'INTERNAL_ACCOUNT.FUNDING_INSTRUCTIONS_UPDATED':
    "an internal account's funding instructions are fixed when it is opened",
  'BULK_UPLOAD.FAILED':
    'an upload is refused at once when its CSV cannot be read; an import fails only when its stored file is damaged afterwards',
};
