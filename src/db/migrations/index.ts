import type { Migration } from 'kysely';
import * as foundation from './0001_foundation.js';
import * as customers from './0002_customers.js';
import * as ledger from './0003_ledger.js';
import * as accounts from './0004_accounts.js';
import * as travelRule from './0005_travel_rule_flag.js';
import * as moneyMovement from './0006_money_movement.js';
import * as webhooks from './0007_webhooks.js';
import * as idempotentEffects from './0008_idempotent_effects.js';
import * as plaidLinkTokens from './0009_plaid_link_tokens.js';
import * as processPresence from './0010_process_presence.js';
import * as changeAnnouncements from './0011_change_announcements.js';
import * as embeddedWallets from './0012_embedded_wallets.js';
import * as walletPasskeys from './0013_wallet_passkeys.js';
import * as walletExports from './0014_wallet_exports.js';
import * as delegatedKeys from './0015_delegated_keys.js';
import * as cards from './0016_cards.js';
import * as cardReveals from './0017_card_reveals.js';
import * as agents from './0018_agents.js';
import * as agentActions from './0019_agent_actions.js';
import * as cardTransactions from './0020_card_transactions.js';
import * as stablecoins from './0021_stablecoins.js';
import * as sca from './0022_sca.js';
import * as scaSubjects from './0023_sca_subjects.js';
import * as testClocks from './0024_test_clocks.js';
import * as accountOwnerKeys from './0025_account_owner_keys.js';
import * as readCopies from './0026_read_copies.js';
import * as apiRevisionPin from './0027_api_revision_pin.js';
import * as sealedPrivateKeys from './0028_sealed_private_keys.js';
import * as eventCommitOrder from './0029_event_commit_order.js';
import * as citusLayout from './0030_citus_layout.js';

/**
 * Every migration, in order. Listed in code (not read from a folder) so the compiled
 * service, the tests and the CLI all apply exactly the same set on both databases.
 */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_customers': customers,
  '0003_ledger': ledger,
  '0004_accounts': accounts,
  '0005_travel_rule_flag': travelRule,
  '0006_money_movement': moneyMovement,
  '0007_webhooks': webhooks,
  '0008_idempotent_effects': idempotentEffects,
  '0009_plaid_link_tokens': plaidLinkTokens,
  '0010_process_presence': processPresence,
  '0011_change_announcements': changeAnnouncements,
  '0012_embedded_wallets': embeddedWallets,
  '0013_wallet_passkeys': walletPasskeys,
  '0014_wallet_exports': walletExports,
  '0015_delegated_keys': delegatedKeys,
  '0016_cards': cards,
  '0017_card_reveals': cardReveals,
  '0018_agents': agents,
  '0019_agent_actions': agentActions,
  '0020_card_transactions': cardTransactions,
  '0021_stablecoins': stablecoins,
  '0022_sca': sca,
  '0023_sca_subjects': scaSubjects,
  '0024_test_clocks': testClocks,
  '0025_account_owner_keys': accountOwnerKeys,
  '0026_read_copies': readCopies,
  '0027_api_revision_pin': apiRevisionPin,
  '0028_sealed_private_keys': sealedPrivateKeys,
  '0029_event_commit_order': eventCommitOrder,
  '0030_citus_layout': citusLayout,
};
