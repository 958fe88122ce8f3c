import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Name resolution, replaceable so that tests can make names resolve anywhere without DNS. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true });

export class AddressNotAllowedError extends Error {
  readonly code = 'EADDRNOTALLOWED';
  constructor(hostname: string, address: string) {
    super(`${hostname} resolves to ${address}, which is not a public address`);
    this.name = 'AddressNotAllowedError';
  }
}

/**
 * The `lookup` of a socket: resolves, then refuses the connection when any address is not public
 * (strict policy). The check is on the address the socket then connects to, so a name that
 * resolved to a public address at registration and to an internal one now (DNS rebinding) fails.
 */
export function connectLookup(resolve: Resolve, strict: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = strict ? addresses.find((a) => !isPublicAddress(a.address)) : undefined;
        if (refused) return callback(new AddressNotAllowedError(hostname, refused.address), '', 0);
        const wanted = options.family ? addresses.filter((a) => a.family === options.family) : addresses;
        if (wanted.length === 0) {
          const error = Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' });
          return callback(error, '', 0);
        }
        if (options.all)
          return (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, wanted);
        callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}
