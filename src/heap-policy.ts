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
 * as what the last collection kept". The flag is process-wide, so only the command that owns
 * the process (`serve`) applies it, never a library user of the service.
 */
export function applyHeapPolicy(
  percent: number,
  setFlags: (flags: string) => void = setFlagsFromString,
): string | undefined {
  assert(Number.isSafeInteger(percent) && percent >= 0, 'a heap growing percent is a whole number >= 0');
  if (percent === 0) return undefined;
  const flags = `--heap-growing-percent=${percent}`;
  setFlags(flags);
  return flags;
}
