import { ipLiteral, isPublicAddress, isReservedName, type UrlPolicy } from './address-policy';
import type { Resolve } from './resolve';

/**
 * Why `raw` cannot be a webhook URL under `policy`, or null when it can. Strict: https, and a
 * host that is a public address or a name resolving only to public ones. A name that does not
 * resolve now is let through: the connection is checked again at every delivery.
 */
export async function urlProblem(raw: string, policy: UrlPolicy, resolve: Resolve): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL';
  }
  if (policy === 'permissive')
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'must be an http or https URL';
  if (url.protocol !== 'https:') return 'must be an https URL';
  // The WHATWG parser already turned 0x7f000001, 2130706433 and the like into dotted quads.
  const host = url.hostname;
  if (isReservedName(host)) return 'must not name a local or internal host';
  const literal = ipLiteral(host);
  if (literal) return isPublicAddress(literal) ? null : 'must not point at a private or reserved address';
  const addresses = await resolve(host).catch(() => []);
  return addresses.every((a) => isPublicAddress(a.address))
    ? null
    : 'must not resolve to a private or reserved address';
}
