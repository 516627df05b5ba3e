import { SANDBOX_UMA_DOMAIN } from './uma.js';
import type {
  BusinessKybOutcome,
  IndividualKycOutcome,
  NameCheckOutcome,
  OwnerKycOutcome,
  CardAuthorizationOutcome,
  PayoutScenario,
  PlatformKycStatusOutcome,
  TransferScenario,
  UmaBehaviour,
  UmaDomainOutcome,
} from './world.js';

/**
 * The magic values of spec 4.15 as one table: a value of some field of some resource selects
 * an outcome. The sandbox's adapters (./index.ts) are lookups over it, so a new magic value is
 * a new row; docs/sandbox.md is generated from it (`npm run docs:sandbox`), and
 * test/unit/magic-values.test.ts asks the adapters about every row.
 *
 * Rows of one question are tried in order; the first that matches decides. Each question ends
 * with its one `otherwise` row: what an ordinary value gets, and what production answers for
 * every value unless a row says otherwise in `production` (docs/decisions/0024-sandbox-world.md).
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Simulated delays, unscaled (SANDBOX_DELAY_SCALE multiplies them). Spec part 8: about 30
 * seconds, about 6 minutes for suffix-003 quotes; a long-pending UMA payment waits an hour,
 * long enough to watch and short enough to end.
 */
export const SANDBOX_DELAYS = {
  bank: 30 * SECOND,
  slowPayout: 6 * MINUTE,
  pendingLong: 60 * MINUTE,
  liveness: 30 * SECOND,
  walletExport: 2 * SECOND,
  cardProvisioning: 2 * SECOND,
  /** The issuer's event about a simulated card message (authorization, clearing, ...). */
  cardIssuerEvent: 1 * SECOND,
  /** A pull whose confirmation the issuer delays (descriptor suffix 005). */
  cardPullDelayed: 30 * SECOND,
  stablecoinCredentials: 60 * SECOND,
  stablecoinIssuance: 5 * SECOND,
  stablecoinEnablement: 5 * SECOND,
  stablecoinOperation: 5 * SECOND,
  /** How long a mint's or burn's funding instructions are valid. */
  stablecoinFundingWindow: 60 * MINUTE,
} as const;

/** What the sandbox counterparty's receivers ask of payers (docs/decisions/0013). */
export const SANDBOX_PAYER_DATA_FIELDS = [
  { name: 'FULL_NAME', mandatory: true },
  { name: 'COUNTRY_OF_RESIDENCE', mandatory: false },
] as const;

/** A simulated UMA counterparty, or NONE: the address is not simulated. */
export type UmaCounterpartyOutcome = { behaviour: UmaBehaviour; currencies: readonly string[] } | 'NONE';
export type CheckOutcome = 'VALID' | 'INVALID';

/** The outcome type of each question the adapters ask the table. */
export interface Outcomes {
  individualKyc: IndividualKycOutcome;
  businessKyb: BusinessKybOutcome;
  beneficialOwnerKyc: OwnerKycOutcome;
  platformKycStatus: PlatformKycStatusOutcome;
  nameCheck: NameCheckOutcome;
  payout: PayoutScenario;
  transfer: TransferScenario;
  umaCounterparty: UmaCounterpartyOutcome;
  umaDomain: UmaDomainOutcome;
  custodian: 'SIMULATED' | 'NONE';
  oidcIssuer: 'SUPPORTED' | 'UNSUPPORTED';
  liveness: 'VERIFIED' | 'NOT_COMPLETED';
  walletExport: 'SETTLES_LATER' | 'SETTLED';
  cardProvisioning: 'ACTIVE' | 'ISSUER_REJECTED';
  cardAuthorization: CardAuthorizationOutcome;
  stablecoinCredentials: 'ACTIVE' | 'INVALID' | 'REVOKED_LATER' | 'INVALID_LATER';
  stablecoinIssuance: 'PROVISIONED' | 'REJECTED' | 'FAILED';
  stablecoinOperation: 'COMPLETED' | 'FAILED' | 'EXPIRED' | 'UNAVAILABLE';
  stablecoinEnablement: 'AUTO_APPROVE' | 'OPERATOR';
  contactCode: CheckOutcome;
  scaCode: CheckOutcome;
  walletSignature: CheckOutcome;
  walletOtpCode: CheckOutcome;
  passkeySignature: CheckOutcome;
}
export type Question = keyof Outcomes;

export type Match =
  /** The value ends with `value` (spec 4.15: "last characters decide"). */
  | { kind: 'suffix'; value: string }
  | { kind: 'exact'; value: string }
  /** No value at all (not even an empty one). */
  | { kind: 'absent' }
  /** Every value: the sandbox simulates this for all of them. */
  | { kind: 'any' }
  /** An ordinary value: whatever no row before it matched. */
  | { kind: 'otherwise' };

export interface MagicValue<Q extends Question = Question> {
  question: Q;
  /** The resource and the moment the value is read, in the spec's words. */
  resource: string;
  field: string;
  match: Match;
  outcome: Outcomes[Q];
  /** Production's answer for this value when it is not the `otherwise` row's outcome. */
  production?: Outcomes[Q];
  /** Unscaled delay before the outcome's later step. */
  delayMs?: number;
  note: string;
}

