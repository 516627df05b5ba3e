// The payments module's face to the other modules: they import from here, never from its other files.
export { earlierTransaction } from './earlier-revisions.js';
export { answerApproval, approvalUndeliverable, pendingApproval } from './transactions.service.js';
export {
  getTransaction,
  listTransactions,
  transactionNotFound,
  type TransactionListFilter,
} from './transactions.service.js';
export { ListTransactionsQuery, TransactionSchema } from './transactions.schemas.js';
