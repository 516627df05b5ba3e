import { type Static, Type } from 'typebox';
import { DateRangeQuery, PageQuery } from '../../http/schemas.js';
import { StringEnum, Timestamp } from '../../shapes/index.js';
import { type Quote, TransactionSchema } from '../payments/index.js';

export const AGENT_PERMISSIONS = [
  'VIEW_TRANSACTIONS',
  'CREATE_TRANSFERS',
  'CREATE_QUOTES',
  'EXECUTE_QUOTES',
  'MANAGE_EXTERNAL_ACCOUNTS',
] as const;
export type AgentPermission = (typeof AGENT_PERMISSIONS)[number];
export const EXECUTION_MODES = ['AUTO', 'APPROVAL_REQUIRED'] as const;

const Amount = (description: string) => Type.Integer({ minimum: 0, maximum: 9e15, description });
const CurrencyCode = Type.String({ pattern: '^[A-Z]{3,5}$', description: 'Currency code' });
const AccountId = Type.String({ minLength: 1, maxLength: 128 });

const spendingLimitFields = {
  currency: CurrencyCode,
  perTransactionLimit: Amount('Largest single payment, smallest unit of `currency`'),
  dailyLimit: Type.Optional(Type.Union([Amount('Spend per UTC day'), Type.Null()])),
  dailyTransactionLimit: Type.Optional(Type.Integer({ minimum: 0, description: 'Payments per UTC day' })),
  monthlyLimit: Type.Optional(Type.Union([Amount('Spend per UTC month'), Type.Null()])),
};

export const AgentSpendingLimits = Type.Object(spendingLimitFields, { additionalProperties: false });

const AccountRestrictions = Type.Object(
  {
    allowedAccountIds: Type.Optional(
      Type.Union([Type.Array(AccountId, { maxItems: 100 }), Type.Null()], {
        description: "The customer's internal accounts the agent may use; null or absent: all of them",
      }),
    ),
    accountRules: Type.Optional(
      Type.Array(
        Type.Object(
          {
            accountId: AccountId,
            executionMode: Type.Optional(StringEnum(EXECUTION_MODES)),
            perTransactionLimit: Type.Optional(
              Type.Union([Amount('Per payment from this account'), Type.Null()]),
            ),
          },
          { additionalProperties: false },
        ),
        { maxItems: 100 },
      ),
    ),
  },
  { additionalProperties: false },
);

const ApprovalThresholds = Type.Object(
  {
    currency: Type.Optional(CurrencyCode),
    amount: Type.Optional(Type.Union([Amount('Payments above this need approval'), Type.Null()])),
  },
  { additionalProperties: false },
);

const policyFields = {
  permissions: Type.Array(StringEnum(AGENT_PERMISSIONS), { uniqueItems: true, maxItems: 5 }),
  defaultExecutionMode: StringEnum(EXECUTION_MODES),
  spendingLimits: AgentSpendingLimits,
  accountRestrictions: Type.Optional(AccountRestrictions),
  approvalThresholds: Type.Optional(ApprovalThresholds),
};

export const AgentPolicy = Type.Object(policyFields, { $id: 'AgentPolicy', additionalProperties: false });
export type AgentPolicy = Static<typeof AgentPolicy>;
const AgentPolicyRef = Type.Unsafe<AgentPolicy>(Type.Ref('AgentPolicy'));

export const AgentUsage = Type.Object({
  dailyTransactionCount: Type.Integer({ minimum: 0 }),
  dailySpend: Type.Integer({ minimum: 0 }),
  dailyResetDate: Type.String({ format: 'date', description: 'The UTC day the daily figures count' }),
  monthlySpend: Type.Integer({ minimum: 0 }),
  monthlyResetMonth: Type.String({
    pattern: '^\\d{4}-\\d{2}$',
    description: 'The UTC month the monthly figure counts',
  }),
});

export const Agent = Type.Object(
  {
    id: Type.String({ description: '`Agent:<uuid>`' }),
    name: Type.String(),
    customerId: Type.String({ description: 'The one customer the agent acts for' }),
    isPaused: Type.Boolean(),
    isConnected: Type.Boolean({ description: 'Whether agent software holds a live access token' }),
    policy: AgentPolicyRef,
    usage: AgentUsage,
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { $id: 'Agent' },
);
export type Agent = Static<typeof Agent>;
export const AgentRef = Type.Unsafe<Agent>(Type.Ref('Agent'));

export const AgentDeviceCode = Type.Object(
  {
    code: Type.String({ description: 'Shown once: the agent software redeems it for its access token' }),
    agentId: Type.String(),
    expiresAt: Timestamp,
    redeemed: Type.Boolean(),
  },
  { $id: 'AgentDeviceCode' },
);
export type AgentDeviceCode = Static<typeof AgentDeviceCode>;
export const AgentDeviceCodeRef = Type.Unsafe<AgentDeviceCode>(Type.Ref('AgentDeviceCode'));

export const AgentCreateResponse = Type.Object({ agent: AgentRef, deviceCode: AgentDeviceCodeRef });

export const AgentDeviceCodeRedeemResponse = Type.Object({
  agentId: Type.String(),
  agentName: Type.String(),
  accessToken: Type.String({ description: 'Bearer token of the /agents/me routes; shown this once' }),
  policy: AgentPolicyRef,
});
export type AgentDeviceCodeRedeemResponse = Static<typeof AgentDeviceCodeRedeemResponse>;

export const AgentDeviceCodeStatusResponse = Type.Object({ code: Type.String(), redeemed: Type.Boolean() });

export const CreateAgentBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 255 }),
    customerId: Type.String({ minLength: 1, maxLength: 128 }),
    policy: AgentPolicyRef,
  },
  { additionalProperties: false },
);
export type CreateAgentBody = Static<typeof CreateAgentBody>;

