import { request as httpRequest } from 'node:http';

/**
 * One HTTP request sent byte for byte. `fetch` normalises the URL (`../`, `%2e%2e`) and
 * refuses some headers, which would hide exactly what a fuzzer wants to send: the path here
 * reaches the server as written.
 */
export interface RawRequest {
  method: string;
  /** Path and query as they go on the request line (already percent-encoded where wanted). */
  target: string;
  headers: Record<string, string>;
  body?: Buffer | undefined;
  /** The client's own address (any of 127.0.0.0/8 on Linux): a second client on one machine. */
  localAddress?: string;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The parsed JSON body; undefined when empty or not JSON. */
  json: unknown;
}

export function basicAuth(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}

export function sendRaw(origin: string, raw: RawRequest): Promise<RawResponse> {
  const url = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: raw.method,
        path: raw.target,
        headers: { ...raw.headers, ...(raw.body ? { 'content-length': String(raw.body.length) } : {}) },
        // A fresh connection per request: a refused request never poisons the next one.
        agent: false,
        ...(raw.localAddress === undefined ? {} : { localAddress: raw.localAddress }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        // A stream of server-sent events never ends: its first chunk stands for the answer.
        const streaming = String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          if (streaming) res.destroy();
        });
        res.on('error', reject);
        res.on(streaming ? 'close' : 'end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = text === '' ? undefined : JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    req.end(raw.body);
  });
}

/** Percent-encodes what cannot go on a request line, and nothing else (`/`, `.`, `%` stay). */
export function minimallyEncoded(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) as number;
    out += code > 0x20 && code < 0x7f && char !== '?' && char !== '#' ? char : encodeLoosely(char);
  }
  return out;
}

/** encodeURIComponent, except that a lone surrogate is sent as its (invalid) UTF-8 bytes. */
function encodeLoosely(char: string): string {
  try {
    return encodeURIComponent(char);
  } catch {
    const code = char.charCodeAt(0);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
      .map((b) => `%${b.toString(16).toUpperCase()}`)
      .join('');
  }
}

/** encodeURIComponent that survives lone surrogates (see `encodeLoosely`). */
export function encodeComponent(value: string): string {
  let out = '';
  for (const char of value) out += /[A-Za-z0-9\-_.!~*'()]/.test(char) ? char : encodeLoosely(char);
  return out;
}

/** One part of a multipart/form-data body. */
export interface FormPart {
  name: string;
  /** Set for a file part. */
  filename?: string | undefined;
  contentType?: string | undefined;
  content: string | Uint8Array;
}

/**
 * Encodes a multipart/form-data body by hand, so that names, file names and bytes go out
 * exactly as given (FormData would escape or refuse some of them).
 */
export function encodeMultipart(parts: readonly FormPart[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.contentType !== undefined) head += `Content-Type: ${part.contentType}\r\n`;
    const content =
      typeof part.content === 'string' ? Buffer.from(part.content, 'utf8') : Buffer.from(part.content);
    chunks.push(Buffer.from(`${head}\r\n`, 'utf8'), content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
