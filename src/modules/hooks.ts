import type { Kysely, Selectable } from 'kysely';
import type { ServiceContext } from '../context.js';
import type { CustomersTable, Database } from '../db/schema.js';

/**
 * Seams through which a module takes part in another module's changes without that module
 * knowing it: a manifest (./service-module.ts) names its hooks, `composeModules` collects them, and
 * the owning module calls them through `ctx.hooks`. They run inside the transaction of the
 * change, so what they write commits or rolls back with it.
 */
export interface ModuleHooks {
  /** Customers were created (one request or a bulk-import chunk). */
  customersCreated: CustomersCreatedListener;
  /**
   * Decides whether a contact change (email or phoneNumber) may be applied directly; throws
   * (for example asking for a signed retry when tied OTP credentials would change) to refuse.
   */
  contactChange: ContactChangeGuard;
  /** Beneficial owners of a business were removed (what refers to them goes with them). */
  beneficialOwnersRemoved: BeneficialOwnersRemovedListener;
  /** A platform enabled embedded wallets (its configuration gained an `embeddedWalletConfig`). */
  walletsEnabled: WalletsEnabledListener;
}

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

export type CustomersCreatedListener = (
  ctx: ServiceContext,
  trx: Kysely<Database>,
  customers: Selectable<CustomersTable>[],
) => Promise<void>;

export type ContactChangeGuard = (
  ctx: ServiceContext,
  trx: Kysely<Database>,
  customer: Selectable<CustomersTable>,
  change: { email?: string; phoneNumber?: string },
) => Promise<void>;

/** Every module's listeners of each hook, in the order of the module list. */
export type ComposedHooks = { readonly [K in keyof ModuleHooks]: readonly ModuleHooks[K][] };
