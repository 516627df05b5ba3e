import { SANDBOX_UMA_DOMAIN } from '../../sandbox/index.js';
import {
  type Recipe,
  type Row,
  randomHex,
  create,
  individual,
  fundedPayer,
  payout,
  umaPayment,
  transferIn,
  customerStatus,
  businessVerification,
  uploadDocument,
  activeCard,
  simulate,
  authorization,
  cardTransactionOf,
  authorized,
  cleared,
  completeBusiness,
  exportKey,
  approvalAgent,
  pendingAction,
  until,
} from './trigger-steps.js';
export type { Recipe, TriggerRun } from './trigger-steps.js';

/**
 * The catalogue of `payments-service trigger` / POST /sandbox/webhooks/trigger (docs/sandbox.md):
 * for each webhook type, a small script of API calls that makes the service send it, the way a
 * platform would (the sandbox's magic values decide the outcomes, docs/sandbox.md). Each script
 * creates what it needs (a customer, its accounts, a bank account, a card) marked as triggered:
 * platformCustomerId, platformCardId and descriptions start with `triggered-`. A script
 * answers the resource the event is about, as the API names it, once the event is due.
 */
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
    run: async (run) => (await cleared(run, 400_000)).transaction,
  },
  'CARD_TRANSACTION.SETTLED': {
    how: 'authorizes 10.00 USDB, then clears all of it',
    run: async (run) => (await cleared(run, 1_000_000)).transaction,
  },
  'CARD_TRANSACTION.REFUNDED': {
    how: 'authorizes and clears 10.00 USDB, then the merchant returns all of it',
    async run(run) {
      const { card, transaction } = await cleared(run, 1_000_000);
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
