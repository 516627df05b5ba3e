// The baseline: a bare fastify hello-world route, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${app.server.address().port}\n`);
