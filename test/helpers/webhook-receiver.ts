import { createPublicKey, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface ReceivedWebhook {
  body: string;
  envelope: { id: string; type: string; timestamp: string; data: Record<string, unknown> };
  signature: string;
  /** The signature under the original service's header name (`X-Grid-Signature`). */
  originalSignature: string;
  /** Checked against the key the test gave the receiver (undefined: no key yet). */
  verified: boolean | undefined;
}

/**
 * A real HTTP receiver on loopback. `respond` decides each answer (status code, an optional
 * JSON body, or a delay in milliseconds before answering); every request is kept, with its
 * signature checked.
 */
export async function startReceiver(
  respond: (
    n: number,
    envelope: ReceivedWebhook['envelope'],
  ) => { status: number; delayMs?: number; body?: string } = () => ({
    status: 200,
  }),
) {
  const received: ReceivedWebhook[] = [];
  let publicKeyPem: string | undefined;
  let count = 0;
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const signature = String(request.headers['x-service-signature'] ?? '');
      const verified = publicKeyPem
        ? verify('sha256', raw, createPublicKey(publicKeyPem), Buffer.from(signature, 'base64'))
        : undefined;
      received.push({
        body: raw.toString('utf8'),
        envelope: JSON.parse(raw.toString('utf8')) as ReceivedWebhook['envelope'],
        signature,
        originalSignature: String(request.headers['x-grid-signature'] ?? ''),
        verified,
      });
      const answer = respond(count++, JSON.parse(raw.toString('utf8')) as ReceivedWebhook['envelope']);
      const send = () => {
        if (!response.destroyed)
          response
            .writeHead(answer.status, {
              'content-type': answer.body === undefined ? 'text/plain' : 'application/json',
            })
            .end(answer.body ?? 'ok');
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}/webhooks`,
    received,
    setPublicKey(pem: string) {
      publicKeyPem = pem;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
