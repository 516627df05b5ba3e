// The payments module's face to the other modules: they import from here, never from its other files.
export { answerApproval, approvalUndeliverable, pendingApproval } from './transactions/service.js';
export {
  getPayment,
  getTransaction,
  listTransactions,
  transactionNotFound,
  type TransactionListFilter,
} from './transactions/service.js';
export { ListTransactionsQuery, type Transaction, TransactionSchema } from './transactions/schemas.js';
// What the agents module builds its actions on (spec 4.13): the same checks and payments as
// the platform's routes, run inside the transaction that counts the agent's spend.
export { createQuote } from './quotes/create.js';
export { executeQuoteIn } from './quotes/execute.js';
export { getQuote, quoteNotFound } from './quotes/quote.js';
export {
  createTransfer,
  planTransferIn,
  planTransferOut,
  type PlannedTransfer,
} from './transfers/service.js';
export { refuseHeldPayment, startHeldPayment } from './execution/held-payments.js';
export { CreateQuoteBody, type Quote, QUOTE_STATUSES } from './quotes/schemas.js';
export { inferQuoteUnionTags } from './quotes/routes.js';
export { transactionFilterOf } from './transactions/routes.js';
export { TransferInBody, TransferOutBody } from './transfers/schemas.js';
export { type AgentPayment } from './execution/engine.js';
