import type { ColumnType, Kysely } from 'kysely';
import type { IdempotencyTables } from '../idempotency/tables.js';
import type { JobsTables } from '../jobs/tables.js';
import type { LedgerTables } from '../ledger/tables.js';
import type { TestClocksTables } from '../test-clocks/tables.js';
import type { AccountsTables } from '../modules/accounts/tables.js';
import type { AgentsTables } from '../modules/agents/tables.js';
import type { CardsTables } from '../modules/cards/tables.js';
import type { ConfigTables } from '../modules/config/tables.js';
import type { CustomersTables } from '../modules/customers/tables.js';
import type { DiscoveryTables } from '../modules/discovery/tables.js';
import type { DocumentsTables } from '../modules/documents/tables.js';
import type { ExternalAccountsTables } from '../modules/external-accounts/tables.js';
import type { InvitationsTables } from '../modules/invitations/tables.js';
import type { KeysTables } from '../modules/keys/tables.js';
import type { PaymentsTables } from '../modules/payments/tables.js';
import type { PlaidTables } from '../modules/plaid/tables.js';
import type { PlatformsTables } from '../modules/platforms/tables.js';
import type { ScaTables } from '../modules/sca/tables.js';
import type { StablecoinsTables } from '../modules/stablecoins/tables.js';
import type { TokensTables } from '../modules/tokens/tables.js';
import type { VerificationsTables } from '../modules/verifications/tables.js';
import type { WalletsTables } from '../modules/wallets/tables.js';
import type { WebhooksTables } from '../modules/webhooks/tables.js';

/**
 * Every table created by the migrations in ./migrations: the composition of the tables each
 * owner declares in its `tables.ts` (a module's, or a kernel folder's of src/). Only the kernel
 * holds a handle on all of them (the pool, migrations, transactions spanning modules); a store
 * builds its queries on its owner's handle (`Db<...>` below), which names its own tables and
 * the ones it declares it reads, so that a query on any other table does not compile.
 */
export interface Database
  extends
    IdempotencyTables,
    JobsTables,
    LedgerTables,
    TestClocksTables,
    AccountsTables,
    AgentsTables,
    CardsTables,
    ConfigTables,
    CustomersTables,
    DiscoveryTables,
    DocumentsTables,
    ExternalAccountsTables,
    InvitationsTables,
    KeysTables,
    PaymentsTables,
    PlaidTables,
    PlatformsTables,
    ScaTables,
    StablecoinsTables,
    TokensTables,
    VerificationsTables,
    WalletsTables,
    WebhooksTables {}

/**
 * A handle on the database that names only the tables `T`. `Kysely<Database>` and
 * `Transaction<Database>` both narrow to it by assignment; Kysely's `withTables`, `withPlugin`,
 * `withoutPlugins` and `withSchema` are left out, as their return types (a `Kysely` or a
 * `Transaction` of their own) would keep a transaction from narrowing.
 */
export type Db<T> = Omit<Kysely<T>, 'withTables' | 'withPlugin' | 'withoutPlugins' | 'withSchema'>;

export type Timestamp = ColumnType<Date, Date | undefined, Date>;
export type Json<T> = ColumnType<T, string, string>;
export type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
