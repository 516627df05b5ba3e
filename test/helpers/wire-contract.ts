import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The real service's wire contract: for every operation and webhook of the three revisions of
 * its public API description (2025-10-13, 2026-02-25, the newest), the request and response
 * fields with their types, enums, required and nullable flags and union discriminators; facts
 * only, names already renamed (Grid -> Service), each with the revisions it belongs to. Kept in
 * test/fixtures so the suite runs from any checkout (`node scripts/wire-fixture.mjs <contract>`
 * writes it from a copy of the contract); `WIRE_CONTRACT` may point at another copy. Tests use it to build requests in the
 * contract's own shapes and to check that our answers carry what a client generated from it needs.
 */
interface ContractField {
  type?: string;
  /** Revisions that have the field. */
  in?: string[];
  enum?: string[];
  /** Values that only some revisions have, and which. */
  enumIn?: Record<string, string[]>;
  /** Revisions in which the field had no enum. */
  enumOpenIn?: string[];
  /** Revisions in which the field is required (relative to its parent). */
  required?: string[];
  nullable?: boolean | string[];
  discriminator?: string;
  variants?: string[];
}

interface ContractBody {
  body?: ContractField;
  fields?: Record<string, ContractField>;
}

interface ContractOperation {
  request?: ContractBody;
  responses?: Record<string, ContractBody>;
  query?: Record<string, ContractField>;
}

interface Contract {
  operations: Record<string, ContractOperation>;
  webhooks: Record<string, ContractBody>;
}

let cached: Contract | undefined;

export function wireContract(): Contract {
  cached ??= JSON.parse(
    readFileSync(
      process.env.WIRE_CONTRACT ?? join(import.meta.dirname, '../fixtures/wire-contract.json'),
      'utf8',
    ),
  ) as Contract;
  return cached;
}

export function contractOperation(key: string): ContractOperation {
  const op = wireContract().operations[key];
  if (!op) throw new Error(`the wire contract has no operation ${key}`);
  return op;
}

type Step =
  | { kind: 'prop'; name: string }
  | { kind: 'items' }
  | { kind: 'values' }
  | { kind: 'variant'; value: string };

/** `a.b[]`, `a.*`, `a[V].b`, `[V].b` -> steps. */
function parsePath(path: string): Step[] {
  const steps: Step[] = [];
  const re = /\[\]|\[([^\]]+)\]|\.\*|\.?([^.[\]]+)/g;
  for (let m = re.exec(path); m !== null; m = re.exec(path)) {
    if (m[0] === '[]') steps.push({ kind: 'items' });
    else if (m[0] === '.*') steps.push({ kind: 'values' });
    else if (m[1] !== undefined) steps.push({ kind: 'variant', value: m[1] });
    else if (m[2] !== undefined) steps.push({ kind: 'prop', name: m[2] });
  }
  return steps;
}

const pathOf = (steps: Step[]): string =>
  steps
    .map((s, i) =>
      s.kind === 'prop'
        ? i === 0
          ? s.name
          : `.${s.name}`
        : s.kind === 'items'
          ? '[]'
          : s.kind === 'values'
            ? '.*'
            : `[${s.value}]`,
    )
    .join('');

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every concrete value at `steps` (arrays and maps expand; variants keep matching objects). */
function valuesAt(
  root: unknown,
  steps: Step[],
  discriminatorOf: (prefix: Step[]) => string | undefined,
): unknown[] {
  let current: unknown[] = [root];
  steps.forEach((step, i) => {
    const next: unknown[] = [];
    for (const value of current) {
      if (step.kind === 'prop') {
        if (isObject(value) && value[step.name] !== undefined && value[step.name] !== null)
          next.push(value[step.name]);
      } else if (step.kind === 'items') {
        if (Array.isArray(value)) next.push(...(value as unknown[]));
      } else if (step.kind === 'values') {
        if (isObject(value)) next.push(...Object.values(value));
      } else {
        const tag = discriminatorOf(steps.slice(0, i));
        if (isObject(value) && tag !== undefined && value[tag] === step.value) next.push(value);
      }
    }
    current = next;
  });
  return current;
}

function typeMatches(type: string | undefined, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return (typeof value === 'number' && Number.isInteger(value)) || typeof value === 'bigint';
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      return true;
  }
}

/**
 * What a client generated from the contract (any revision) would find wrong in `body`:
 * a field the contract requires that is missing, a value of another type, an enum value
 * outside the contract's. Empty when the answer decodes.
 */
export function contractProblems(
  body: unknown,
  shape: ContractBody | undefined,
  revision?: string,
): string[] {
  if (!shape?.fields) return [];
  // One revision alone: what a client generated from that revision reads.
  const fields =
    revision === undefined
      ? shape.fields
      : Object.fromEntries(
          Object.entries(shape.fields)
            .filter(([, field]) => field.in === undefined || field.in.includes(revision))
            .map(([path, field]) => [path, inRevision(field, revision)]),
        );
  const discriminatorOf = (prefix: Step[]) =>
    prefix.length === 0 ? shape.body?.discriminator : fields[pathOf(prefix)]?.discriminator;
  const problems: string[] = [];
  for (const [path, field] of Object.entries(fields)) {
    const steps = parsePath(path);
    const last = steps[steps.length - 1];
    if (last?.kind === 'prop' && (field.required?.length ?? 0) > 0) {
      for (const parent of valuesAt(body, steps.slice(0, -1), discriminatorOf)) {
        if (!isObject(parent)) continue;
        const value = parent[last.name];
        if (value === undefined || (value === null && !field.nullable)) {
          problems.push(`${path}: required by the contract, missing`);
        }
      }
    }
    for (const value of valuesAt(body, steps, discriminatorOf)) {
      if (!typeMatches(field.type, value))
        problems.push(`${path}: expected ${field.type}, got ${JSON.stringify(value)}`);
      else if (field.enum && typeof value === 'string' && !field.enum.includes(value)) {
        problems.push(`${path}: ${value} is not one of the contract's values`);
      }
    }
  }
  return problems;
}

/** A field as one revision declares it: its own required flag and enum values. */
function inRevision(field: ContractField, revision: string): ContractField {
  const { enumIn, enumOpenIn, ...rest } = field;
  const open = enumOpenIn?.includes(revision) ?? false;
  const values = field.enum?.filter((value) => enumIn?.[value]?.includes(revision) ?? true);
  return {
    ...rest,
    required: field.required?.filter((r) => r === revision),
    ...(open || values === undefined ? { enum: undefined } : { enum: values }),
  };
}

/**
 * Problems of a response body of `operation` ("METHOD /path" as the contract writes it), for a
 * client of every revision, or of `revision` alone.
 */
export function responseProblems(
  operation: string,
  status: number,
  body: unknown,
  revision?: string,
): string[] {
  const response = contractOperation(operation).responses?.[String(status)];
  if (!response) return [`the contract has no ${status} answer for ${operation}`];
  return contractProblems(body, response, revision);
}

/** Problems of a webhook body sent as the contract's webhook `name`, for a client of `revision` alone (or any). */
export function webhookProblems(name: string, body: unknown, revision?: string): string[] {
  const webhook = wireContract().webhooks[name];
  if (!webhook) return [`the contract has no webhook ${name}`];
  return contractProblems(body, webhook, revision);
}
