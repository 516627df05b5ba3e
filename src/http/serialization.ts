import { createRequire } from 'node:module';
import type { SerializerFactory, SerializerSelector } from '@fastify/fast-json-stringify-compiler';

// fast-json-stringify (and the Ajv it brings) is loaded with the first serializer that
// compiles, not at start-up; it is CommonJS, so a synchronous require loads it right there.
const require = createRequire(import.meta.url);

/** Fastify's stock serializer factory, as it makes it. */
const stockFactory = (): SerializerFactory =>
  (
    require('@fastify/fast-json-stringify-compiler') as { SerializerSelector: typeof SerializerSelector }
  ).SerializerSelector();

/**
 * Fastify's own response serializer factory, except that each route's serializer is compiled
 * on the first response that needs it instead of at start-up. Compiling fast-json-stringify
 * code for every status of every route (and of every GET route's implicit HEAD twin) is most
 * of the service's start-up time, while a process typically answers with a fraction of them.
 * The compiled function is fast-json-stringify's, with fastify's options: responses are the
 * same bytes as with eager compilation.
 */
export const serializersCompiledOnFirstUse: SerializerFactory = (externalSchemas, options) => {
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    /** Bytes of the frozen responses this serializer wrote (see `frozenView` in src/json.ts). */
    const written = new WeakMap<object, Buffer>();
    return (data: unknown) => {
      // A factory per compilation, as fastify makes one per context: the stock compiler
      // removes a route schema's own $id from the shared schemas it keeps, which would make
      // what compiles depend on which route happened to answer first.
      serialize ??= stockFactory()(externalSchemas, options)(route);
      if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
      // Kept encoded: a string would be measured and encoded to UTF-8 again on every answer.
      // Fastify writes a Buffer as it is.
      let bytes = written.get(data);
      if (bytes === undefined) {
        bytes = Buffer.from(serialize(data));
        written.set(data, bytes);
      }
      return bytes as unknown as string;
    };
  };
};
