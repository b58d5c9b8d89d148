import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';

/** An IPv4 client seen on an IPv6 socket (::ffff:10.1.2.3) is matched as the IPv4 address it is. */
function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

function contains(list: BlockList, ip: string): boolean {
  const address = plainAddress(ip);
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Compared as digests of one length, in constant time: the answer's timing says nothing of the token. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Who may read GET /metrics (decision 0073): a scraper sending `Authorization: Bearer <METRICS_TOKEN>`, or one whose
 * connection comes from an address in METRICS_ALLOW: the TCP peer itself, never request.ip, which with TRUST_PROXY=true
 * is the leftmost X-Forwarded-For entry, written by the client (a scraper connects to the replica, not through the
 * public proxy; one that must go through it sends the token). With neither set,
 * nobody, except loopback while developing (NODE_ENV unset or development), so `curl localhost:3000/metrics` works on
 * a laptop. Everyone else gets the 404 of an unknown address: the figures are not public, nor is their existence.
 */
export function metricsAccess(config: Pick<AppConfig, 'env' | 'metricsToken' | 'metricsAllow'>): (request: FastifyRequest) => boolean {
  const token = config.metricsToken ?? null;
  const allowed = blockListOf(config.metricsAllow ?? []);
  const hasAllowList = (config.metricsAllow ?? []).length > 0;
  const loopbackWhileDeveloping = config.env === 'development' && token === null && !hasAllowList;
  return (request) => {
    const header = request.headers.authorization ?? '';
    const bearer = /^Bearer (\S+)$/i.exec(header)?.[1];
    if (token !== null && bearer !== undefined && sameToken(bearer, token)) return true;
    const peer = request.socket.remoteAddress ?? '';
    if (hasAllowList && contains(allowed, peer)) return true;
    return loopbackWhileDeveloping && contains(LOOPBACK, peer);
  };
}
