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

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  writeFileSync(CLIENT_TYPES_FILE, await renderClientTypes(readFileSync(OPENAPI_FILE, 'utf8')));
}
