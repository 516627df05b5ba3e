import { randomBytes } from 'node:crypto';
import { assert } from '../../assert.js';

/** Six random hex digits: what tells apart two customers of the same name. */
export type SuffixSource = () => string;
const randomSuffix: SuffixSource = () => randomBytes(3).toString('hex');

function localPartFrom(name: string | undefined): string {
  const base = (name ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 40);
  return base || 'customer';
}

/** A made-up UMA address from a name (`$ada.lovelace.1f3a9c@domain`), none of `taken` (lower-case). */
export function newUmaAddress(
  name: string | undefined,
  domain: string,
  taken: ReadonlySet<string>,
  suffix: SuffixSource = randomSuffix,
): string {
  for (let tries = 0; ; tries++) {
    assert(tries < 1000, 'no free UMA address suffix');
    const address = `$${localPartFrom(name)}.${suffix()}@${domain}`;
    if (!taken.has(address.toLowerCase())) return address;
  }
}

/**
 * Made-up addresses have 24 random bits: among a platform's thousands of customers two are
 * bound to meet. A client that sent no address must never get 409 UMA_ADDRESS_EXISTS for one
 * we chose, so the chosen ones are checked against the active customers (`takenOf`) and chosen
 * again where taken, until none is. (A concurrent request choosing the same one in between is
 * left to the unique index: one chance in 16 million per pair.)
 */
export async function avoidTakenAddresses(
  chosen: { name: string | undefined; values: { umaAddress: string } }[],
  domain: string,
  taken: Set<string>,
  takenOf: (addresses: string[]) => Promise<Set<string>>,
  suffix: SuffixSource = randomSuffix,
): Promise<void> {
  let pending = chosen;
  for (let round = 0; pending.length > 0; round++) {
    assert(round < 10, 'no free UMA address after 10 rounds');
    const clashing = await takenOf(pending.map((c) => c.values.umaAddress));
    pending = pending.filter((c) => clashing.has(c.values.umaAddress.toLowerCase()));
    for (const c of pending) {
      c.values.umaAddress = newUmaAddress(c.name, domain, taken, suffix);
      taken.add(c.values.umaAddress.toLowerCase());
    }
  }
}
