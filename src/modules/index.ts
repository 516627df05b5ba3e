import { Revisions } from '../revisions/index.js';
import type { ServiceContext } from '../context.js';
import { settleEventsWithoutEndpointWhen } from '../events/record.js';
import type { JobHandler } from '../jobs/worker.js';
import type { Database } from '../db/schema.js';
import type { LedgerCrossCheck } from '../ledger/ledger.js';
import { manifest as accounts } from './accounts/manifest.js';
import { manifest as agents } from './agents/manifest.js';
import { manifest as cards } from './cards/manifest.js';
import { noWebhookEndpoint } from './config/index.js';
import { manifest as config } from './config/manifest.js';
import { manifest as crypto } from './crypto/manifest.js';
import { manifest as customers } from './customers/manifest.js';
import { manifest as discovery } from './discovery/manifest.js';
import { manifest as documents } from './documents/manifest.js';
import { manifest as exchangeRates } from './exchange-rates/manifest.js';
import { manifest as externalAccounts } from './external-accounts/manifest.js';
import type { ComposedHooks, ModuleHooks } from '../hooks.js';
import { manifest as invitations } from './invitations/manifest.js';
import { manifest as keys } from './keys/manifest.js';
import { manifest as payments } from './payments/manifest.js';
import { manifest as plaid } from './plaid/manifest.js';
import { manifest as stablecoins } from './stablecoins/manifest.js';
import { manifest as platforms } from './platforms/manifest.js';
import { manifest as sca } from './sca/manifest.js';
import { manifest as sandboxReset } from './sandbox-reset/manifest.js';
import { manifest as scenarios } from './scenarios/manifest.js';
import { manifest as testClock } from './test-clock/manifest.js';
import type { SealedColumn, ServiceModule } from './service-module.js';
import { manifest as tokens } from './tokens/manifest.js';
import { manifest as vasps } from './vasps/manifest.js';
import { manifest as verifications } from './verifications/manifest.js';
import { manifest as wallets } from './wallets/manifest.js';
import { manifest as webhooks } from './webhooks/manifest.js';

export type { ServiceModule, RoutePlugin, SealedColumn } from './service-module.js';
export type { ComposedHooks, ContactChangeGuard, CustomersCreatedListener, ModuleHooks } from '../hooks.js';

/**
 * Every area of the service, once. A new area is a folder under src/modules with a
 * `manifest.ts`, and one line here. The order is the order of the OpenAPI document's paths
 * and of hooks that several modules answer.
 */
export const serviceModules: readonly ServiceModule[] = [
  tokens,
  config,
  customers,
  documents,
  verifications,
  accounts,
  wallets,
  cards,
  discovery,
  exchangeRates,
  crypto,
  externalAccounts,
  vasps,
  plaid,
  invitations,
  payments,
  sca,
  agents,
  stablecoins,
  webhooks,
  platforms,
  scenarios,
  sandboxReset,
  testClock,
  keys,
];

/** What the modules bring together: the job worker's handlers and the hooks of `ctx.hooks`. */
export interface Composition {
  modules: readonly ServiceModule[];
  jobs: Readonly<Record<string, JobHandler>>;
  hooks: ComposedHooks;
  /** Every module's periodic clean-up, in the order of the module list. */
  housekeeping: readonly ((ctx: ServiceContext) => Promise<unknown>)[];
  /** Every module's comparisons with the ledger, for `checkLedger` (src/ledger). */
  ledgerChecks: readonly LedgerCrossCheck[];
  /** Every module's columns of sealed secrets, for the key rotation (src/modules/keys). */
  sealed: readonly SealedColumn[];
  /** The revisions' plans over every module's shared schemas (webhooks are rendered with them). */
  revisions: Revisions;
}

/**
 * Puts modules together, refusing what would make two of them collide: one name per module,
 * one handler per job kind, one owner per table.
 */
export function composeModules(modules: readonly ServiceModule[] = serviceModules): Composition {
  const names = new Set<string>();
  const owners = new Map<keyof Database, string>();
  const jobs: Record<string, JobHandler> = {};
  const hooks: { [K in keyof ModuleHooks]: ModuleHooks[K][] } = {
    customersCreated: [],
    contactChange: [],
    beneficialOwnersRemoved: [],
    walletsEnabled: [],
    cardFundingSource: [],
    agentActionDecision: [],
    cardSigningKey: [],
    webhookAnswer: [],
    webhookSettings: [],
  };
  for (const module of modules) {
    if (names.has(module.name)) throw new Error(`two modules are named ${module.name}`);
    names.add(module.name);
    for (const table of module.tables) {
      const owner = owners.get(table);
      if (owner !== undefined) throw new Error(`table ${table} is owned by ${owner} and ${module.name}`);
      owners.set(table, module.name);
    }
    for (const [kind, handler] of Object.entries(module.jobs ?? {})) {
      if (kind in jobs) throw new Error(`two modules handle the job kind ${kind}`);
      jobs[kind] = handler;
    }
    if (module.hooks?.customersCreated) hooks.customersCreated.push(module.hooks.customersCreated);
    if (module.hooks?.contactChange) hooks.contactChange.push(module.hooks.contactChange);
    if (module.hooks?.beneficialOwnersRemoved)
      hooks.beneficialOwnersRemoved.push(module.hooks.beneficialOwnersRemoved);
    if (module.hooks?.walletsEnabled) hooks.walletsEnabled.push(module.hooks.walletsEnabled);
    if (module.hooks?.cardFundingSource) hooks.cardFundingSource.push(module.hooks.cardFundingSource);
    if (module.hooks?.agentActionDecision) hooks.agentActionDecision.push(module.hooks.agentActionDecision);
    if (module.hooks?.cardSigningKey) hooks.cardSigningKey.push(module.hooks.cardSigningKey);
    if (module.hooks?.webhookAnswer) hooks.webhookAnswer.push(module.hooks.webhookAnswer);
    if (module.hooks?.webhookSettings) hooks.webhookSettings.push(module.hooks.webhookSettings);
  }
  // The outbox settles the events of a platform without an endpoint as it records them; the
  // config module keeps the endpoints (process-wide, and the same SQL for every composition).
  if (names.has(config.name)) settleEventsWithoutEndpointWhen(noWebhookEndpoint);
  const housekeeping = modules.flatMap((module) => (module.housekeeping ? [module.housekeeping] : []));
  const ledgerChecks = modules.flatMap((module) => module.ledgerChecks ?? []);
  const sealed = modules.flatMap((module) => module.sealed ?? []);
  const components: Record<string, unknown> = {};
  for (const module of modules)
    for (const component of module.components ?? []) {
      const id = (component as { $id?: unknown }).$id;
      if (typeof id === 'string') components[id] = component;
    }
  return { modules, jobs, hooks, housekeeping, ledgerChecks, sealed, revisions: new Revisions(components) };
}

/**
 * The context service functions run with, wired to the modules' hooks, so that work done
 * outside a request (the CLI, the job worker, scripts) has every module's part in it: a
 * customer created anywhere gets its internal accounts.
 */
export function serviceContext(
  parts: Omit<ServiceContext, 'hooks' | 'revisions'>,
  composition: Composition = composeModules(),
): ServiceContext {
  return { ...parts, hooks: composition.hooks, revisions: composition.revisions };
}