export const UpdateAgentBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
    isPaused: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UpdateAgentBody = Static<typeof UpdateAgentBody>;

export const UpdatePolicyBody = Type.Object(
  {
    permissions: Type.Optional(policyFields.permissions),
    defaultExecutionMode: Type.Optional(policyFields.defaultExecutionMode),
    spendingLimits: Type.Optional(
      Type.Object(
        {
          currency: Type.Optional(spendingLimitFields.currency),
          perTransactionLimit: Type.Optional(spendingLimitFields.perTransactionLimit),
          dailyLimit: spendingLimitFields.dailyLimit,
          dailyTransactionLimit: spendingLimitFields.dailyTransactionLimit,
          monthlyLimit: spendingLimitFields.monthlyLimit,
        },
        { additionalProperties: false },
      ),
    ),
    accountRestrictions: policyFields.accountRestrictions,
    approvalThresholds: policyFields.approvalThresholds,
  },
  { additionalProperties: false },
);
export type UpdatePolicyBody = Static<typeof UpdatePolicyBody>;

export const ListAgentsQuery = Type.Object(
  {
    ...PageQuery,
    customerId: Type.Optional(Type.String({ maxLength: 128 })),
    isPaused: Type.Optional(Type.Boolean()),
    isConnected: Type.Optional(Type.Boolean()),
    ...DateRangeQuery,
  },
  { additionalProperties: false },
);
export type ListAgentsQuery = Static<typeof ListAgentsQuery>;

export const AgentParams = Type.Object({ agentId: Type.String({ minLength: 1, maxLength: 128 }) });
export const CodeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 64 }) });

export const ACTION_STATUSES = ['PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'FAILED'] as const;
export const ACTION_TYPES = ['EXECUTE_QUOTE', 'TRANSFER_OUT', 'TRANSFER_IN'] as const;

export const AgentTransferDetails = Type.Object({
  amount: Type.Integer({ description: 'Smallest units of `currency`' }),
  currency: Type.String(),
  sourceAccountId: Type.String(),
  destinationAccountId: Type.String(),
});

export const AgentAction = Type.Object(
  {
    id: Type.String({ description: '`AgentAction:<uuid>`' }),
    agentId: Type.String(),
    customerId: Type.String(),
    platformCustomerId: Type.String(),
    status: StringEnum(ACTION_STATUSES),
    type: StringEnum(ACTION_TYPES),
    quote: Type.Optional(Type.Unsafe<Quote>(Type.Ref('Quote'))),
    transferDetails: Type.Optional(AgentTransferDetails),
    transaction: Type.Optional(TransactionSchema),
    rejectionReason: Type.Optional(Type.String()),
    failureReason: Type.Optional(
      Type.String({ description: 'Extension: why a FAILED action did not pay (QUOTE_EXPIRED)' }),
    ),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { $id: 'AgentAction' },
);
export type AgentAction = Static<typeof AgentAction>;
export const AgentActionRef = Type.Unsafe<AgentAction>(Type.Ref('AgentAction'));

export const AGENT_COMPONENTS = [AgentPolicy, Agent, AgentDeviceCode, AgentAction];

export const ActionParams = Type.Object({
  agentId: Type.String({ minLength: 1, maxLength: 128 }),
  actionId: Type.String({ minLength: 1, maxLength: 128 }),
});
export const MyActionParams = Type.Object({ actionId: Type.String({ minLength: 1, maxLength: 128 }) });
export const MyQuoteParams = Type.Object({ quoteId: Type.String({ minLength: 1, maxLength: 128 }) });

export const RejectActionBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 1000, description: 'Shown to the agent' })) },
  { additionalProperties: false },
);

export const ListApprovalsQuery = Type.Object(
  {
    ...PageQuery,
    agentId: Type.Optional(Type.String({ maxLength: 128 })),
    customerId: Type.Optional(Type.String({ maxLength: 128 })),
    startDate: Type.Optional(Type.String({ format: 'date-time' })),
    endDate: Type.Optional(Type.String({ format: 'date-time' })),
    sortOrder: Type.Optional(StringEnum(['asc', 'desc'] as const)),
  },
  { additionalProperties: false },
);

export const MyActionsQuery = Type.Object(
  { ...PageQuery, status: Type.Optional(StringEnum(ACTION_STATUSES)) },
  { additionalProperties: false },
);

export const MyAccountsQuery = Type.Object(
  {
    ...PageQuery,
    currency: Type.Optional(CurrencyCode),
    type: Type.Optional(
      StringEnum(['INTERNAL_FIAT', 'INTERNAL_CRYPTO', 'EMBEDDED_WALLET'] as const, {
        description: 'Account type',
      }),
    ),
  },
  { additionalProperties: false },
);
export type MyAccountsQuery = Static<typeof MyAccountsQuery>;

export const TransactionParams = Type.Object({
  transactionId: Type.String({ minLength: 1, maxLength: 128 }),
});

export const MyExternalAccountsQuery = Type.Object(
  { ...PageQuery, currency: Type.Optional(CurrencyCode) },
  { additionalProperties: false },
);

export const ExternalAccountParams = Type.Object({
  externalAccountId: Type.String({ minLength: 1, maxLength: 128 }),
});
