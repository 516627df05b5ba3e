import type { FastifyPluginAsync } from 'fastify';
import type { TSchema } from 'typebox';
import type { ServiceContext } from '../context.js';
import type { Database } from '../db/schema.js';
import type { JobHandler } from '../jobs/worker.js';
import type { LedgerCrossCheck } from '../ledger/ledger.js';
import type { ModuleHooks } from '../hooks.js';

/** A plugin of routes, given the context every handler runs with. */
export type RoutePlugin = (ctx: ServiceContext) => FastifyPluginAsync;

/**
 * What an area of the API brings to the service: its module's manifest, exported as `manifest`
 * by the area's `manifest.ts` and listed once in `src/modules/index.ts`. The HTTP app registers its
 * routes, the job worker runs its jobs, and the other modules reach it through its hooks and
 * the functions its `index.ts` exports, never through its other files.
 */
export interface ServiceModule<Tables = Database> {
  name: string;
  /** Authenticated routes under the versioned prefix. */
  routes?: RoutePlugin[];
  /** Routes that exist only in the sandbox: production answers their paths with 404 (spec 7.3). */
  sandboxRoutes?: RoutePlugin[];
  /** Unauthenticated pages outside the versioned API (hosted flows the API links to). */
  publicRoutes?: RoutePlugin[];
  /**
   * Shared shapes this module declares once with an `$id` and references with `Type.Ref(id)`;
   * they become `components.schemas` of the OpenAPI document (and every module may use them).
   */
  components?: TSchema[];
  /** Background jobs it queues, by kind: the worker of every process runs them. */
  jobs?: Record<string, JobHandler>;
  /** Clean-up of what it keeps only for a while, run at start and every hour by each process. */
  housekeeping?: (ctx: ServiceContext) => Promise<unknown>;
  /**
   * Totals it keeps next to the ledger, compared with the ledger's balances by `ledger check`
   * (and after every test file): e.g. a stablecoin's supply against its supply account.
   */
  ledgerChecks?: readonly LedgerCrossCheck[];
  /** Its part in other modules' changes (see src/hooks.ts). */
  hooks?: Partial<ModuleHooks>;
  /**
   * The columns of its tables that hold sealed secrets (src/crypto/secret-box.ts):
   * `payments-service keys rotate` re-seals them under a new key.
   */
  sealed?: readonly SealedColumn<Tables>[];
  /**
   * The tables it owns, as its `tables.ts` declares them (`Tables`): the ones its stores build
   * their queries on (docs/architecture.md, who owns what).
   */
  tables: readonly (keyof Tables & string)[];
}

/**
 * A column of sealed values: the value of row R is sealed for the purpose
 * `${purpose}:${R[key]}` (its additional data), so that it opens on that row only.
 */
export interface SealedColumn<Tables = Database> {
  table: keyof Tables & string;
  column: string;
  /** The row's primary key column. */
  key: string;
  purpose: string;
  /**
   * The column held the secret in clear before migration 0028: a value still in clear (an
   * upgraded database) is sealed at start, its text as the plaintext.
   */
  heldClearBefore?: boolean;
}

/** The `Tables` of a module that owns none. */
export type NoTables = Record<never, never>;
