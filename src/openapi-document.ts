import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_PREFIX, buildApp } from './app.js';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { unconnectedDatabase } from './db/database.js';
import { serviceContext } from './modules/index.js';
import { worldFor } from './sandbox/index.js';
import { REVISIONS, type Revision, revisionDocument, SPEC_REVISION } from './revisions/index.js';

/**
 * The OpenAPI document of `revision` as committed (openapi.json is the spec revision's,
 * openapi/<revision>.json each revision's). It is the same whatever the environment: generated
 * for the sandbox (so sandbox routes are in it) with default settings.
 */
export async function renderOpenApi(revision: Revision = SPEC_REVISION): Promise<string> {
  return (await renderOpenApiDocuments([revision])).get(revision) ?? '';
}

/** Writes openapi.json (the spec revision's) and openapi/<revision>.json into `dir`. */
export async function writeOpenApiDocuments(dir: string): Promise<void> {
  const documents = await renderOpenApiDocuments(REVISIONS);
  mkdirSync(join(dir, 'openapi'), { recursive: true });
  for (const [revision, text] of documents) {
    writeFileSync(join(dir, 'openapi', `${revision}.json`), text);
    if (revision === SPEC_REVISION) writeFileSync(join(dir, 'openapi.json'), text);
  }
}

async function renderOpenApiDocuments(revisions: readonly Revision[]): Promise<Map<Revision, string>> {
  const config = loadConfig({});
  const database = await unconnectedDatabase();
  try {
    const app = await buildApp({
      ctx: serviceContext({ db: database.db, clock: systemClock, config, world: worldFor(config) }),
      database,
      logger: false,
    });
    await app.ready();
    const spec = app.swagger();
    const documents = new Map(
      revisions.map((revision) => [
        revision,
        `${JSON.stringify(revisionDocument(spec, revision, API_PREFIX), null, 2)}\n`,
      ]),
    );
    await app.close();
    return documents;
  } finally {
    await database.close();
  }
}
