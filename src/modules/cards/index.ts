// The cards module's face to the other modules: they import from here, never from its other files.
// (The wallets module reaches cards through the `cardFundingSource` hook; payments lists card
// transactions beside its own.)
export {
  type CardTransactionListFilter,
  findCardTransactionView,
  listCardTransactions,
} from './transactions.js';
export {
  CARD_TRANSACTION_STATUSES,
  type CardTransaction,
  CardTransactionSchema,
} from './transactions.schemas.js';
