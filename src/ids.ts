import { randomUUID } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Resource ids are `<ResourceType>:<uuid>` (spec 2.1); the database keeps the bare uuid. */
export const formatId = (type: string, uuid: string): string => `${type}:${uuid}`;

/** The uuid of a `<type>:<uuid>` id, or undefined when the id is not of that type. */
export function parseId(type: string, id: string): string | undefined {
  const prefix = `${type}:`;
  if (!id.startsWith(prefix)) return undefined;
  const uuid = id.slice(prefix.length).toLowerCase();
  return UUID.test(uuid) ? uuid : undefined;
}

/**
 * The row a `<type>:<uuid>` id names, found by `find`; an id of another type answers `missing`
 * like one that names nothing, so a caller cannot tell a malformed id from an unknown one.
 */
export async function findByPublicId<Row>(
  type: string,
  id: string,
  missing: (id: string) => Error,
  find: (uuid: string) => Promise<Row | undefined>,
): Promise<Row> {
  const uuid = parseId(type, id);
  const row = uuid ? await find(uuid) : undefined;
  if (!row) throw missing(id);
  return row;
}

export const newUuid = (): string => randomUUID();
