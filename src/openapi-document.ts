import { buildApp } from './app.js';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { unconnectedDatabase } from './db/database.js';
import { serviceContext } from './modules/index.js';
import { worldFor } from './sandbox/index.js';

/**
 * The OpenAPI document as committed in openapi.json. It is the same whatever the
 * environment: generated for the sandbox (so sandbox routes are in it) with default settings.
 */
export async function renderOpenApi(): Promise<string> {
  const config = loadConfig({});
  const database = await unconnectedDatabase();
  try {
    const app = await buildApp({
      ctx: serviceContext({ db: database.db, clock: systemClock, config, world: worldFor(config) }),
      database,
      logger: false,
    });
    await app.ready();
    const document = JSON.stringify(app.swagger(), null, 2);
    await app.close();
    return `${document}\n`;
  } finally {
    await database.close();
  }
}
