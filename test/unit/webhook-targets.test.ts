import { describe, expect, it } from 'vitest';
import { endpointProblem, isPrivateAddress } from '../../src/modules/webhooks/target.js';

/**
 * The production webhook guard (server-side request forgery): an IPv6 address that reaches an
 * IPv4 address through a translator or tunnel is judged by that IPv4 address.
 */
const TABLE: [address: string, blocked: boolean, why: string][] = [
  // IPv4 itself
  ['127.0.0.1', true, 'loopback'],
  ['10.1.2.3', true, 'private'],
  ['169.254.169.254', true, 'link-local (cloud metadata)'],
  ['100.64.0.1', true, 'shared address space'],
  ['0.0.0.0', true, 'this network'],
  ['93.184.216.34', false, 'public'],
  ['8.8.8.8', false, 'public'],
  // IPv6 itself
  ['::1', true, 'loopback'],
  ['::', true, 'unspecified'],
  ['fe80::1', true, 'link-local'],
  ['fd00::1', true, 'unique local'],
  ['ff02::1', true, 'multicast'],
  ['2606:4700:4700::1111', false, 'public'],
  ['2001:db8::1', false, 'not Teredo (2001:db8::/32)'],
  // IPv4-mapped ::ffff:0:0/96, in both text forms (URL parsing writes the hex one)
  ['::ffff:127.0.0.1', true, 'mapped loopback'],
  ['::ffff:7f00:1', true, 'mapped loopback, hex'],
  ['::ffff:a9fe:a9fe', true, 'mapped metadata, hex'],
  ['::ffff:8.8.8.8', false, 'mapped public'],
  ['::ffff:0808:0808', false, 'mapped public, hex'],
  // IPv4-translated ::ffff:0:0:0/96 (RFC 2765)
  ['::ffff:0:7f00:1', true, 'translated loopback'],
  ['::ffff:0:808:808', false, 'translated public'],
  // IPv4-compatible ::/96
  ['::7f00:1', true, 'compatible loopback'],
  ['::127.0.0.1', true, 'compatible loopback, dotted'],
  ['::a00:1', true, 'compatible private'],
  ['::808:808', false, 'compatible public'],
  // NAT64 well-known prefix 64:ff9b::/96
  ['64:ff9b::7f00:1', true, 'NAT64 loopback'],
  ['64:ff9b::127.0.0.1', true, 'NAT64 loopback, dotted'],
  ['64:ff9b::a9fe:a9fe', true, 'NAT64 metadata'],
  ['64:ff9b::c0a8:101', true, 'NAT64 192.168.1.1'],
  ['64:ff9b::808:808', false, 'NAT64 public'],
  ['64:ff9b::5db8:d822', false, 'NAT64 93.184.216.34'],
  // NAT64 local-use prefix 64:ff9b:1::/48: where the IPv4 sits depends on the operator's prefix
  // length, so the whole prefix is refused
  ['64:ff9b:1::7f00:1', true, 'local-use NAT64 /96 loopback'],
  ['64:ff9b:1:a00:1:0:0:0', true, 'local-use NAT64 /48: 10.0.1.0'],
  ['64:ff9b:1::808:808', true, 'local-use NAT64, even of a public address'],
  ['64:ff9b:2::808:808', false, 'outside both NAT64 prefixes'],
  // 6to4 2002::/16
  ['2002:7f00:1::', true, '6to4 loopback'],
  ['2002:a00:1::1', true, '6to4 private'],
  ['2002:a9fe:a9fe::1', true, '6to4 metadata'],
  ['2002:808:808::1', false, '6to4 public'],
  // Teredo 2001::/32: server IPv4, then the client's IPv4 inverted in the last 32 bits
  ['2001:0:7f00:1::1', true, 'Teredo server loopback'],
  ['2001:0:808:808:0:0:80ff:fffe', true, 'Teredo client 127.0.0.1 (inverted)'],
  ['2001:0:808:808:0:0:f5ff:fefc', true, 'Teredo client 10.0.1.3 (inverted)'],
  ['2001:0:808:808:0:0:f7f7:f7f7', false, 'Teredo server and client public'],
];

describe('webhook target guard', () => {
  it.each(TABLE)('%s blocked=%s (%s)', (address, blocked) => {
    expect(isPrivateAddress(address)).toBe(blocked);
  });

  it('refuses such endpoints in production, by URL, before any lookup', () => {
    const production = { serviceEnv: 'production' as const, webhookAllowedHosts: [] };
    for (const [address, blocked] of TABLE) {
      const host = address.includes(':') ? `[${address}]` : address;
      const problem = endpointProblem(production, `https://${host}/hooks`);
      expect(problem === undefined, address).toBe(!blocked);
    }
    // The sandbox allows everything; an allowed host is allowed in production.
    expect(
      endpointProblem({ serviceEnv: 'sandbox', webhookAllowedHosts: [] }, 'http://[64:ff9b::7f00:1]/'),
    ).toBe(undefined);
    expect(
      endpointProblem(
        { serviceEnv: 'production', webhookAllowedHosts: ['64:ff9b::7f00:1'] },
        'http://[64:ff9b::7f00:1]/',
      ),
    ).toBe(undefined);
  });
});