/** One row of any question, its outcome typed by its question. */
export type MagicValueRow = { [Q in Question]: MagicValue<Q> }[Question];

/** How each question reads its value before matching, and which adapter asks it (for the doc). */
export const QUESTIONS: {
  readonly [Q in Question]: { adapter: string; read: 'as is' | 'trimmed' | 'lower case' };
} = {
  individualKyc: { adapter: 'kyc.individual', read: 'trimmed' },
  businessKyb: { adapter: 'kyc.business', read: 'trimmed' },
  beneficialOwnerKyc: { adapter: 'kyc.beneficialOwner', read: 'trimmed' },
  platformKycStatus: { adapter: 'kyc.platformStatus', read: 'as is' },
  nameCheck: { adapter: 'nameCheck.beneficiary', read: 'as is' },
  payout: { adapter: 'bank.payout', read: 'as is' },
  transfer: { adapter: 'bank.transfer', read: 'as is' },
  umaCounterparty: { adapter: 'uma.counterparty', read: 'lower case' },
  umaDomain: { adapter: 'uma.domain', read: 'lower case' },
  custodian: { adapter: 'custodians.simulated', read: 'as is' },
  oidcIssuer: { adapter: 'identity.oidcIssuer', read: 'as is' },
  liveness: { adapter: 'liveness.check', read: 'as is' },
  walletExport: { adapter: 'walletProvider.exportSettlement', read: 'as is' },
  cardProvisioning: { adapter: 'cardIssuer.provisioning', read: 'trimmed' },
  cardAuthorization: { adapter: 'cardIssuer.authorization', read: 'trimmed' },
  stablecoinCredentials: { adapter: 'stablecoinProvider.credentials', read: 'trimmed' },
  stablecoinIssuance: { adapter: 'stablecoinProvider.issuance', read: 'trimmed' },
  stablecoinOperation: { adapter: 'stablecoinProvider.operation', read: 'trimmed' },
  stablecoinEnablement: { adapter: 'stablecoinProvider.enablement', read: 'as is' },
  contactCode: { adapter: 'codes.contactVerification', read: 'as is' },
  scaCode: { adapter: 'codes.sca', read: 'as is' },
  walletSignature: { adapter: 'signatures.legacyWalletShortcut', read: 'as is' },
  walletOtpCode: { adapter: 'codes.walletOtp', read: 'as is' },
  passkeySignature: { adapter: 'signatures.passkeyAssertion', read: 'as is' },
};

const suffix = (value: string): Match => ({ kind: 'suffix', value });
const exact = (value: string): Match => ({ kind: 'exact', value });
const OTHERWISE: Match = { kind: 'otherwise' };

const INDIVIDUAL =
  'Customer (INDIVIDUAL): POST /customers, or once email and phone are verified where that comes first';
const BUSINESS = 'Customer (BUSINESS): POST /verifications (created with kybStatus UNVERIFIED)';
const OWNER = 'Beneficial owner: when its business reaches APPROVED or REJECTED';
const EXTERNAL_ACCOUNT = 'External account: POST /customers/external-accounts, /platform/external-accounts';
const IDENTIFIER = 'primary identifier (last 3 characters; the user part of one with a domain)';
const QUOTE = 'Quote to an external account: POST /quotes (runs at execution)';
const TRANSFER = 'Transfer: POST /transfer-in source, POST /transfer-out destination';
const CARD = 'Card: POST /cards (PROCESSING until the issuer answers, about 2 s later)';
const CARD_AUTHORIZATION =
  'Card authorization: POST /sandbox/cards/{id}/simulate/authorization, financial_authorization, credit_authorization, financial_credit_authorization, balance_inquiry (decided about 1 s later)';
const DESCRIPTOR = 'merchant.descriptor (last 3 characters)';
const SC_LINK = 'Stablecoin provider account: POST /stablecoin-provider-accounts';
const SC_REGISTER =
  'Stablecoin: POST /stablecoins (issuance PENDING_REVIEW, then PROVISIONING, about 5 s per step)';
const SC_OPERATION =
  'Stablecoin mint or burn: POST /stablecoins/{stablecoinId}/mints, /burns (about 5 s per step)';
const UMA = 'UMA counterparty: receiver of lookups and quotes, sender of POST /sandbox/uma/receive';
const uma = (localPart: string) => `${localPart}@${SANDBOX_UMA_DOMAIN}`;
const VALIDATED =
  'normal validation (business info, documents, at least one beneficial owner; else RESOLVE_ERRORS); a complete submission stays PENDING';

