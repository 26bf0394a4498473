import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env.js';
import { clientAddress, parseTrustProxy } from './client-address.js';

describe('clientAddress', () => {
  it('uses the socket peer and ignores X-Forwarded-For unless TRUST_PROXY says otherwise', () => {
    const none = parseTrustProxy(undefined);
    expect(clientAddress(none, '192.0.2.10', '203.0.113.1')).toBe('192.0.2.10');
    expect(clientAddress(parseTrustProxy('false'), '::ffff:192.0.2.10', '203.0.113.1')).toBe('192.0.2.10');
    expect(clientAddress(none, undefined, undefined)).toBe('unknown');
  });

  it('with a hop count, takes the address that many proxies to the left of the peer', () => {
    const one = parseTrustProxy('1');
    // A load balancer at 10.0.0.5 appended the client's address; the client's own claim is ignored.
    expect(clientAddress(one, '10.0.0.5', 'spoofed, 198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddress(one, '10.0.0.5', '198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddress(parseTrustProxy('2'), '10.0.0.5', '1.1.1.1, 198.51.100.7, 10.0.0.9')).toBe('198.51.100.7');
    // Fewer entries than hops: the leftmost is as far as the chain goes.
    expect(clientAddress(parseTrustProxy('3'), '10.0.0.5', '198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddress(one, '10.0.0.5', undefined)).toBe('10.0.0.5');
  });

  it('with proxy addresses, takes the rightmost address that is not a trusted proxy', () => {
    const lan = parseTrustProxy('10.0.0.0/8, 127.0.0.1, fd00::/8');
    expect(clientAddress(lan, '10.1.2.3', '203.0.113.9, 198.51.100.7, 10.0.0.9')).toBe('198.51.100.7');
    expect(clientAddress(lan, '127.0.0.1', '2001:db8::1')).toBe('2001:db8::1');
    expect(clientAddress(lan, 'fd00::1', '198.51.100.7')).toBe('198.51.100.7');
    // The peer itself is not a trusted proxy: its header is the client's own claim.
    expect(clientAddress(lan, '198.51.100.20', '203.0.113.9')).toBe('198.51.100.20');
    // Every hop trusted: the leftmost.
    expect(clientAddress(lan, '10.0.0.1', '10.0.0.2')).toBe('10.0.0.2');
  });

  it('never returns a garbled entry as an address', () => {
    expect(clientAddress(parseTrustProxy('1'), '10.0.0.5', 'not-an-ip')).toBe('10.0.0.5');
    expect(clientAddress(parseTrustProxy('10.0.0.0/8'), '10.0.0.5', '<script>, 10.0.0.6')).toBe('10.0.0.6');
  });
});

describe('TRUST_PROXY', () => {
  it('refuses values that are neither a hop count nor addresses, naming the variable', () => {
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.0/8/1', 'fd00::/129', '10.0.0.0/', 'true']) {
      expect(() => loadEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
    }
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 });
    expect(loadEnv({}).TRUST_PROXY).toEqual({ kind: 'none' });
  });
});
