// The logging of the fastify baselines: none (the tuned ceiling), or, when LOG_LEVEL is set,
// fastify's own pino logger at that level writing one line per request when it is answered
// (method, URL, status, response time, request id): the ceiling of a server that logs each
// request as the service does at its default level, to the same kind of destination (stdout,
// which the bench sends to a file for every server alike).
export const loggerOptions = () =>
  process.env.LOG_LEVEL
    ? { logger: { level: process.env.LOG_LEVEL }, disableRequestLogging: true }
    : { logger: false };

/** The one line per request, on an app made with `loggerOptions()`. */
export function logEachRequest(app) {
  if (!process.env.LOG_LEVEL) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
    done();
  });
}
