import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../src/clock.js';
import { loadConfig } from '../../src/config.js';
import { unconnectedDatabase } from '../../src/db/database.js';
import { serviceContext, serviceModules } from '../../src/modules/index.js';
import { sandboxWorld } from '../../src/sandbox/index.js';

type Schema = Record<string, unknown>;

/**
 * Every object a request schema declares properties for says whether it takes others: the
 * validator finds undeclared input by `additionalProperties: false` (decision 0003), and
 * TypeBox's Omit and Pick drop that flag unless it is given again. An object left silent
 * would let undeclared input through to the handler instead of ignoring it.
 */
function silentObjects(
  schema: unknown,
  path: string,
  found: string[],
  components: Map<string, Schema>,
  seen = new Set<unknown>(),
): void {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return;
  seen.add(schema);
  const node = schema as Schema;
  if (typeof node.$ref === 'string') {
    const id = node.$ref.replace(/#.*$/, '');
    silentObjects(components.get(id), `${path} -> ${id}`, found, components, seen);
    return;
  }
  if (node.type === 'object' && typeof node.properties === 'object' && node.properties !== null) {
    if (node.additionalProperties === undefined) found.push(path);
    for (const [name, property] of Object.entries(node.properties as Schema)) {
      silentObjects(property, `${path}.${name}`, found, components, seen);
    }
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = node[key];
    if (Array.isArray(branches)) {
      branches.forEach((b, i) => silentObjects(b, `${path}.${key}[${i}]`, found, components, seen));
    }
  }
  if (node.items !== undefined) silentObjects(node.items, `${path}[]`, found, components, seen);
}

describe('request schemas', () => {
  it('close every object they declare (no Omit/Pick left without additionalProperties)', async () => {
    const database = await unconnectedDatabase();
    const ctx = serviceContext({
      db: database.db,
      clock: systemClock,
      config: loadConfig({ SERVICE_ENV: 'sandbox' }),
      world: sandboxWorld,
    });
    const app = Fastify();
    // Only the schemas are wanted: nothing is compiled.
    app.setValidatorCompiler(() => () => true);
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    const found: string[] = [];
    const components = new Map<string, Schema>();
    let routes = 0;
    app.addHook('onRoute', (route) => {
      routes += 1;
      const schema = (route.schema ?? {}) as Schema;
      for (const part of ['querystring', 'body'] as const) {
        silentObjects(schema[part], `${route.method} ${route.url} ${part}`, found, components);
      }
    });
    try {
      for (const module of serviceModules) {
        for (const component of module.components ?? []) {
          const id = (component as { $id?: string }).$id;
          if (id !== undefined) components.set(id, component as Schema);
        }
      }
      for (const module of serviceModules) {
        for (const routes of [...(module.routes ?? []), ...(module.sandboxRoutes ?? [])]) {
          await app.register(routes(ctx));
        }
      }
      await app.ready();
      expect(routes).toBeGreaterThan(100);
      expect(found).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
