// The external-accounts module's face to the other modules: they import from here, never from its other files.
export {
  ACCOUNT_TYPES,
  PAYMENT_RAILS,
  SETTLEMENT_RAILS,
  accountTypeDefinition,
  brlAccountRuleProblems,
  primaryIdentifier,
  railsOf,
  settlementRail,
  type PaymentRail,
  type RuleProblem,
} from './account-types.js';
export {
  AccountInfoCreate,
  CreateCustomerExternalAccountBody,
  ExternalAccountObject,
  ExternalAccountSchema,
  OWNERSHIP_TYPES,
  externalAccountInfoVariant,
  type AccountInfoInput,
  type ExternalAccount,
} from './schemas.js';
export {
  createExternalAccount,
  deleteExternalAccount,
  getExternalAccount,
  listExternalAccounts,
  loadExternalAccount,
  type ExternalAccountRow,
} from './service.js';
export {
  evmAddressProblem,
  type Problem,
  solanaAddressProblem,
  sparkAddressProblem,
  tronAddressProblem,
} from './validators.js';
export { findDefaultUmaDepositAccountId } from './store.js';
