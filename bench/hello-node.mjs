// The ceiling for Node on this machine: a bare node:http hello-world server.
import { createServer } from 'node:http';

const body = JSON.stringify({ hello: 'world' });
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${server.address().port}\n`));
