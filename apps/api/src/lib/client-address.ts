import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import type { AppBindings } from './context.js';

/**
 * Which X-Forwarded-For entries to believe. Anyone can send that header, so by default none are:
 * the client is the socket's peer. Behind a load balancer the peer is the balancer, and the
 * client's address is the entry the balancer appended.
 *
 * - `none`: the socket's peer address (TRUST_PROXY unset, `false` or `0`).
 * - `hops`: that many proxies stand in front of the server (TRUST_PROXY=`1` for one balancer);
 *   the client is the address that many steps left of the peer in the chain.
 * - `addresses`: the proxies' addresses or CIDR ranges (TRUST_PROXY=`10.0.0.0/8,fd00::/8`);
 *   the client is the rightmost address in the chain that is not one of them.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; trusted: BlockList; description: string };

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const trusted = new BlockList();
  for (const entry of text.split(',').map((e) => e.trim())) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (
      !family ||
      rest.length > 0 ||
      !Number.isInteger(bits) ||
      bits < 0 ||
      bits > maxBits ||
      (prefix !== undefined && !/^\d+$/.test(prefix))
    ) {
      throw new Error(
        `"${entry}" is not an IP address or CIDR range; TRUST_PROXY takes false, a hop count, or a comma-separated list such as 10.0.0.0/8,127.0.0.1`,
      );
    }
    trusted.addSubnet(address, bits, family === 6 ? 'ipv6' : 'ipv4');
  }
  return { kind: 'addresses', trusted, description: text };
}

/** "::ffff:10.0.0.1" (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
function normalize(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address as far as `policy` lets us know it. `peer` is the socket's remote address,
 * `forwardedFor` the X-Forwarded-For header(s) as received.
 */
export function clientAddress(policy: TrustProxy, peer: string | undefined, forwardedFor: string | undefined): string {
  const socketPeer = normalize(peer ?? '') || 'unknown';
  if (policy.kind === 'none' || !forwardedFor) return socketPeer;
  // Each proxy appends the address it received the request from: the rightmost entry is the newest.
  const chain = [...forwardedFor.split(',').map(normalize), socketPeer];
  if (policy.kind === 'hops') {
    const index = chain.length - 1 - policy.hops;
    return validOr(chain[Math.max(0, index)]!, chain, Math.max(0, index));
  }
  for (let i = chain.length - 1; i > 0; i--) {
    if (!isTrusted(policy.trusted, chain[i]!)) return validOr(chain[i]!, chain, i);
  }
  return validOr(chain[0]!, chain, 0);
}

/** A garbled entry is not an address: the nearest real one to its right (set by a proxy we trust) stands in. */
function validOr(candidate: string, chain: string[], index: number): string {
  if (isIP(candidate)) return candidate;
  for (let i = index + 1; i < chain.length; i++) if (isIP(chain[i]!)) return chain[i]!;
  return chain[chain.length - 1]!;
}

/** The client of this request, under the deployment's TRUST_PROXY setting. */
export function requestClientAddress(c: Context<AppBindings>): string {
  // @hono/node-server hands the Node request over as c.env.incoming; tests without a socket have none.
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return clientAddress(c.env.deps.env.TRUST_PROXY, incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for'));
}