export const MAGIC_VALUES: readonly MagicValueRow[] = [
  // KYC and KYB
  {
    question: 'individualKyc',
    resource: INDIVIDUAL,
    field: 'fullName',
    match: suffix('001'),
    outcome: 'PENDING',
    note: 'with complete data and an identity document, POST /verifications gives PENDING_MANUAL_REVIEW',
  },
  {
    question: 'individualKyc',
    resource: INDIVIDUAL,
    field: 'fullName',
    match: suffix('002'),
    outcome: 'REJECTED',
    note: 'POST /verifications answers 400',
  },
  {
    question: 'individualKyc',
    resource: INDIVIDUAL,
    field: 'fullName',
    match: suffix('003'),
    outcome: 'UNVERIFIED',
    note: 'with complete data, POST /verifications gives RESOLVE_ERRORS with POOR_QUALITY_DOCUMENT',
  },
  {
    question: 'individualKyc',
    resource: INDIVIDUAL,
    field: 'fullName',
    match: OTHERWISE,
    outcome: 'APPROVED',
    note: 'POST /verifications answers 400',
  },
  {
    question: 'businessKyb',
    resource: BUSINESS,
    field: 'businessInfo.registrationNumber',
    match: suffix('002'),
    outcome: 'REJECTED',
    note: 'kybStatus and verificationStatus REJECTED at once',
  },
  {
    question: 'businessKyb',
    resource: BUSINESS,
    field: 'businessInfo.registrationNumber',
    match: suffix('001'),
    outcome: 'VALIDATE',
    note: VALIDATED,
  },
  {
    question: 'businessKyb',
    resource: BUSINESS,
    field: 'businessInfo.registrationNumber',
    match: suffix('003'),
    outcome: 'VALIDATE',
    note: VALIDATED,
  },
  {
    question: 'businessKyb',
    resource: BUSINESS,
    field: 'businessInfo.registrationNumber',
    match: OTHERWISE,
    outcome: 'APPROVED',
    note: 'kybStatus and verificationStatus APPROVED at once',
  },
  {
    question: 'beneficialOwnerKyc',
    resource: OWNER,
    field: 'personalInfo.lastName',
    match: suffix('001'),
    outcome: 'PENDING',
    note: 'kycStatus PENDING',
  },
  {
    question: 'beneficialOwnerKyc',
    resource: OWNER,
    field: 'personalInfo.lastName',
    match: suffix('002'),
    outcome: 'REJECTED',
    note: 'kycStatus REJECTED',
  },
  {
    question: 'beneficialOwnerKyc',
    resource: OWNER,
    field: 'personalInfo.lastName',
    match: OTHERWISE,
    outcome: 'APPROVED',
    note: 'kycStatus APPROVED',
  },
  {
    question: 'platformKycStatus',
    resource: 'Customer: PATCH /customers/{customerId}',
    field: 'kycStatus, kybStatus',
    match: { kind: 'any' },
    outcome: 'APPLIED',
    note: 'the platform picks the outcome; CUSTOMER.KYC_* / KYB_* events follow',
  },
  {
    question: 'platformKycStatus',
    resource: 'Customer: PATCH /customers/{customerId}',
    field: 'kycStatus, kybStatus',
    match: OTHERWISE,
    outcome: 'REGULATED_ONLY',
    note: '400 INVALID_INPUT unless the platform is a regulated financial institution (it runs its own checks)',
  },

  // External accounts
  {
    question: 'nameCheck',
    resource: EXTERNAL_ACCOUNT,
    field: IDENTIFIER,
    match: { kind: 'absent' },
    outcome: 'UNSUPPORTED',
    production: 'UNSUPPORTED',
    note: 'nothing to check the name against',
  },
  {
    question: 'nameCheck',
    resource: EXTERNAL_ACCOUNT,
    field: IDENTIFIER,
    match: suffix('102'),
    outcome: 'NOT_MATCHED',
    note: 'beneficiary verification NOT_MATCHED',
  },
  {
    question: 'nameCheck',
    resource: EXTERNAL_ACCOUNT,
    field: IDENTIFIER,
    match: suffix('103'),
    outcome: 'PARTIAL_MATCH',
    note: 'beneficiary verification PARTIAL_MATCH, with the name the rail returned',
  },
  {
    question: 'nameCheck',
    resource: EXTERNAL_ACCOUNT,
    field: IDENTIFIER,
    match: suffix('104'),
    outcome: 'PENDING',
    note: 'beneficiary verification PENDING',
  },
  {
    question: 'nameCheck',
    resource: EXTERNAL_ACCOUNT,
    field: IDENTIFIER,
    match: suffix('105'),
    outcome: 'INVALID_ACCOUNT',
    note: '400 INVALID_BANK_ACCOUNT, nothing created',
  },
  {
    question: 'nameCheck',
    resource: EXTERNAL_ACCOUNT,
    field: IDENTIFIER,
    match: suffix('106'),
    outcome: 'UNSUPPORTED',
    note: 'beneficiary verification UNSUPPORTED',
  },
  {
    question: 'nameCheck',
    resource: EXTERNAL_ACCOUNT,
    field: IDENTIFIER,
    match: suffix('107'),
    outcome: 'CHECKED_BY_RECEIVING_FI',
    note: 'beneficiary verification CHECKED_BY_RECEIVING_FI',
  },
  {
    question: 'nameCheck',
    resource: EXTERNAL_ACCOUNT,
    field: IDENTIFIER,
    match: OTHERWISE,
    outcome: 'MATCHED',
    note: 'beneficiary verification MATCHED',
  },
  {
    question: 'liveness',
    resource: 'Wallet ownership challenge with method LIVENESS',
    field: '(every check)',
    match: { kind: 'any' },
    outcome: 'VERIFIED',
    delayMs: SANDBOX_DELAYS.liveness,
    note: 'the hosted check completes by itself: the account becomes ACTIVE if the challenge is still current',
  },
  {
    question: 'liveness',
    resource: 'Wallet ownership challenge with method LIVENESS',
    field: '(every check)',
    match: OTHERWISE,
    outcome: 'NOT_COMPLETED',
    note: 'no biometric provider: the challenge expires unverified (wallet signatures still verify)',
  },
  {
    question: 'cardProvisioning',
    resource: CARD,
    field: 'platformCardId (last 3 characters)',
    match: suffix('002'),
    outcome: 'ISSUER_REJECTED',
    delayMs: SANDBOX_DELAYS.cardProvisioning,
    note: 'the issuer rejects the card: CLOSED with stateReason ISSUER_REJECTED, CARD.STATE_CHANGE',
  },
  {
    question: 'cardProvisioning',
    resource: CARD,
    field: 'platformCardId (last 3 characters)',
    match: OTHERWISE,
    outcome: 'ACTIVE',
    delayMs: SANDBOX_DELAYS.cardProvisioning,
    note: 'the issuer provisions the card: ACTIVE with last4 and expiry, CARD.STATE_CHANGE',
  },
  {
    question: 'cardAuthorization',
    resource: CARD_AUTHORIZATION,
    field: DESCRIPTOR,
    match: suffix('002'),
    outcome: 'DECLINE_INSUFFICIENT_FUNDS',
    delayMs: SANDBOX_DELAYS.cardIssuerEvent,
    note: 'declined INSUFFICIENT_FUNDS (the pull fails): CARD.AUTHORIZATION_DECLINED, no card transaction, nothing held',
  },
  {
    question: 'cardAuthorization',
    resource: CARD_AUTHORIZATION,
    field: DESCRIPTOR,
    match: suffix('003'),
    outcome: 'DECLINE_CARD_PAUSED',
    delayMs: SANDBOX_DELAYS.cardIssuerEvent,
    note: 'declined CARD_PAUSED: CARD.AUTHORIZATION_DECLINED, no card transaction, nothing held',
  },
  {
    question: 'cardAuthorization',
    resource: CARD_AUTHORIZATION,
    field: DESCRIPTOR,
    match: suffix('005'),
    outcome: 'PULL_DELAYED',
    delayMs: SANDBOX_DELAYS.cardPullDelayed,
    note: 'approved as usual, its pull PENDING (pullSummary.pendingCount 1) until it is CONFIRMED about 30 s later (another CARD_TRANSACTION.AUTHORIZED)',
  },
  {
    question: 'cardAuthorization',
    resource: CARD_AUTHORIZATION,
    field: DESCRIPTOR,
    match: suffix('006'),
    outcome: 'PULL_CONFIRMATION_FAILED',
    delayMs: SANDBOX_DELAYS.cardIssuerEvent,
    note: 'approved and the pull succeeds, but its confirmation reports FAILED: EXCEPTION (CARD_TRANSACTION.EXCEPTION, a high-urgency alert); the money stays held for reconciliation',
  },
  {
    question: 'cardAuthorization',
    resource: CARD_AUTHORIZATION,
    field: DESCRIPTOR,
    match: OTHERWISE,
    outcome: 'DECIDE',
    delayMs: SANDBOX_DELAYS.cardIssuerEvent,
    note: 'decided on the card: FROZEN declines CARD_PAUSED, CLOSED declines CARD_CLOSED, above maxSpendPerTransaction SPEND_LIMIT_EXCEEDED; else the first funding source (in priority order) that covers the amount holds it (CARD_TRANSACTION.AUTHORIZED), none: INSUFFICIENT_FUNDS',
  },
  {
    question: 'stablecoinCredentials',
    resource: SC_LINK,
    field: 'apiClientId (last 3 characters)',
    match: suffix('002'),
    outcome: 'INVALID',
    note: '400 STABLECOIN_PROVIDER_ACCOUNT_INVALID: the provider refuses the credentials, nothing is kept',
  },
  {
    question: 'stablecoinCredentials',
    resource: SC_LINK,
    field: 'apiClientId (last 3 characters)',
    match: suffix('003'),
    outcome: 'REVOKED_LATER',
    delayMs: SANDBOX_DELAYS.stablecoinCredentials,
    note: 'linked ACTIVE; the provider revokes the credentials about 60 s later: REVOKED (mints, burns and registrations on it answer 400 STABLECOIN_PROVIDER_ACCOUNT_REVOKED)',
  },
  {
    question: 'stablecoinCredentials',
    resource: SC_LINK,
    field: 'apiClientId (last 3 characters)',
    match: suffix('004'),
    outcome: 'INVALID_LATER',
    delayMs: SANDBOX_DELAYS.stablecoinCredentials,
    note: 'linked ACTIVE; about 60 s later the credentials stop working (rotated at the provider): INVALID (400 STABLECOIN_PROVIDER_ACCOUNT_INVALID on use)',
  },
  {
    question: 'stablecoinCredentials',
    resource: SC_LINK,
    field: 'apiClientId (last 3 characters)',
    match: OTHERWISE,
    outcome: 'ACTIVE',
    note: 'linked ACTIVE',
  },
  {
    question: 'stablecoinIssuance',
    resource: SC_REGISTER,
    field: 'providerTokenIdentifier (last 3 characters)',
    match: suffix('002'),
    outcome: 'REJECTED',
    delayMs: SANDBOX_DELAYS.stablecoinIssuance,
    note: 'the provider rejects the token in review: issuanceStatus REJECTED',
  },
  {
    question: 'stablecoinIssuance',
    resource: SC_REGISTER,
    field: 'providerTokenIdentifier (last 3 characters)',
    match: suffix('003'),
    outcome: 'FAILED',
    delayMs: SANDBOX_DELAYS.stablecoinIssuance,
    note: 'provisioning fails: PROVISIONING, then issuanceStatus FAILED',
  },
  {
    question: 'stablecoinIssuance',
    resource: SC_REGISTER,
    field: 'providerTokenIdentifier (last 3 characters)',
    match: OTHERWISE,
    outcome: 'PROVISIONED',
    delayMs: SANDBOX_DELAYS.stablecoinIssuance,
    note: 'PROVISIONING, then PROVISIONED',
  },
  {
    question: 'stablecoinEnablement',
    resource: 'Stablecoin: serviceOperationsStatus PENDING_APPROVAL (registration requests it)',
    field: '(every stablecoin)',
    match: { kind: 'any' },
    outcome: 'AUTO_APPROVE',
    delayMs: SANDBOX_DELAYS.stablecoinEnablement,
    note: 'once PROVISIONED, the service approves: ENABLING, then ENABLED about 5 s later (the operator command `stablecoins set-status` moves it too)',
  },
  {
    question: 'stablecoinEnablement',
    resource: 'Stablecoin: serviceOperationsStatus PENDING_APPROVAL (registration requests it)',
    field: '(every stablecoin)',
    match: OTHERWISE,
    outcome: 'OPERATOR',
    note: 'the operator decides: `payments-service stablecoins set-status --stablecoin-id ID --status ENABLING|ENABLED|DISABLED`',
  },
  {
    question: 'stablecoinOperation',
    resource: SC_OPERATION,
    field: 'description (last 3 characters)',
    match: suffix('002'),
    outcome: 'FAILED',
    delayMs: SANDBOX_DELAYS.stablecoinOperation,
    note: 'PROCESSING, then FAILED (failureReason PROVIDER_REJECTED); what was held is released',
  },
  {
    question: 'stablecoinOperation',
    resource: SC_OPERATION,
    field: 'description (last 3 characters)',
    match: suffix('003'),
    outcome: 'EXPIRED',
    delayMs: SANDBOX_DELAYS.stablecoinOperation,
    note: 'funding never arrives: PENDING_FUNDING, then EXPIRED at expiresAt (60 min); an operation funded from an internal account or the provider balance completes',
  },
  {
    question: 'stablecoinOperation',
    resource: SC_OPERATION,
    field: 'description (last 3 characters)',
    match: suffix('503'),
    outcome: 'UNAVAILABLE',
    delayMs: SANDBOX_DELAYS.stablecoinOperation,
    note: '503 SERVICE_UNAVAILABLE: the provider does not answer; nothing is created or held (retry with the same Idempotency-Key)',
  },
  {
    question: 'stablecoinOperation',
    resource: SC_OPERATION,
    field: 'description (last 3 characters)',
    match: OTHERWISE,
    outcome: 'COMPLETED',
    delayMs: SANDBOX_DELAYS.stablecoinOperation,
    note: 'CREATED, PENDING_FUNDING (wire, ACH or on-chain funding arrives one step later) or PENDING_PROVIDER, PROCESSING, COMPLETED',
  },
  {
    question: 'walletExport',
    resource: 'Embedded wallet export: POST /internal-accounts/{id}/export',
    field: '(every export)',
    match: { kind: 'any' },
    outcome: 'SETTLES_LATER',
    delayMs: SANDBOX_DELAYS.walletExport,
    note: 'the signed request answers 200 {status: PROCESSING} until the export settles, then wallet_operation.completed; re-sent, it returns the credentials',
  },
  {
    question: 'walletExport',
    resource: 'Embedded wallet export: POST /internal-accounts/{id}/export',
    field: '(every export)',
    match: OTHERWISE,
    outcome: 'SETTLED',
    note: 'the first signed request returns the credentials',
  },
  {
    question: 'scaCode',
    resource: 'SMS_OTP codes: POST /sca/login/complete, external account trust change (.../trust/confirm)',
    field: 'code',
    match: exact('123456'),
    outcome: 'VALID',
    note: 'nothing is sent',
  },
  {
    question: 'scaCode',
    resource: 'SMS_OTP codes: POST /sca/login/complete, external account trust change (.../trust/confirm)',
    field: 'code',
    match: OTHERWISE,
    outcome: 'INVALID',
    note: '400 INVALID_INPUT: is not the code that was sent',
  },
  {
    question: 'passkeySignature',
    resource:
      'External account trust change: POST .../trust/confirm, .../untrust/confirm; embedded-wallet PASSKEY verify: POST /auth/credentials/{id}/verify',
    field: 'passkeyAssertion.signature; assertion.signature',
    match: exact('sandbox-valid-passkey-signature'),
    outcome: 'VALID',
    note: 'the legacy shortcut: the assertion verifies (a wallet passkey still checks the credential id and the Request-Id of its challenge)',
  },
  {
    question: 'passkeySignature',
    resource:
      'External account trust change: POST .../trust/confirm, .../untrust/confirm; embedded-wallet PASSKEY verify: POST /auth/credentials/{id}/verify',
    field: 'passkeyAssertion.signature; assertion.signature',
    match: OTHERWISE,
    outcome: 'INVALID',
    note: 'trust change: 400 INVALID_INPUT, does not verify; wallet passkey: verified as WebAuthn (challenge, registered origin and RP ID, user presence, signature, counter), 401 UNAUTHORIZED otherwise',
  },

  // Money movement
  {
    question: 'payout',
    resource: QUOTE,
    field: `destination ${IDENTIFIER}`,
    match: suffix('002'),
    outcome: 'EXECUTION_FAILED',
    note: 'FAILED at once (QUOTE_EXECUTION_FAILED), nothing debited',
  },
  {
    question: 'payout',
    resource: QUOTE,
    field: `destination ${IDENTIFIER}`,
    match: suffix('003'),
    outcome: 'SLOW_SUCCESS',
    delayMs: SANDBOX_DELAYS.slowPayout,
    note: 'PROCESSING, then COMPLETED',
  },
  {
    question: 'payout',
    resource: QUOTE,
    field: `destination ${IDENTIFIER}`,
    match: suffix('004'),
    outcome: 'DELIVERY_FAILED',
    delayMs: SANDBOX_DELAYS.bank,
    note: 'PROCESSING, then FAILED (COUNTERPARTY_POST_TX_FAILED: delivery failed) and refunded',
  },
  {
    question: 'payout',
    resource: QUOTE,
    field: `destination ${IDENTIFIER}`,
    match: suffix('005'),
    outcome: 'RETURNED_AFTER_COMPLETION',
    delayMs: SANDBOX_DELAYS.bank,
    note: 'COMPLETED, then FAILED (COUNTERPARTY_POST_TX_FAILED: the receiving bank returned it) and refunded',
  },
  {
    question: 'payout',
    resource: QUOTE,
    field: `destination ${IDENTIFIER}`,
    match: suffix('006'),
    outcome: 'USER_CANCELLATION',
    delayMs: SANDBOX_DELAYS.bank,
    note: 'PROCESSING, then FAILED and refunded with reason USER_CANCELLATION',
  },
  {
    question: 'payout',
    resource: QUOTE,
    field: `destination ${IDENTIFIER}`,
    match: suffix('007'),
    outcome: 'PAYOUT_AND_REFUND_FAILED',
    delayMs: SANDBOX_DELAYS.bank,
    note: 'PROCESSING, then FAILED and the refund FAILED: the money waits in the SUSPENSE system account',
  },
  {
    question: 'payout',
    resource: QUOTE,
    field: `destination ${IDENTIFIER}`,
    match: OTHERWISE,
    outcome: 'PAYOUT_SUCCESS',
    note: 'COMPLETED at once',
  },
  {
    question: 'transfer',
    resource: TRANSFER,
    field: `external account ${IDENTIFIER}`,
    match: suffix('002'),
    outcome: 'TRANSFER_INSUFFICIENT_FUNDS',
    note: '400 INSUFFICIENT_FUNDS, nothing created',
  },
  {
    question: 'transfer',
    resource: TRANSFER,
    field: `external account ${IDENTIFIER}`,
    match: suffix('003'),
    outcome: 'TRANSFER_ACCOUNT_INVALID',
    note: '400 INVALID_BANK_ACCOUNT (closed or invalid), nothing created',
  },
  {
    question: 'transfer',
    resource: TRANSFER,
    field: `external account ${IDENTIFIER}`,
    match: suffix('004'),
    outcome: 'TRANSFER_BANK_REJECTED',
    note: '201 FAILED, the bank rejected it (COLLECTION_FAILED in, QUOTE_EXECUTION_FAILED out), nothing moved',
  },
  {
    question: 'transfer',
    resource: TRANSFER,
    field: `external account ${IDENTIFIER}`,
    match: suffix('005'),
    outcome: 'TRANSFER_PENDING_THEN_FAILED',
    delayMs: SANDBOX_DELAYS.bank,
    note: '201 PENDING (a transfer-in waits in the PENDING bucket), then FAILED and refunded',
  },
  {
    question: 'transfer',
    resource: TRANSFER,
    field: `external account ${IDENTIFIER}`,
    match: OTHERWISE,
    outcome: 'TRANSFER_SUCCESS',
    note: '201 COMPLETED',
  },
  {
    question: 'walletSignature',
    resource:
      'Signed retries of embedded-wallet actions (spec 5.4), POST /quotes/{quoteId}/execute among them',
    field: 'Service-Wallet-Signature header',
    match: exact('sandbox-valid-signature'),
    outcome: 'VALID',
    note: 'the legacy shortcut: accepted in place of a stamp',
  },
  {
    question: 'walletSignature',
    resource:
      'Signed retries of embedded-wallet actions (spec 5.4), POST /quotes/{quoteId}/execute among them',
    field: 'Service-Wallet-Signature header',
    match: OTHERWISE,
    outcome: 'INVALID',
    note: 'verified as a stamp: P-256 over payloadToSign by the key of a session in force on the wallet (401 WALLET_SIGNATURE_* otherwise)',
  },
  {
    question: 'walletOtpCode',
    resource: 'Embedded-wallet OTP credential: POST /auth/credentials/{id}/verify',
    field: 'otp_code inside the HPKE-encrypted encryptedOtpBundle',
    match: exact('000000'),
    outcome: 'VALID',
    note: 'nothing is sent: the code is always this one',
  },
  {
    question: 'walletOtpCode',
    resource: 'Embedded-wallet OTP credential: POST /auth/credentials/{id}/verify',
    field: 'otp_code inside the HPKE-encrypted encryptedOtpBundle',
    match: OTHERWISE,
    outcome: 'INVALID',
    note: '401 UNAUTHORIZED with reason "Invalid OTP code"',
  },

  // UMA
  {
    question: 'umaCounterparty',
    resource: UMA,
    field: 'UMA address',
    match: exact(uma('$success.usd')),
    outcome: { behaviour: 'SUCCESS', currencies: ['USD'] },
    note: 'COMPLETED',
  },
  {
    question: 'umaCounterparty',
    resource: UMA,
    field: 'UMA address',
    match: exact(uma('$success.eur')),
    outcome: { behaviour: 'SUCCESS', currencies: ['EUR', 'USD'] },
    note: 'COMPLETED',
  },
  {
    question: 'umaCounterparty',
    resource: UMA,
    field: 'UMA address',
    match: exact(uma('$success.mxn')),
    outcome: { behaviour: 'SUCCESS', currencies: ['MXN', 'USD'] },
    note: 'COMPLETED',
  },
  {
    question: 'umaCounterparty',
    resource: UMA,
    field: 'UMA address',
    match: exact(uma('$pending.long.usd')),
    outcome: { behaviour: 'PENDING_LONG', currencies: ['USD'] },
    delayMs: SANDBOX_DELAYS.pendingLong,
    note: 'PENDING, then COMPLETED',
  },
  {
    question: 'umaCounterparty',
    resource: UMA,
    field: 'UMA address',
    match: exact(uma('$fail.compliance.usd')),
    outcome: { behaviour: 'FAIL_COMPLIANCE', currencies: ['USD'] },
    note: 'FAILED at once (QUOTE_EXECUTION_FAILED out, COMPLIANCE_REJECTED in), nothing debited',
  },
  {
    question: 'umaCounterparty',
    resource: UMA,
    field: 'UMA address',
    match: OTHERWISE,
    outcome: 'NONE',
    note: 'not simulated: a customer of this service at that address, else 404 UMA_NOT_FOUND; a sender pays normally',
  },
  {
    question: 'umaDomain',
    resource: 'Platform configuration: POST /invitations',
    field: 'umaDomain',
    match: suffix('.uma.test'),
    outcome: 'SIMULATED',
    production: 'UNREACHABLE',
    note: 'the domains platforms start on (RFC 2606: never resolve); production answers 400 INVITATIONS_NOT_CONFIGURED',
  },
  {
    question: 'umaDomain',
    resource: 'Platform configuration: POST /invitations',
    field: 'umaDomain',
    match: exact('uma.test'),
    outcome: 'SIMULATED',
    production: 'UNREACHABLE',
    note: 'as above',
  },
  {
    question: 'umaDomain',
    resource: 'Platform configuration: POST /invitations',
    field: 'umaDomain',
    match: OTHERWISE,
    outcome: 'UMA_NETWORK',
    note: 'invitations are served',
  },
  {
    question: 'custodian',
    resource: 'VASP directory: GET /vasps',
    field: 'vaspName',
    match: exact('Sandbox Custody'),
    outcome: 'SIMULATED',
    note: 'listed: a custodian nobody will confuse with a real one',
  },
  {
    question: 'custodian',
    resource: 'VASP directory: GET /vasps',
    field: 'vaspName',
    match: OTHERWISE,
    outcome: 'NONE',
    note: 'only the real providers are listed',
  },
  {
    question: 'oidcIssuer',
    resource: 'Embedded-wallet OAUTH credential: POST /auth/credentials, POST /auth/credentials/{id}/verify',
    field: 'iss of the oidcToken',
    match: exact('https://accounts.google.com'),
    outcome: 'SUPPORTED',
    production: 'UNSUPPORTED',
    note: 'Google: the token is read, its signature segment not checked (it may be a dummy)',
  },
  {
    question: 'oidcIssuer',
    resource: 'Embedded-wallet OAUTH credential: POST /auth/credentials, POST /auth/credentials/{id}/verify',
    field: 'iss of the oidcToken',
    match: exact('accounts.google.com'),
    outcome: 'SUPPORTED',
    production: 'UNSUPPORTED',
    note: 'Google (the issuer without its scheme, as Google writes it in some tokens): the token is read, its signature segment not checked (it may be a dummy)',
  },
  {
    question: 'oidcIssuer',
    resource: 'Embedded-wallet OAUTH credential: POST /auth/credentials, POST /auth/credentials/{id}/verify',
    field: 'iss of the oidcToken',
    match: exact('https://appleid.apple.com'),
    outcome: 'SUPPORTED',
    production: 'UNSUPPORTED',
    note: 'Apple: the token is read, its signature segment not checked (it may be a dummy)',
  },
  {
    question: 'oidcIssuer',
    resource: 'Embedded-wallet OAUTH credential: POST /auth/credentials, POST /auth/credentials/{id}/verify',
    field: 'iss of the oidcToken',
    match: exact('https://www.facebook.com'),
    outcome: 'SUPPORTED',
    production: 'UNSUPPORTED',
    note: 'Facebook: the token is read, its signature segment not checked (it may be a dummy)',
  },
  {
    question: 'oidcIssuer',
    resource: 'Embedded-wallet OAUTH credential: POST /auth/credentials, POST /auth/credentials/{id}/verify',
    field: 'iss of the oidcToken',
    match: OTHERWISE,
    outcome: 'UNSUPPORTED',
    note: '401 UNAUTHORIZED with the reason naming the issuer',
  },

  // Customers' contact details
  {
    question: 'contactCode',
    resource: 'Contact verification: POST /customers/{customerId}/verify-email|verify-phone/confirm',
    field: 'code',
    match: exact('123456'),
    outcome: 'VALID',
    note: 'nothing is sent',
  },
  {
    question: 'contactCode',
    resource: 'Contact verification: POST /customers/{customerId}/verify-email|verify-phone/confirm',
    field: 'code',
    match: OTHERWISE,
    outcome: 'INVALID',
    note: '400 INVALID_INPUT: is not the code that was sent',
  },
];

