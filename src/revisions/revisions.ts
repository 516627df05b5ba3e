/**
 * The revisions of the API this service answers in (docs/revisions.md, decision 0035).
 *
 * `2025-10-13` is the interface as the spec words it (spec part 9) and the default. The two
 * others are the hosted service's published revisions, answered as they word them. The service
 * keeps one internal shape, the richest; each revision is that shape walked back through the
 * version changes of src/revisions/changes.ts.
 */

export const REVISIONS = ['2025-10-13', '2026-02-25', '2026-08-21'] as const;
export type Revision = (typeof REVISIONS)[number];

/** The spec's revision: the server's default when `API_REVISION` is not set. */
export const SPEC_REVISION: Revision = '2025-10-13';

/**
 * The order answers walk down, from the internal shape: the spec's wording is the richest
 * (every state and field any revision can express, in the spec's names), the newest real
 * revision is it in the hosted service's names, and each earlier one is the one after it
 * walked back.
 */
export const CHAIN: readonly Revision[] = ['2025-10-13', '2026-08-21', '2026-02-25'];

export const isRevision = (value: unknown): value is Revision =>
  typeof value === 'string' && (REVISIONS as readonly string[]).includes(value);

/** The revisions at or below `revision` in the chain, `revision` first: whose changes apply to its answers. */
export function revisionsThrough(revision: Revision): readonly Revision[] {
  return CHAIN.slice(0, CHAIN.indexOf(revision) + 1);
}

/** Whether `revision` comes after `other` in the chain: an earlier revision of the API. */
export const isEarlierThan = (revision: Revision, other: Revision): boolean =>
  CHAIN.indexOf(revision) > CHAIN.indexOf(other);

/**
 * The request header that picks a revision for one request, and the answer header that says
 * which revision answered. Spelled `Service-` as the spec spells the service's headers; the
 * original word is accepted too (decision 0020's rename rule).
 */
export const REVISION_HEADER = 'service-revision';
export const ORIGINAL_REVISION_HEADER = 'grid-revision';

/** The hosted service's revisions spell identifiers carrying its name with its original word. */
export const usesOriginalNames = (revision: Revision): boolean => revision !== SPEC_REVISION;
