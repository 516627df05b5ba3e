import { describe, expect, it } from 'vitest';
import { GroupWriter } from '../../src/db/group-write.js';

/** A write that takes one macrotask per group, records each group, and refuses `bad`. */
function recorder(bad?: number) {
  const groups: number[][] = [];
  const write = async (items: readonly number[]) => {
    groups.push([...items]);
    await new Promise((r) => setTimeout(r, 5));
    if (bad !== undefined && items.includes(bad)) throw new Error(`refused ${bad}`);
  };
  return { groups, write };
}

describe('GroupWriter', () => {
  it('writes the first item at once, alone, and the items that arrive meanwhile as one group', async () => {
    const { groups, write } = recorder();
    const writer = new GroupWriter(write);
    const first = writer.add(0);
    // Arriving while the first write runs: they wait for it and then go together.
    const rest = [1, 2, 3, 4].map((n) => writer.add(n));
    await Promise.all([first, ...rest]);
    expect(groups).toEqual([[0], [1, 2, 3, 4]]);
    // Quiet again: the next item goes alone, without waiting for company.
    await writer.add(5);
    expect(groups.at(-1)).toEqual([5]);
  });

  it('keeps groups to their maximum size, in arrival order', async () => {
    const { groups, write } = recorder();
    const writer = new GroupWriter(write, 2);
    await Promise.all([0, 1, 2, 3, 4].map((n) => writer.add(n)));
    expect(groups).toEqual([[0], [1, 2], [3, 4]]);
  });

  it('a refused item fails only its own caller: its group is written again one item at a time', async () => {
    const { groups, write } = recorder(3);
    const writer = new GroupWriter(write);
    const first = writer.add(0);
    const results = await Promise.allSettled([first, ...[1, 2, 3, 4].map((n) => writer.add(n))]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((results[3] as PromiseRejectedResult).reason).toEqual(new Error('refused 3'));
    expect(groups).toEqual([[0], [1, 2, 3, 4], [1], [2], [3], [4]]);
    // And the writer goes on.
    await writer.add(5);
    expect(groups.at(-1)).toEqual([5]);
  });
});
