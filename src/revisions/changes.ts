/**
 * Every difference between two adjacent revisions, as data (docs/revisions.md lists them in
 * words). A change walks an answer of the revision before it in the chain (src/revisions/
 * revisions.ts, `CHAIN`) back to the revision it names: values that revision does not have
 * become their nearest value there, resources it cannot describe are left out of lists. The
 * OpenAPI document of each revision is made by the same changes (src/revisions/documents.ts),
 * so what a revision's document promises and what its answers carry cannot drift apart.
 *
 * Places are shared schemas by `$id` or the answers of operations ("METHOD /path" below the
 * version segment); paths within them are written as in src/revisions/schema-paths.ts.
 */
import type { Revision } from './revisions.js';

export type Place = { component: string } | { operations: readonly string[] };

export type AnswerRule =
  /**
   * Values the revision does not have, mapped to the value it shows instead; `null` leaves the
   * value out (an item of a list of values, or an optional field). A list of values keeps
   * each value once.
   */
  | { kind: 'values'; at: Place; path: string; values: Readonly<Record<string, string | null>> }
  /**
   * Resources (or items) the revision cannot describe, told by the value at `tag`: left out of
   * every list they are in; a single answer of one is given as it is (docs/revisions.md).
   */
  | {
      kind: 'describable';
      at: Place;
      path?: string;
      tag: string;
      only?: readonly string[];
      except?: readonly string[];
    }
  /**
   * Fields the revision requires in answers where the others leave them optional: the answers
   * carry them whenever they are known (documents only: nothing to change in an answer).
   */
  | { kind: 'required'; at: Place; path: string; fields: readonly string[] }
  /**
   * An answer the revision has no shape for, told by the value at `tag` (a wallet export still
   * settling): answered as a retryable 503 instead, which the revision's clients retry by
   * themselves, as they re-send the request the other revisions tell them to.
   */
  | { kind: 'retryLater'; at: Place; tag: string; values: readonly string[]; message: string };

/**
 * How a revision names webhook events (src/revisions/webhooks.ts). The envelope is the same in
 * every revision: `data` for the newest, and `webhookId` with the resource under its own key
 * (`transaction`, `invitation`, `bulkCustomerImportJob`) for receivers of the earlier ones.
 */
export interface WebhookChange {
  /** Event types the revision names otherwise. */
  types?: Readonly<Record<string, string>>;
  /**
   * Event types by prefix, for revisions whose events are named by resource only
   * (`OUTGOING_PAYMENT.COMPLETED` -> `OUTGOING_PAYMENT`).
   */
  typesByPrefix?: Readonly<Record<string, string>>;
}

export interface VersionChange {
  /** The revision this change walks answers back to. */
  revision: Revision;
  /** What a client of that revision sees, in one sentence (docs/revisions.md). */
  summary: string;
  answers?: readonly AnswerRule[];
  webhooks?: WebhookChange;
  /**
   * Input rules the revision's clients are held to and earlier ones are not (by name; the module
   * that owns the rule applies it, `revisionDeclares` in src/http/revisions.ts).
   */
  inputRules?: readonly InputRule[];
  /**
   * Operations the revisions after this one no longer have ("METHOD /path"). They stay served
   * to every revision (an operation is never taken from a client), answered in this revision's
   * terms, the last that described them: their clients are of this revision or an earlier one.
   */
  lastDescribes?: readonly string[];
}

/** Input rules that only some revisions declare. */
export type InputRule = 'BRL_ACCOUNT_IDENTIFIERS';

const ERRORS = { component: 'Error' } as const;
const VERIFICATION_ANSWERS = {
  operations: ['POST /verifications', 'GET /verifications/{verificationId}'],
} as const;
const CONFIG_ANSWERS = { operations: ['GET /config', 'PATCH /config'] } as const;

/** Account types of revision 2026-02-25, for external accounts and payment instructions alike. */
export const ACCOUNT_TYPES_2026_02_25 = [
  'BASE_WALLET',
  'BRL_ACCOUNT',
  'CAD_ACCOUNT',
  'DKK_ACCOUNT',
  'EUR_ACCOUNT',
  'GBP_ACCOUNT',
  'HKD_ACCOUNT',
  'IDR_ACCOUNT',
  'INR_ACCOUNT',
  'LIGHTNING',
  'MXN_ACCOUNT',
  'MYR_ACCOUNT',
  'NGN_ACCOUNT',
  'PHP_ACCOUNT',
  'POLYGON_WALLET',
  'SGD_ACCOUNT',
  'SOLANA_WALLET',
  'SPARK_WALLET',
  'THB_ACCOUNT',
  'TRON_WALLET',
  'USD_ACCOUNT',
  'VND_ACCOUNT',
] as const;

