import { SIGNATURE_HEADER } from './headers.js';
import { EARLIER_REVISION, legacyResourceKey } from './envelope.js';
import { type EventShape, REVISION_MARK } from '../../revisions/index.js';
import { QUOTE_STATUSES } from '../payments/index.js';

/**
 * The `webhooks` section of the OpenAPI document: every webhook this service sends, with the
 * envelope `{id, type, timestamp, data}` and `data` described by the same schema as the API
 * answer that returns the resource (events carry the resource exactly as the API shows it).
 * Built from the finished document, so `data` refers to whatever the resource's operation
 * declares: a shared component when its module registers one, else that operation's schema.
 */

type Schema = Record<string, unknown>;

interface OpenApiObject {
  paths?: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>
  >;
  components?: { schemas?: Record<string, Schema> };
  webhooks?: Record<string, unknown>;
}

/** Where a webhook's `data` is described: a component by name, or a GET answer (optionally its list item). */
interface DataSource {
  components: string[];
  /**
   * The shared schemas that describe the resource's variants, where `components` names none
   * that exists (a union answered inline): how its data is walked back to a revision.
   */
  variants?: string[];
  get?: { path: string; item?: boolean };
  /** The one `type` the resource has in these events, when the GET answer covers several. */
  type?: string;
}

interface WebhookDoc {
  /** The contract's name of the webhook (its key in the document's `webhooks`). */
  name: string;
  summary: string;
  types: string[];
  data: DataSource | 'test';
  /** The spec names it but the contract has no such webhook (an extension of ours). */
  extension?: true;
}

const payment = (direction: 'OUTGOING' | 'INCOMING') => (statuses: string[]) =>
  statuses.map((s) => `${direction}_PAYMENT.${s}`);