function matches(match: Match, value: string | undefined): boolean {
  switch (match.kind) {
    case 'absent':
      return value === undefined;
    case 'any':
    case 'otherwise':
      return true;
    case 'suffix':
      return (value ?? '').endsWith(match.value);
    case 'exact':
      return (value ?? '') === match.value;
  }
}

function read(question: Question, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const how = QUESTIONS[question].read;
  return how === 'trimmed' ? value.trim() : how === 'lower case' ? value.toLowerCase() : value;
}

// One narrowing, here: a row whose `question` is Q is a MagicValue<Q> (the union says so per
// member, which TypeScript does not carry over to a generic Q).
const rowsOf = <Q extends Question>(question: Q): readonly MagicValue<Q>[] =>
  MAGIC_VALUES.filter(
    (row) => row.question === question,
  ) as readonly MagicValueRow[] as readonly MagicValue<Q>[];

/** The rows of a question, in order. */
export function magicValuesOf<Q extends Question>(question: Q): readonly MagicValue<Q>[] {
  return rowsOf(question);
}

/** The row that decides `value` for `question`: the first that matches. */
export function lookup<Q extends Question>(question: Q, value: string | undefined): MagicValue<Q> {
  const value_ = read(question, value);
  const row = rowsOf(question).find((r) => matches(r.match, value_));
  if (row === undefined) throw new Error(`magic values: no row of ${question} matches (no otherwise row)`);
  return row;
}

