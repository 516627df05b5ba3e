import { describe, expect, it } from 'vitest';
import { avoidTakenAddresses, newUmaAddress } from '../../src/modules/customers/uma-addresses.js';

const sequence = (...suffixes: string[]) => {
  const queue = [...suffixes];
  return () => queue.shift() ?? 'ffffff';
};

describe('made-up UMA addresses', () => {
  it('come from the name and skip addresses already chosen', () => {
    const taken = new Set(['$ada.lovelace.aaaaaa@p.test']);
    expect(newUmaAddress('Ada Lovelace', 'p.test', taken, sequence('aaaaaa', 'bbbbbb'))).toBe(
      '$ada.lovelace.bbbbbb@p.test',
    );
    expect(newUmaAddress('  ', 'p.test', new Set(), sequence('cccccc'))).toBe('$customer.cccccc@p.test');
  });

  it('are chosen again while an active customer has them, never answered with a clash', async () => {
    const stored = new Set(['$ada.lovelace.aaaaaa@p.test', '$ada.lovelace.bbbbbb@p.test']);
    const chosen = [{ name: 'Ada Lovelace', values: { umaAddress: '$ada.lovelace.aaaaaa@p.test' } }];
    const asked: string[][] = [];
    await avoidTakenAddresses(
      chosen,
      'p.test',
      new Set(['$ada.lovelace.aaaaaa@p.test']),
      async (addresses) => {
        asked.push(addresses);
        return new Set(addresses.filter((a) => stored.has(a)));
      },
      sequence('bbbbbb', 'cccccc'),
    );
    expect(chosen[0]?.values.umaAddress).toBe('$ada.lovelace.cccccc@p.test');
    expect(asked).toEqual([
      ['$ada.lovelace.aaaaaa@p.test'],
      ['$ada.lovelace.bbbbbb@p.test'],
      ['$ada.lovelace.cccccc@p.test'],
    ]);
  });
});