export const WEBHOOKS: readonly WebhookDoc[] = [
  {
    name: 'outgoing-payment',
    summary: 'An outgoing payment reached a status',
    // A quote's statuses are its payment's, then the refund's.
    types: payment('OUTGOING')([...QUOTE_STATUSES, 'REFUND_PENDING', 'REFUND_COMPLETED', 'REFUND_FAILED']),
    data: {
      components: ['OutgoingTransaction'],
      get: { path: '/transactions/{transactionId}' },
      type: 'OUTGOING',
    },
  },
  {
    name: 'incoming-payment',
    summary: 'An incoming payment reached a status',
    types: payment('INCOMING')([
      'PENDING',
      'COMPLETED',
      'FAILED',
      'REFUND_PENDING',
      'REFUND_COMPLETED',
      'REFUND_FAILED',
    ]),
    data: {
      components: ['IncomingTransaction'],
      get: { path: '/transactions/{transactionId}' },
      type: 'INCOMING',
    },
  },
  {
    name: 'internal-account-status',
    summary: 'An internal account changed (balance, status or funding instructions)',
    types: [
      'INTERNAL_ACCOUNT.BALANCE_UPDATED',
      'INTERNAL_ACCOUNT.STATUS_UPDATED',
      'INTERNAL_ACCOUNT.FUNDING_INSTRUCTIONS_UPDATED',
    ],
    data: { components: ['InternalAccount'], get: { path: '/customers/internal-accounts', item: true } },
  },
  {
    name: 'external-account-status',
    summary: "An external account's status changed",
    types: ['EXTERNAL_ACCOUNT.STATUS_UPDATED'],
    data: {
      components: ['ExternalAccount'],
      get: { path: '/customers/external-accounts/{externalAccountId}' },
    },
  },
  {
    name: 'customer-update',
    summary: "A customer's KYC or KYB status changed",
    types: [
      'CUSTOMER.KYC_APPROVED',
      'CUSTOMER.KYC_REJECTED',
      'CUSTOMER.KYC_PENDING',
      'CUSTOMER.KYB_APPROVED',
      'CUSTOMER.KYB_REJECTED',
      'CUSTOMER.KYB_PENDING',
    ],
    data: {
      components: ['Customer'],
      variants: ['IndividualCustomer', 'BusinessCustomer'],
      get: { path: '/customers/{customerId}' },
    },
  },
  {
    name: 'verification-update',
    summary: 'A verification was decided',
    types: [
      'VERIFICATION.APPROVED',
      'VERIFICATION.REJECTED',
      'VERIFICATION.RESOLVE_ERRORS',
      'VERIFICATION.IN_PROGRESS',
      'VERIFICATION.PENDING_MANUAL_REVIEW',
    ],
    data: { components: ['Verification'], get: { path: '/verifications/{verificationId}' } },
  },
  {
    name: 'invitation-claimed',
    summary: 'An invitation this platform created was claimed',
    // The spec names the event INVITATION_CLAIMED, as does the contract's revision the official
    // SDK was generated from; the newest revision spells it INVITATION.CLAIMED (docs/webhooks.md).
    types: ['INVITATION_CLAIMED'],
    data: { components: ['UmaInvitation'], get: { path: '/invitations/{invitationCode}' } },
  },
  {
    name: 'bulk-upload',
    summary: 'A bulk customer import finished',
    types: ['BULK_UPLOAD.COMPLETED', 'BULK_UPLOAD.FAILED'],
    data: { components: ['BulkCustomerImportJob'], get: { path: '/customers/bulk/jobs/{jobId}' } },
  },
  {
    // The contract's spelling; the spec's prose writes card.state_change (docs/webhooks.md).
    name: 'card-state-change',
    summary: "A card's state changed (the issuer's answer, or a PATCH)",
    types: ['CARD.STATE_CHANGE'],
    data: { components: ['Card'], get: { path: '/cards/{id}' } },
  },
  {
    name: 'card-funding-source-change',
    summary: "A card's funding sources were replaced",
    types: ['CARD.FUNDING_SOURCE_CHANGE'],
    data: { components: ['Card'], get: { path: '/cards/{id}' } },
  },
  {
    name: 'agent-action',
    summary: "An agent's payment waits for the platform's approval (approve or reject its action)",
    types: ['AGENT_ACTION.PENDING_APPROVAL'],
    data: { components: ['AgentAction'], get: { path: '/agents/me/actions/{actionId}' } },
  },
  {
    // An extension: the contract names only AGENT_ACTION.PENDING_APPROVAL; the agent's other
    // outcomes are announced the same way so the platform's approval UI needs no polling.
    name: 'agent-action-decided',
    summary: "An agent's action was decided: approved (its payment started), rejected, or failed",
    types: ['AGENT_ACTION.APPROVED', 'AGENT_ACTION.REJECTED', 'AGENT_ACTION.FAILED'],
    data: { components: ['AgentAction'], get: { path: '/agents/me/actions/{actionId}' } },
    extension: true,
  },
  {
    name: 'card-transaction',
    summary: 'A card transaction was authorized or changed (the type names the status it is in)',
    types: ['AUTHORIZED', 'PARTIALLY_SETTLED', 'SETTLED', 'REFUNDED', 'EXCEPTION'].map(
      (s) => `CARD_TRANSACTION.${s}`,
    ),
    data: { components: ['CardTransaction'], get: { path: '/transactions/{transactionId}' } },
  },
  {
    // An extension: the contract's card transactions have no DECLINED status (decision 0028).
    name: 'card-authorization-decision',
    summary: 'An authorization was declined, or a balance inquiry answered: no card transaction shows it',
    types: ['CARD.AUTHORIZATION_DECLINED', 'CARD.BALANCE_INQUIRY'],
    data: { components: ['CardAuthorizationDecision'] },
    extension: true,
  },
  {
    // An extension (spec 6): the contract defines no webhook for it.
    name: 'wallet-operation',
    summary: 'An embedded-wallet operation (an export) settled: re-send its signed request for the result',
    types: ['wallet_operation.completed'],
    data: { components: ['WalletOperation'] },
    extension: true,
  },
  {
    name: 'test-webhook',
    summary: 'The endpoint was set or changed, or POST /webhooks/test was called',
    types: ['TEST'],
    data: 'test',
  },
];

