import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';
import type { Config } from '../../config.js';

/**
 * Where webhooks may go, and the one HTTP POST that takes them there. In production the
 * endpoint must not reach private, loopback or link-local addresses (server-side request
 * forgery), unless its host is on WEBHOOK_ALLOWED_HOSTS; the check runs on the address the
 * connection actually uses, so a DNS answer that changes after configuration cannot slip
 * past it. An IPv6 address that carries an IPv4 one (mapped, compatible, NAT64, 6to4, Teredo)
 * is judged by that IPv4 address too. The sandbox allows everything (developers point webhooks at their laptops).
 */

export const DELIVERY_TIMEOUT_MS = 10_000;
/** Enough of a receiver's answer to show in the delivery log. */
const RESPONSE_CAP_BYTES = 4096;

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  // Local-use NAT64 (RFC 8215): the IPv4 address sits where the operator's prefix length (/48 to
  // /96) puts it, which cannot be known here; every reading of one address differs, so the
  // whole prefix is refused (WEBHOOK_ALLOWED_HOSTS lets a host through).
  ['64:ff9b:1::', 48],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address in any of its text forms (`::`, a dotted IPv4 tail). */
function ipv6Bytes(address: string): Uint8Array | undefined {
  let text = address.replace(/%.*$/, '');
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1] !== undefined && dotted[2] !== undefined) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[2].split('.').map(Number);
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []);
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return undefined;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  const bytes = new Uint8Array(16);
  for (const [i, group] of groups.entries()) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return undefined;
    const value = Number.parseInt(group, 16);
    bytes[i * 2] = value >> 8;
    bytes[i * 2 + 1] = value & 0xff;
  }
  return bytes;
}

const ipv4At = (bytes: Uint8Array, offset: number, mask = 0): string =>
  Array.from(bytes.subarray(offset, offset + 4), (b) => b ^ mask).join('.');

/** Whether the first `bits` bits of `bytes` are those of `prefix` (hex groups, as in an address). */
function inPrefix(bytes: Uint8Array, prefix: readonly number[], bits: number): boolean {
  for (let bit = 0; bit < bits; bit += 8) {
    const group = prefix[bit >> 4] ?? 0;
    const byte = bit % 16 === 0 ? group >> 8 : group & 0xff;
    const width = Math.min(8, bits - bit);
    const mask = (0xff << (8 - width)) & 0xff;
    if (((bytes[bit >> 3] ?? 0) & mask) !== (byte & mask)) return false;
  }
  return true;
}

/**
 * The IPv4 addresses an IPv6 address reaches through a translation or tunnel, each of which
 * must pass the IPv4 block list: a NAT64 gateway, a 6to4 or Teredo relay, or the host's own
 * stack (mapped and compatible forms) delivers the packet to that IPv4 address.
 */
export function embeddedIpv4(bytes: Uint8Array): string[] {
  const zeroUpTo = (end: number) => bytes.subarray(0, end).every((b) => b === 0);
  const found: string[] = [];
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible), ::ffff:0:a.b.c.d (translated, RFC 2765)
  if (zeroUpTo(10) && bytes[10] === 0xff && bytes[11] === 0xff) found.push(ipv4At(bytes, 12));
  if (zeroUpTo(12)) found.push(ipv4At(bytes, 12));
  if (zeroUpTo(8) && bytes[8] === 0xff && bytes[9] === 0xff && bytes[10] === 0 && bytes[11] === 0) {
    found.push(ipv4At(bytes, 12));
  }
  // NAT64 well-known prefix 64:ff9b::/96 (RFC 6052)
  if (inPrefix(bytes, [0x64, 0xff9b, 0, 0, 0, 0], 96)) found.push(ipv4At(bytes, 12));
  // 6to4 2002:AABB:CCDD::/48 (RFC 3056)
  if (inPrefix(bytes, [0x2002], 16)) found.push(ipv4At(bytes, 2));
  // Teredo 2001:0::/32 (RFC 4380): the server, and the client's address (stored inverted)
  if (inPrefix(bytes, [0x2001, 0], 32)) found.push(ipv4At(bytes, 4), ipv4At(bytes, 12, 0xff));
  return found;
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return PRIVATE.check(address, 'ipv4');
  if (PRIVATE.check(address, 'ipv6')) return true;
  const bytes = ipv6Bytes(address);
  // An address Node calls IPv6 but this cannot read is refused rather than guessed at.
  if (!bytes) return true;
  return embeddedIpv4(bytes).some((v4) => PRIVATE.check(v4, 'ipv4'));
}

export type EndpointPolicy = Pick<Config, 'serviceEnv' | 'webhookAllowedHosts'>;

const restricted = (policy: EndpointPolicy, host: string) =>
  policy.serviceEnv === 'production' && !policy.webhookAllowedHosts.includes(host.toLowerCase());

/** Why the URL cannot receive webhooks, or undefined when it can (before any DNS lookup). */
export function endpointProblem(policy: EndpointPolicy, url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'must be an absolute http(s) URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'must be an http(s) URL';
  if (parsed.username || parsed.password) return 'must not carry credentials';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (restricted(policy, host) && (host === 'localhost' || isPrivateAddress(host))) {
    return 'must not point at a private or loopback address in production (see WEBHOOK_ALLOWED_HOSTS)';
  }
  return undefined;
}

export interface DeliveryResult {
  statusCode?: number;
  latencyMs: number;
  error?: string;
  /** The first bytes of the receiver's answer. */
  responseBody?: string;
}

/** POSTs `body` as JSON with `headers`; never throws. */
export function postJson(
  policy: EndpointPolicy,
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs = DELIVERY_TIMEOUT_MS,
): Promise<DeliveryResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const problem = endpointProblem(policy, url);
  if (problem) return Promise.resolve({ latencyMs: 0, error: `webhookEndpoint ${problem}` });
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const guard = restricted(policy, host);
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: DeliveryResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
        lookup: (hostname, options, callback) =>
          dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
            if (err) return callback(err, '', 4);
            const usable = guard ? addresses.filter((a) => !isPrivateAddress(a.address)) : addresses;
            const first = usable[0];
            if (!first) return callback(new Error(`${hostname} resolves only to private addresses`), '', 4);
            if (options.all) return callback(null, usable as unknown as string, first.family);
            callback(null, first.address, first.family);
          }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < RESPONSE_CAP_BYTES) chunks.push(chunk.subarray(0, RESPONSE_CAP_BYTES - size));
          size += chunk.length;
          // Past the cap the rest is not worth reading: the status code is what counts.
          if (size >= RESPONSE_CAP_BYTES) response.destroy();
        });
        const done = () =>
          finish({
            statusCode: response.statusCode ?? 0,
            latencyMs: elapsed(),
            // PostgreSQL's text holds no NUL: a receiver's answer with one would fail the
            // statement that records the attempt (and, grouped, delay the others' settlements).
            responseBody: Buffer.concat(chunks).toString('utf8').replaceAll('\u0000', '\ufffd'),
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ latencyMs: elapsed(), error: `no answer within ${timeoutMs} ms` });
    }, timeoutMs);
    request.on('error', (err) => finish({ latencyMs: elapsed(), error: err.message }));
    request.end(body);
  });
}
