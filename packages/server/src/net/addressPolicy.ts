// Which addresses the hosted server may connect to on a user's behalf (the proxy and the WebSocket
// relay alike): only public unicast ones, unless the operator allows a network (the config reads
// the operator's list with this module's parsers). Checked at connect time on every resolved address and redirect hop,
// never by looking at the URL, so DNS tricks and redirects cannot reach inside the network.
import { BlockList, isIP } from 'node:net';

type Family = 'ipv4' | 'ipv6';

export interface Cidr {
  address: string;
  prefix: number;
  family: Family;
}

/** Every range that is not a public unicast destination (IANA special-purpose registries, RFC 6890). */
const NON_PUBLIC: readonly string[] = [
  '0.0.0.0/8', // "this network" (RFC 791); 0.0.0.0 reaches the local host on Linux
  '10.0.0.0/8', // private (RFC 1918)
  '100.64.0.0/10', // carrier-grade NAT (RFC 6598)
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local, incl. cloud metadata 169.254.169.254 (RFC 3927)
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments (RFC 6890)
  '192.0.2.0/24', // documentation TEST-NET-1 (RFC 5737)
  '192.88.99.0/24', // 6to4 relay anycast (RFC 7526)
  '192.168.0.0/16', // private
  '198.18.0.0/15', // benchmarking (RFC 2544)
  '198.51.100.0/24', // documentation TEST-NET-2
  '203.0.113.0/24', // documentation TEST-NET-3
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, incl. broadcast 255.255.255.255
  '::/128', // unspecified
  '::1/128', // loopback
  '::/96', // IPv4-compatible (deprecated, RFC 4291)
  '::ffff:0:0/96', // IPv4-mapped: would reach an IPv4 address past the IPv4 rules
  '64:ff9b::/96', // NAT64 well-known prefix (RFC 6052)
  '64:ff9b:1::/48', // NAT64 local-use (RFC 8215)
  '100::/64', // discard (RFC 6666)
  '2001::/32', // Teredo (RFC 4380) embeds an IPv4 address
  '2001:db8::/32', // documentation (RFC 3849)
  '2002::/16', // 6to4 (RFC 3056) embeds an IPv4 address
  'fc00::/7', // unique local (RFC 4193)
  'fe80::/10', // link-local
  'fec0::/10', // site-local (deprecated, RFC 3879)
  'ff00::/8', // multicast
];

/** One allowlist entry: a network, and the one port it is open on (every port when absent). */
export interface AllowEntry {
  cidr: Cidr;
  port?: number;
}

/**
 * '10.0.0.0/8', '10.0.0.5:8080', '10.0.0.0/8:8080', 'fd00::/8', '[fd00::5]:8080' or
 * '[fd00::/8]:8080'; undefined when it is none of these. IPv6 takes a port only in brackets, since
 * its own colons would make 'fd00::8080' ambiguous.
 */
export function parseAllowEntry(text: string): AllowEntry | undefined {
  const trimmed = text.trim();
  const bracketed = /^\[([^\]]+)\]:(\d{1,5})$/.exec(trimmed);
  const ipv4WithPort = /^([^:]+):(\d{1,5})$/.exec(trimmed);
  const [, network, portText] = bracketed ?? ipv4WithPort ?? [undefined, trimmed, undefined];
  const cidr = parseCidr(network ?? '');
  if (!cidr || (bracketed && cidr.family !== 'ipv6') || (ipv4WithPort && cidr.family !== 'ipv4')) return undefined;
  if (portText === undefined) return { cidr };
  const port = Number(portText);
  return port >= 1 && port <= 65535 ? { cidr, port } : undefined;
}

/** '10.0.0.0/8', 'fd00::/8' or a single address; undefined when it is neither. */
export function parseCidr(text: string): Cidr | undefined {
  const [address = '', prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return undefined;
  const version = isIP(address);
  if (version === 0) return undefined;
  const family: Family = version === 4 ? 'ipv4' : 'ipv6';
  const max = version === 4 ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: max, family };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) return undefined;
  return { address, prefix: Number(prefixText), family };
}

/**
 * One `BlockList` per family: Node matches IPv4-mapped IPv6 rules against IPv4 addresses (and the
 * reverse), so a single list holding ::ffff:0:0/96 would match every IPv4 address.
 */
function networksOf(cidrs: readonly Cidr[]): (address: string) => boolean {
  const lists = { ipv4: new BlockList(), ipv6: new BlockList() };
  for (const cidr of cidrs) lists[cidr.family].addSubnet(cidr.address, cidr.prefix, cidr.family);
  return (address) => {
    const version = isIP(address);
    if (version === 4) return lists.ipv4.check(address, 'ipv4');
    return version === 6 && lists.ipv6.check(address, 'ipv6');
  };
}

const isNonPublic = networksOf(
  NON_PUBLIC.map((text) => {
    const cidr = parseCidr(text);
    if (!cidr) throw new TypeError(`Not an address or CIDR: ${text}`);
    return cidr;
  }),
);

/** True for an address a public host could have; false for anything special-purpose or malformed. */
export function isPublicAddress(address: string): boolean {
  return isIP(address) !== 0 && !isNonPublic(address);
}

/**
 * Decides whether the proxy may connect to an address and port: public ones, plus the operator's
 * allowlist, whose entries may open one port of an internal service rather than all of them.
 */
export type AddressPolicy = (address: string, port: number) => boolean;

export function createAddressPolicy(allowlist: readonly string[] = []): AddressPolicy {
  const entries = allowlist.map((text) => {
    const entry = parseAllowEntry(text);
    if (!entry) throw new TypeError(`Not an address or CIDR, with or without a port: ${text}`);
    return entry;
  });
  const anyPort = networksOf(entries.filter((entry) => entry.port === undefined).map((entry) => entry.cidr));
  const byPort = new Map<number, Cidr[]>();
  for (const { cidr, port } of entries) if (port !== undefined) byPort.set(port, [...(byPort.get(port) ?? []), cidr]);
  const onPort = new Map([...byPort].map(([port, cidrs]) => [port, networksOf(cidrs)]));
  return (address, port) => isPublicAddress(address) || anyPort(address) || (onPort.get(port)?.(address) ?? false);
}
