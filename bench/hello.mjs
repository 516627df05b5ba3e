// The baseline: a bare fastify hello-world route, nothing else. PORT (default: any free port)
// lets the start-up row poll it from the moment it is spawned, as it does the service.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`listening ${app.server.address().port}\n`);
