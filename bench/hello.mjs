// The baseline: a bare fastify hello-world route, nothing else. PORT (default: any free port)
// lets the start-up row poll it from the moment it is spawned, as it does the service.
// ANSWER_FILE adds `/answer`, which sends that file's JSON as it is (the ceiling of a route
// that answers a body kept ready, as `GET /config` does, with the same bytes).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { logEachRequest, loggerOptions } from './fastify-options.mjs';

const app = Fastify(loggerOptions());
logEachRequest(app);
app.get('/hello', async () => ({ hello: 'world' }));
if (process.env.ANSWER_FILE) {
  const answer = readFileSync(process.env.ANSWER_FILE, 'utf8');
  app.get('/answer', (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(answer);
  });
}
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`listening ${app.server.address().port}\n`);
