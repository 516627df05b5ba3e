import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Listener } from '../../src/listen.js';

/** A stream that sends the same event twice (a resumed stream may), and a receiver counting posts. */
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

async function listening(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('payments-service listen', () => {
  it('forwards an event the stream sends again only once', async () => {
    const event = (id: string) =>
      `id: ${id}\nevent: webhook\ndata: ${JSON.stringify({ id, type: 'TEST', body: '{}', signature: 's' })}\n\n`;
    const stream = await listening(
      createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(event('Webhook:1') + event('Webhook:2') + event('Webhook:1'));
        setTimeout(() => response.end(), 200);
      }),
    );
    const posted: string[] = [];
    const receiver = await listening(
      createServer((request, response) => {
        posted.push(String(request.headers['x-service-signature']));
        response.end();
      }),
    );
    const listener = new Listener({
      baseUrl: stream,
      clientId: 'id',
      clientSecret: 'secret',
      forwardTo: receiver,
      print: () => {},
      reconnectMs: 10_000,
    });
    const running = listener.run();
    await listener.ready;
    await new Promise((done) => setTimeout(done, 400));
    listener.stop();
    await running;
    expect(listener.forwarded.map((f) => f.id)).toEqual(['Webhook:1', 'Webhook:2']);
    expect(posted).toHaveLength(2);
  });
});
