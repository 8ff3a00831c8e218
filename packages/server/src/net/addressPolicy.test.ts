import { describe, expect, it } from 'vitest';
import { createAddressPolicy, isPublicAddress, parseAllowEntry, parseCidr } from './addressPolicy.js';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback range'],
    ['0.0.0.0', 'this host'],
    ['0.1.2.3', 'this network'],
    ['10.1.2.3', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12 end'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.0.1', 'link-local'],
    ['100.64.0.1', 'CGNAT start'],
    ['100.127.255.254', 'CGNAT end'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast SSDP'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['198.18.0.1', 'benchmarking'],
    ['192.0.2.1', 'documentation'],
    ['::1', 'IPv6 loopback'],
    ['0:0:0:0:0:0:0:1', 'IPv6 loopback, long form'],
    ['::', 'unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fc00::1', 'ULA fc00::/7'],
    ['fd12:3456:789a::1', 'ULA fd'],
    ['FD00::1', 'ULA upper case'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:8.8.8.8', 'IPv4-mapped public: still refused, it bypasses IPv4 rules'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 to metadata'],
    ['64:ff9b::8.8.8.8', 'NAT64'],
    ['2002:7f00:1::', '6to4 embedding loopback'],
    ['2001:0:4136:e378::1', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['ff02::1', 'IPv6 multicast'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['not-an-ip', 'a name'],
    ['', 'empty'],
    ['127.1', 'shorthand is not an address here'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '100.63.255.255',
    '100.128.0.1',
    '172.32.0.1',
    '2606:4700::1111',
    '2a00:1450:4001::200e',
  ])('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('createAddressPolicy', () => {
  it('lets an operator allow a private network and nothing next to it', () => {
    const allowed = createAddressPolicy(['10.20.0.0/16', 'fd00:1::/32', '127.0.0.1']);
    expect(allowed('10.20.3.4', 80)).toBe(true);
    expect(allowed('10.21.0.1', 80)).toBe(false);
    expect(allowed('fd00:1::5', 80)).toBe(true);
    expect(allowed('fd00:2::5', 80)).toBe(false);
    expect(allowed('127.0.0.1', 80)).toBe(true);
    expect(allowed('127.0.0.2', 80)).toBe(false);
    expect(allowed('8.8.8.8', 80)).toBe(true);
    expect(allowed('garbage', 80)).toBe(false);
  });

  // Regression: an allowlist entry opened every port of a host, when the operator meant one service.
  it('opens only the given port of an address:port or CIDR:port entry', () => {
    const allowed = createAddressPolicy(['10.0.0.5:8080', '10.1.0.0/16:5432', '[fd00::5]:443']);
    expect(allowed('10.0.0.5', 8080)).toBe(true);
    expect(allowed('10.0.0.5', 22)).toBe(false);
    expect(allowed('10.1.2.3', 5432)).toBe(true);
    expect(allowed('10.1.2.3', 6379)).toBe(false);
    expect(allowed('fd00::5', 443)).toBe(true);
    expect(allowed('fd00::5', 80)).toBe(false);
  });

  it('reads ports only where they cannot be part of an IPv6 address', () => {
    expect(parseAllowEntry('10.0.0.0/8:8080')).toEqual({
      cidr: { address: '10.0.0.0', prefix: 8, family: 'ipv4' },
      port: 8080,
    });
    expect(parseAllowEntry('fd00::8080')).toEqual({ cidr: { address: 'fd00::8080', prefix: 128, family: 'ipv6' } });
    expect(parseAllowEntry('[10.0.0.1]:80')).toBeUndefined();
    expect(parseAllowEntry('10.0.0.1:0')).toBeUndefined();
    expect(parseAllowEntry('10.0.0.1:70000')).toBeUndefined();
    expect(parseAllowEntry('intranet:80')).toBeUndefined();
  });

  it('refuses every non-public address by default', () => {
    const allowed = createAddressPolicy();
    expect(allowed('169.254.169.254', 80)).toBe(false);
    expect(allowed('::ffff:10.0.0.1', 80)).toBe(false);
  });
});

describe('parseCidr', () => {
  it('reads addresses and networks and rejects the rest', () => {
    expect(parseCidr('10.0.0.0/8')).toEqual({ address: '10.0.0.0', prefix: 8, family: 'ipv4' });
    expect(parseCidr('::1')).toEqual({ address: '::1', prefix: 128, family: 'ipv6' });
    expect(parseCidr('10.0.0.0/33')).toBeUndefined();
    expect(parseCidr('10.0.0.0/8/2')).toBeUndefined();
    expect(parseCidr('example.com/8')).toBeUndefined();
    expect(parseCidr('10.0.0.0/x')).toBeUndefined();
  });
});
