import { setFlagsFromString } from 'node:v8';
import { assert } from './assert.js';

/**
 * How much memory the service process holds under load is mostly V8's choice, not the
 * service's: after a full collection V8 lets the heap grow to up to four times what survived
 * before it collects again. Under the payments load the live heap is about 55 MB while V8
 * let the heap reach 290-310 MB (docs/performance.md, Memory). V8 reads its growing factor
 * each time it sets the next limit, so unlike the heap's sizes (read once, when the process
 * starts) it can be set from inside the process, as early as possible.
 *
 * `percent` 0 leaves V8's policy alone; 50 means "collect once the heap is half as large again
 * as what the last collection kept". The flags are process-wide, so only the command that owns
 * the process (`serve`) applies them, never a library user of the service.
 *
 * With its own policy the service also turns off V8's allocation-site pretenuring: once the
 * objects of one allocation site had survived often enough (the rows parsed while the process
 * seeded or warmed up), V8 allocated that site's objects straight in the old generation, where
 * each single read's row then died; the quote read promoted 1.6 KB a read that way and spent
 * 12-19 % more CPU per read than with the flag off (docs/performance.md, Reads). A request's
 * objects die young; what lives long (caches, pools) is made once.
 */
export function applyHeapPolicy(
  percent: number,
  setFlags: (flags: string) => void = setFlagsFromString,
): string | undefined {
  assert(Number.isSafeInteger(percent) && percent >= 0, 'a heap growing percent is a whole number >= 0');
  if (percent === 0) return undefined;
  const flags = `--heap-growing-percent=${percent} --no-allocation-site-pretenuring`;
  setFlags(flags);
  return flags;
}
