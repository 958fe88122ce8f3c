import ipaddr from 'ipaddr.js';

export type UrlPolicy = 'strict' | 'permissive';

/** The strict policy unless one is chosen; outside production, the permissive one (DESIGN §3). */
export const urlPolicyOf = (config: { WEBHOOK_URL_POLICY: string; NODE_ENV: string }): UrlPolicy =>
  config.WEBHOOK_URL_POLICY === 'strict' || config.WEBHOOK_URL_POLICY === 'permissive'
    ? config.WEBHOOK_URL_POLICY
    : config.NODE_ENV === 'production'
      ? 'strict'
      : 'permissive';

/**
 * Whether an IP address is publicly routable. Everything ipaddr.js does not call plain `unicast`
 * is refused: loopback, private, link-local (with 169.254.169.254), carrier-grade NAT,
 * unique-local, multicast, reserved, and the IPv6 forms that embed an IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** A URL hostname as an IP literal (`[::1]` → `::1`), or null when it is a name. */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}

/**
 * Names reserved for the local host or a private network, whatever a resolver says today:
 * `localhost` (RFC 6761), `.local` (mDNS, RFC 6762), `.internal` (cloud metadata and private
 * zones, e.g. metadata.google.internal) and `.home.arpa` (RFC 8375).
 */
const RESERVED_NAME = /(^|\.)(localhost|local|internal|home\.arpa)\.?$/i;
export const isReservedName = (hostname: string): boolean => RESERVED_NAME.test(hostname);