/** Customer and counterparty field names revision 2026-08-21 added. */
const FIELD_NAMES_SINCE_2026_08_21 = {
  BUSINESS_TYPE: null,
  COMPANY_LEGAL_NAME: null,
  ID_NUMBER: null,
  ID_TYPE: null,
} as const;

/** INR rails: 2026-02-25 names the bank-account rail IMPS where the newest names NEFT and RTGS. */
const INR_RAILS_2026_02_25 = { NEFT: 'IMPS', RTGS: 'IMPS' } as const;

/** Failure reasons 2026-08-21 added; earlier revisions report the payment failed while carried out. */
const OUTGOING_FAILURES_SINCE_2026_08_21 = {
  ACCOUNT_CANNOT_RECEIVE: 'QUOTE_EXECUTION_FAILED',
  ACCOUNT_INVALID: 'QUOTE_EXECUTION_FAILED',
  COMPLIANCE_REJECTED: 'QUOTE_EXECUTION_FAILED',
  LIMIT_EXCEEDED: 'QUOTE_EXECUTION_FAILED',
  PAYOUT_RETURNED: 'QUOTE_EXECUTION_FAILED',
  QUOTE_RATE_UNAVAILABLE: 'QUOTE_EXECUTION_FAILED',
  SCA_NOT_COMPLETED: 'QUOTE_EXECUTION_FAILED',
} as const;
const INCOMING_FAILURES_SINCE_2026_08_21 = {
  COMPLIANCE_REJECTED: 'QUOTE_EXECUTION_FAILED',
  COLLECTION_FAILED: 'QUOTE_EXECUTION_FAILED',
} as const;

