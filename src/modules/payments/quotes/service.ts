// What the quote routes call, each operation in the file of its step: a quote is created
// (resolve-parties, pricing, create), executed (execute, sandbox-send), listed and retried.
export { createQuote } from './create.js';
export { executeQuote } from './execute.js';
export { listQuotes } from './list.js';
export { getQuote } from './quote.js';
export { retryQuote } from './retry.js';
export { sandboxSend } from './sandbox-send.js';
