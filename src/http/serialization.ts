import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

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
    return (data: unknown) => {
      // A factory per compilation, as fastify makes one per context: the stock compiler
      // removes a route schema's own $id from the shared schemas it keeps, which would make
      // what compiles depend on which route happened to answer first.
      serialize ??= SerializerSelector()(externalSchemas, options)(route);
      return serialize(data);
    };
  };
};