export const VERSION_CHANGES: readonly VersionChange[] = [
  {
    revision: '2026-08-21',
    // Enum values carrying the service's name (CLOSED_BY_SERVICE, SERVICE_INTERNAL_ACCOUNT) take
    // the hosted service's word wherever they are answered (src/revisions/answers.ts); error
    // codes are free strings, so they are listed.
    summary:
      "The hosted service's own names: identifiers carrying its name take its word (GRID_ for SERVICE_), " +
      'a verification under way is IN_PROGRESS, the invitation event is INVITATION.CLAIMED, ILS accounts and ' +
      'the IMPS rail are not described.',
    answers: [
      {
        kind: 'values',
        at: ERRORS,
        path: 'code',
        values: {
          SERVICE_SWITCH_ERROR: 'GRID_SWITCH_ERROR',
          STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE: 'STABLECOIN_GRID_ENABLEMENT_NOT_REQUESTABLE',
        },
      },
      {
        kind: 'values',
        at: VERIFICATION_ANSWERS,
        path: 'verificationStatus',
        values: { PENDING: 'IN_PROGRESS' },
      },
      {
        kind: 'values',
        at: { operations: ['GET /verifications'] },
        path: 'data[].verificationStatus',
        values: { PENDING: 'IN_PROGRESS' },
      },
      {
        kind: 'describable',
        at: { component: 'ExternalAccount' },
        tag: 'accountInfo.accountType',
        except: ['ILS_ACCOUNT'],
      },
      {
        kind: 'describable',
        at: { operations: ['GET /exchange-rates'] },
        path: 'data[]',
        tag: 'destinationPaymentRail',
        except: ['IMPS'],
      },
      {
        kind: 'retryLater',
        at: { operations: ['POST /internal-accounts/{id}/export'] },
        tag: 'status',
        values: ['PROCESSING'],
        message:
          'The export is still settling at the wallet provider: re-send the identical signed request ' +
          '(wallet_operation.completed says when it will succeed)',
      },
      {
        kind: 'required',
        at: { component: 'BeneficialOwner' },
        path: 'personalInfo',
        fields: ['birthDate', 'nationality', 'address', 'idType', 'identifier'],
      },
    ],
    webhooks: {
      types: { INVITATION_CLAIMED: 'INVITATION.CLAIMED' },
    },
    inputRules: ['BRL_ACCOUNT_IDENTIFIERS'],
  },
  {
    revision: '2026-02-25',
    summary:
      'Before 2026-08-21: KYC states of the review workflow, fewer owner roles, account types and failure ' +
      'reasons, no PENDING_AUTHORIZATION, IMPS for INR bank accounts, no card transactions in transaction ' +
      'lists, USD individual beneficiaries with birth date and nationality, and webhooks named by resource ' +
      'carrying it under its own key.',
    answers: [
      {
        kind: 'values',
        at: { component: 'IndividualCustomer' },
        path: 'kycStatus',
        values: { PENDING: 'PENDING_REVIEW', UNVERIFIED: 'PENDING_REVIEW', HOLD: 'PENDING_REVIEW' },
      },
      {
        kind: 'values',
        at: { component: 'BeneficialOwner' },
        path: 'individualType',
        values: {
          BENEFICIAL_OWNER: 'CONTROL_PERSON',
          OFFICER: 'DIRECTOR',
          AUTHORIZED_PERSON: 'BUSINESS_POINT_OF_CONTACT',
        },
      },
      {
        kind: 'values',
        at: { component: 'ExternalAccount' },
        path: 'status',
        values: { PENDING_OWNERSHIP_VERIFICATION: 'PENDING', UNVERIFIED: 'PENDING' },
      },
      {
        kind: 'values',
        at: { component: 'ExternalAccountInfo' },
        path: '[INR_ACCOUNT].paymentRails[]',
        values: INR_RAILS_2026_02_25,
      },
      {
        kind: 'describable',
        at: { component: 'ExternalAccount' },
        tag: 'accountInfo.accountType',
        only: ACCOUNT_TYPES_2026_02_25,
      },
      {
        kind: 'describable',
        at: { component: 'PaymentInstructions' },
        tag: 'accountOrWalletInfo.accountType',
        only: ACCOUNT_TYPES_2026_02_25,
      },
      {
        kind: 'required',
        at: { component: 'ExternalAccountInfo' },
        path: '[USD_ACCOUNT].beneficiary[INDIVIDUAL]',
        fields: ['birthDate', 'nationality'],
      },
      {
        kind: 'required',
        at: { operations: ['POST /plaid/callback/{plaid_link_token}'] },
        // A Plaid link makes USD accounts only: its answer's accountInfo is that variant alone.
        path: 'accountInfo.beneficiary[INDIVIDUAL]',
        fields: ['birthDate', 'nationality'],
      },
      {
        kind: 'values',
        at: { component: 'Quote' },
        path: 'status',
        values: { PENDING_AUTHORIZATION: 'PENDING' },
      },
      {
        kind: 'values',
        at: { component: 'OutgoingTransaction' },
        path: 'failureReason',
        values: OUTGOING_FAILURES_SINCE_2026_08_21,
      },
      {
        kind: 'values',
        at: { component: 'IncomingTransaction' },
        path: 'failureReason',
        values: INCOMING_FAILURES_SINCE_2026_08_21,
      },
      { kind: 'describable', at: { component: 'Transaction' }, tag: 'type', only: ['INCOMING', 'OUTGOING'] },
      {
        kind: 'values',
        at: CONFIG_ANSWERS,
        path: 'supportedCurrencies[].providerRequiredCustomerFields[]',
        values: FIELD_NAMES_SINCE_2026_08_21,
      },
      {
        kind: 'values',
        at: CONFIG_ANSWERS,
        path: 'supportedCurrencies[].providerRequiredCounterpartyCustomerFields[]',
        values: FIELD_NAMES_SINCE_2026_08_21,
      },
      {
        kind: 'describable',
        at: CONFIG_ANSWERS,
        path: 'supportedCurrencies[].requiredCounterpartyFields[]',
        tag: 'name',
        except: Object.keys(FIELD_NAMES_SINCE_2026_08_21),
      },
      {
        kind: 'describable',
        at: { operations: ['GET /receiver/uma/{receiverUmaAddress}'] },
        path: 'requiredPayerDataFields[]',
        tag: 'name',
        except: Object.keys(FIELD_NAMES_SINCE_2026_08_21),
      },
    ],
    webhooks: {
      typesByPrefix: {
        'OUTGOING_PAYMENT.': 'OUTGOING_PAYMENT',
        'INCOMING_PAYMENT.': 'INCOMING_PAYMENT',
        'BULK_UPLOAD.': 'BULK_UPLOAD',
      },
      types: { 'INVITATION.CLAIMED': 'INVITATION_CLAIMED' },
    },
    // Listing quotes and quoting a failed one again left the API in 2026-08-21 (retrying, in
    // 2026-02-25 already: its answer is the quote as any quote of 2026-02-25 reads).
    lastDescribes: ['GET /quotes', 'POST /quotes/{quoteId}/retry'],
  },
];
