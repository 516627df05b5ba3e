import type { FastifyInstance } from 'fastify';
import { inPlatformTime } from '../clock.js';
import type { ServiceContext } from '../context.js';
import { keptOffsetOf, offsetOf } from '../test-clocks/index.js';
import './route-config.js';

/**
 * Serves each authenticated request in its platform's time (src/clock.ts), once its
 * platform's test clock was advanced.
 *
 * One callback-style hook before validation: the context it enters holds for validation, the
 * handler and the hooks after it (an async hook's context would end with its own promise, and
 * the body is read from the socket outside the request's context, so it cannot be earlier).
 * A platform whose offset this process holds (the usual case) costs no promise.
 */
export function installPlatformTime(app: FastifyInstance, ctx: ServiceContext): void {
  // Production has no test clocks.
  if (ctx.config.serviceEnv !== 'sandbox') return;
  app.addHook('preValidation', (request, _reply, done) => {
    const platformId = request.auth?.platformId ?? request.agent?.platformId;
    if (platformId === undefined) {
      done();
      return;
    }
    const enter = (offsetMs: number) => {
      if (offsetMs === 0) done();
      else inPlatformTime({ platformId, offsetMs }, () => done());
    };
    const kept = keptOffsetOf(ctx, platformId);
    if (kept !== undefined) {
      enter(kept);
      return;
    }
    offsetOf(ctx, platformId).then(enter, (err: unknown) =>
      done(err instanceof Error ? err : new Error(String(err))),
    );
  });
}
