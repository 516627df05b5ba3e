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
 * past it. The sandbox allows everything (developers point webhooks at their laptops).
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
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return PRIVATE.check(mapped[1], 'ipv4');
  return PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4');
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
