import { systemClock } from '../../src/clock.js';
import type { Config } from '../../src/config.js';
import type { RunningService } from '../../src/main.js';
import { serviceContext } from '../../src/modules/index.js';
import { createPlatform } from '../../src/modules/platforms/service.js';
import { worldFor } from '../../src/sandbox/index.js';

/** A platform of its own on a service a bench started in-process, and a GET with its credentials. */
export async function benchPlatform(service: RunningService, config: Config, name: string) {
  const ctx = serviceContext({
    db: service.database.db,
    clock: systemClock,
    config,
    world: worldFor(config),
  });
  const platform = await createPlatform(ctx, { name });
  if (!platform) throw new Error('platform not created');
  const authorization = `Basic ${Buffer.from(`${platform.clientId}:${platform.clientSecret}`).toString('base64')}`;
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${service.baseUrl}${path}`, { headers: { authorization } });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return { authorization, get };
}
