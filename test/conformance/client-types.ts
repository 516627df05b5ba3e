import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

/**
 * TypeScript types of our own `openapi.json`, made by a well-kept generator
 * (openapi-typescript): what any team generating a client from our document would get.
 * The conformance test drives the service through them (openapi-fetch), so a route whose
 * document says less, or otherwise, than the server does fails to typecheck or to run.
 */
export async function renderClientTypes(openapiText: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(openapiText) as Parameters<typeof openapiTS>[0]);
  return `// Generated from openapi.json by \`npm run openapi\`; do not edit.\n\n${astToString(ast)}`;
}

export const CLIENT_TYPES_FILE = new URL('../../packages/client/src/schema.ts', import.meta.url);
export const OPENAPI_FILE = new URL('../../openapi.json', import.meta.url);

/** The revision whose client the revision conformance test drives (the official SDK's). */
export const CLIENT_REVISION = '2026-02-25';
export const REVISION_OPENAPI_FILE = new URL(`../../openapi/${CLIENT_REVISION}.json`, import.meta.url);
export const REVISION_CLIENT_TYPES_FILE = new URL(`./revision-${CLIENT_REVISION}.schema.ts`, import.meta.url);
const CONTRACT_FILE = new URL('../fixtures/wire-contract.json', import.meta.url);

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
}

/** The operations ("METHOD /path", parameters as `{}`) the contract has in `revision`. */
function contractOperations(revision: string): Set<string> {
  const contract = JSON.parse(readFileSync(CONTRACT_FILE, 'utf8')) as {
    operations: Record<string, { in?: string[] }>;
  };
  return new Set(
    Object.entries(contract.operations)
      .filter(([, operation]) => operation.in?.includes(revision))
      .map(([key]) => key),
  );
}

/** The component names a node refers to, followed through the components. */
function reachable(node: unknown, schemas: Record<string, unknown>, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) reachable(item, schemas, into);
  else if (typeof node === 'object' && node !== null)
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const name = value.slice(value.lastIndexOf('/') + 1);
        if (!into.has(name)) {
          into.add(name);
          reachable(schemas[name], schemas, into);
        }
      } else reachable(value, schemas, into);
    }
  return into;
}

/**
 * Types of the client a team generates from the contract's revision `CLIENT_REVISION`: our
 * document of that revision cut down to the operations the contract has in it (a client of
 * that revision knows no others), and the components they use.
 */
export async function renderRevisionClientTypes(openapiText: string): Promise<string> {
  const document = JSON.parse(openapiText) as OpenApiDocument;
  const known = contractOperations(CLIENT_REVISION);
  const paths: OpenApiDocument['paths'] = {};
  for (const [path, item] of Object.entries(document.paths)) {
    const key = path.replace(/^\/\d{4}-\d{2}-\d{2}/, '').replace(/\{[^}]*\}/g, '{}');
    const methods = Object.entries(item).filter(([method]) => known.has(`${method.toUpperCase()} ${key}`));
    if (methods.length > 0) paths[path] = Object.fromEntries(methods);
  }
  const schemas = document.components?.schemas ?? {};
  const used = reachable(paths, schemas);
  const cut = {
    ...document,
    paths,
    webhooks: undefined,
    components: {
      ...document.components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
    },
  };
  const ast = await openapiTS(cut as unknown as Parameters<typeof openapiTS>[0]);
  return `// Generated from openapi/${CLIENT_REVISION}.json, cut to the operations of the contract's revision ${CLIENT_REVISION}, by \`npm run openapi\`; do not edit.\n\n${astToString(ast)}`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  writeFileSync(CLIENT_TYPES_FILE, await renderClientTypes(readFileSync(OPENAPI_FILE, 'utf8')));
  writeFileSync(
    REVISION_CLIENT_TYPES_FILE,
    await renderRevisionClientTypes(readFileSync(REVISION_OPENAPI_FILE, 'utf8')),
  );
}
