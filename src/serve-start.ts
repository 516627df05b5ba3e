import { holdYoungGeneration } from './heap-policy.js';

// Imported first by the command line, so that it runs before the service's modules are
// evaluated: `serve` holds the young generation at its first size while it starts (heap-policy.ts).
if (process.argv[2] === 'serve') holdYoungGeneration();