const shapes = new Map<string, EventShape>();
for (const hook of WEBHOOKS) {
  if (hook.data === 'test') continue;
  const shape: EventShape = {
    components: hook.data.variants ?? hook.data.components,
    ...(hook.data.get ? { operation: `GET ${hook.data.get.path}` } : {}),
  };
  for (const type of hook.types) shapes.set(type, shape);
}

/** What describes the resource of events of `type`, for walking it back to a revision. */
export const eventShapeOf = (type: string): EventShape => shapes.get(type) ?? { components: [] };

const TEST_DATA: Schema = {
  type: 'object',
  description: 'Extension: which configuration the TEST webhook is about (the contract gives TEST no data)',
  properties: { message: { type: 'string' }, platformConfigId: { type: 'string' } },
  required: ['message', 'platformConfigId'],
};

function dataSchema(document: OpenApiObject, prefix: string, source: DataSource): Schema | undefined {
  const component = source.components.find((name) => document.components?.schemas?.[name]);
  if (component) return { $ref: `#/components/schemas/${component}` };
  if (!source.get) return undefined;
  const answer =
    document.paths?.[`${prefix}${source.get.path}`]?.get?.responses?.['200']?.content?.['application/json']
      ?.schema;
  if (!answer) return undefined;
  const resource = source.get.item
    ? ((answer.properties as Record<string, Schema> | undefined)?.data?.items as Schema | undefined)
    : answer;
  return resource && source.type ? withType(resource, source.type) : resource;
}

/** `schema` with its `type` property narrowed to one value (a copy; other references keep theirs). */
function withType(schema: Schema, value: string): Schema {
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (properties?.type) {
    return { ...schema, properties: { ...properties, type: { ...properties.type, enum: [value] } } };
  }
  // A reference or a union: the same schema, constrained.
  return { allOf: [schema, { type: 'object', properties: { type: { type: 'string', enum: [value] } } }] };
}

function envelope(types: string[], data: Schema | undefined): Schema {
  const legacyKey = types.map(legacyResourceKey).find((k) => k !== undefined);
  return {
    type: 'object',
    required: [
      'id',
      'type',
      'timestamp',
      'webhookId',
      ...(data ? ['data'] : []),
      ...(data && legacyKey ? [legacyKey] : []),
    ],
    properties: {
      id: { type: 'string', description: 'Webhook:<uuid>; the same event delivered again has the same id' },
      type: { type: 'string', enum: types },
      timestamp: { type: 'string', format: 'date-time', description: 'When the change happened' },
      ...(data ? { data } : {}),
      webhookId: { type: 'string', description: 'The same as `id`, for receivers of the earliest revision' },
      ...(data && legacyKey
        ? {
            [legacyKey]: {
              ...data,
              // Each revision's document gives it in that revision's terms (src/revisions/documents.ts).
              [REVISION_MARK]: EARLIER_REVISION,
              description: `The same resource as \`data\`, in the terms of revision ${EARLIER_REVISION}`,
            },
          }
        : {}),
    },
  };
}

/** Adds the `webhooks` section and the signature's security scheme to the finished document. */
export function documentWebhooks<T extends object>(document: T, prefix: string): T {
  const doc = document as OpenApiObject;
  const webhooks: Record<string, unknown> = {};
  for (const hook of WEBHOOKS) {
    const data = hook.data === 'test' ? TEST_DATA : dataSchema(doc, prefix, hook.data);
    webhooks[hook.name] = {
      post: {
        operationId: hook.name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
        summary: hook.summary,
        description: `Sent with \`${SIGNATURE_HEADER}\` (see the WebhookSignature security scheme). Any 2xx answer within 10 s is a delivery; anything else is retried (docs/webhooks.md).`,
        security: [{ WebhookSignature: [] }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: envelope(hook.types, data),
            },
          },
        },
        responses: { '200': { description: 'Received (any 2xx)' } },
      },
    };
  }
  return { ...document, webhooks };
}
