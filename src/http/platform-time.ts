import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inPlatformTime } from '../clock.js';
import type { ServiceContext } from '../context.js';
import { offsetOf } from '../test-clocks/index.js';
import './route-config.js';

/**
 * Serves each authenticated request in its platform's time (src/clock.ts), once its
 * platform's test clock was advanced. Registered after authentication, which says whose
 * request it is.
 *
 * The request body is read from the socket, outside the request's async context, so the
 * context is captured once the platform is known and entered again before validation (the
 * way @fastify/request-context keeps its store across body parsing).
 */
export function installPlatformTime(app: FastifyInstance, ctx: ServiceContext): void {
  // Production has no test clocks.
  if (ctx.config.serviceEnv !== 'sandbox') return;
  const contexts = new WeakMap<FastifyRequest, AsyncResource>();
  app.addHook('onRequest', (request, _reply, done) => {
    const platformId = request.auth?.platformId ?? request.agent?.platformId;
    if (platformId === undefined) {
      done();
      return;
    }
    offsetOf(ctx, platformId).then(
      (offsetMs) => {
        if (offsetMs === 0) {
          done();
          return;
        }
        inPlatformTime({ platformId, offsetMs }, () => {
          contexts.set(request, new AsyncResource('platform-time'));
          done();
        });
      },
      (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
    );
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const context = contexts.get(request);
    if (context) context.runInAsyncScope(done, request.raw);
    else done();
  });
}
