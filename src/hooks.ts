import type { Kysely, Selectable } from 'kysely';
import type { Config } from './config.js';
import type { ServiceContext } from './context.js';
import type { Database } from './db/schema.js';
import type { Write } from './db/together.js';
import type { CustomersTable } from './modules/customers/index.js';
import type { ApiError } from './errors.js';
import type { SignedRequest, SignedRequestChallenge } from './signed-request.js';

/**
 * Seams through which a module takes part in another module's changes without that module
 * knowing it: a manifest (./service-module.ts) names its hooks, `composeModules` collects them, and
 * the owning module calls them through `ctx.hooks`. They run inside the transaction of the
 * change, or give writes to the statement that makes it, so what they write commits or rolls
 * back with it.
 */
export interface ModuleHooks {
  /** Customers are being created (one request or a bulk-import chunk). */
  customersCreated: CustomersCreatedListener;
  /**
   * Decides whether a contact change (email or phoneNumber) may be applied: at once, or only
   * on the signed retry of a challenge it answers with (tied OTP credentials change with it,
   * spec 4.9); throws to refuse.
   */
  contactChange: ContactChangeGuard;
  /** Beneficial owners of a business were removed (what refers to them goes with them). */
  beneficialOwnersRemoved: BeneficialOwnersRemovedListener;
  /** A platform enabled embedded wallets (its configuration gained an `embeddedWalletConfig`). */
  walletsEnabled: WalletsEnabledListener;
  /**
   * Whether a delegated signing key may be made for a card and a wallet account (spec 4.7,
   * 4.12 rule 4): undefined if the card exists, is not CLOSED and the account funds it; else
   * the error to answer.
   */
  cardFundingSource: CardFundingSourceCheck;
  /**
   * The platform decided (POST /transactions/{id}/approve or /reject) a payment an agent's
   * policy held for approval: the agents module decides the action, which starts or refuses
   * the payment. Unlike the other hooks it runs its own database transaction, since it locks
   * the action before the payment, as the action's own routes do.
   */
  agentActionDecision: AgentActionDecider;
  /**
   * Whether an embedded wallet funding a card can sign for an authorization of that card: it
   * has an ACTIVE delegated key for the pair (spec 4.12 rule 4). Until one answers true, the
   * wallet is skipped by authorization decisioning.
   */
  cardSigningKey: CardSigningKeyCheck;
  /**
   * A webhook whose receiver's answer decides something (the platform's answer to
   * INCOMING_PAYMENT.PENDING approves or rejects the payment): the deliverer asks before
   * sending, hands over the answer, and says when no answer can come any more.
   */
  webhookAnswer: WebhookAnswerHandler;
  /**
   * What the platform's configuration shows and checks of its webhooks (the webhooks module
   * owns the signing keys and the endpoint rules; the config module asks through this).
   */
  webhookSettings: WebhookSettings;
}

export interface WebhookAnswerHandler {
  /** Whether the event of `type` for `resourceId` awaits a decision by its answer, and until when. */
  awaiting(
    ctx: ServiceContext,
    platformId: string,
    type: string,
    resourceId: string,
  ): Promise<{ deadline: Date } | undefined>;
  /** The receiver answered `statusCode` with `responseBody`: whether that counts as delivered. */
  answered(
    ctx: ServiceContext,
    platformId: string,
    resourceId: string,
    statusCode: number,
    responseBody: string | undefined,
  ): Promise<boolean>;
  /** No answer can decide it any more (undeliverable within its window). */
  unanswerable(ctx: ServiceContext, platformId: string, resourceId: string): Promise<void>;
}

export interface WebhookSettings {
  /** The platform's signing public key, made on first use. */
  signingKey(
    ctx: ServiceContext,
    db: Kysely<Database>,
    platformId: string,
    now: Date,
  ): Promise<{ publicKeyPem: string }>;
  /** The key when this process holds it already (no database read). */
  keptSigningKey(platformId: string): { publicKeyPem: string } | undefined;
  /** Why `url` cannot receive webhooks under `config`, or undefined when it can. */
  endpointProblem(
    config: Pick<Config, 'serviceEnv' | 'webhookAllowedHosts'>,
    url: string,
  ): string | undefined;
  /** The data of the TEST event sent when a platform sets its endpoint. */
  testEventData(platformConfigId: string): unknown;
}

export type AgentActionDecider = (
  ctx: ServiceContext,
  platformId: string,
  agentActionId: string,
  decision: { approve: true } | { approve: false; reason?: string | undefined },
) => Promise<void>;

/** A check of a card's use of an account: its wallet's signing key, or a funding source. */
type CardAccountCheck<Answer> = (
  ctx: ServiceContext,
  db: Kysely<Database>,
  platformId: string,
  cardId: string,
  accountId: string,
) => Promise<Answer>;

/** Whether an ACTIVE delegated key lets the wallet account `accountId` sign for the card. */
export type CardSigningKeyCheck = CardAccountCheck<boolean>;

/** Why the account `accountId` cannot fund the card, or undefined when it can. */
export type CardFundingSourceCheck = CardAccountCheck<ApiError | undefined>;

export type WalletsEnabledListener = (
  ctx: ServiceContext,
  trx: Kysely<Database>,
  platformId: string,
) => Promise<void>;

export type BeneficialOwnersRemovedListener = (
  ctx: ServiceContext,
  trx: Kysely<Database>,
  platformId: string,
  ownerIds: string[],
) => Promise<void>;

/**
 * Given the customers as they are about to be stored, returns the writes that go with their
 * creation: they run in the statement that inserts them (src/db/together.ts), so they commit
 * with it or not at all, and see the database as it was before it (not the new rows).
 */
export type CustomersCreatedListener = (
  ctx: ServiceContext,
  db: Kysely<Database>,
  customers: Selectable<CustomersTable>[],
) => Promise<Write[]>;

export type ContactChangeGuard = (
  ctx: ServiceContext,
  trx: Kysely<Database>,
  customer: Selectable<CustomersTable>,
  change: { email?: string; phoneNumber?: string },
  /** The PATCH as sent: a signed retry binds it. */
  request: SignedRequest & { body: unknown },
) => Promise<ContactChangeDecision>;

/** Apply the change, or answer 202 with a challenge to sign first (nothing changes yet). */
export type ContactChangeDecision = { proceed: true } | { challenge: SignedRequestChallenge };

/** Every module's listeners of each hook, in the order of the module list. */
export type ComposedHooks = { readonly [K in keyof ModuleHooks]: readonly ModuleHooks[K][] };