/** The `otherwise` row of a question: what an ordinary value gets. */
export function ordinary<Q extends Question>(question: Q): MagicValue<Q> {
  const row = rowsOf(question).at(-1);
  if (row?.match.kind !== 'otherwise')
    throw new Error(`magic values: ${question} does not end with otherwise`);
  return row;
}

// The table is data others rely on; a row that could never match, or a question without an
// answer for ordinary values, is a mistake to catch at load, not at the first request.
for (const question of Object.keys(QUESTIONS) as Question[]) {
  const rows = rowsOf(question);
  ordinary(question);
  if (rows.filter((r) => r.match.kind === 'otherwise').length !== 1) {
    throw new Error(`magic values: ${question} has more than one otherwise row`);
  }
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const key = JSON.stringify(row.match);
    if (seen.has(key)) throw new Error(`magic values: ${question} matches ${key} twice`);
    seen.add(key);
    const earlierAny = rows.slice(0, index).some((r) => r.match.kind === 'any');
    if (earlierAny && row.match.kind !== 'otherwise') {
      throw new Error(`magic values: a row of ${question} after "any" can never match`);
    }
    if ((row.match.kind === 'suffix' || row.match.kind === 'exact') && row.match.value === '') {
      throw new Error(`magic values: ${question} has an empty ${row.match.kind}`);
    }
    if (row.delayMs !== undefined && !(row.delayMs > 0)) {
      throw new Error(`magic values: ${question} has a delay that is not positive`);
    }
  }
}
