import { addressBlock } from './addressBlock';

describe('addressBlock', () => {
  it('is an IPv4 address itself, and the /64 of an IPv6 address however it is written', () => {
    expect(addressBlock('203.0.113.9')).toBe('203.0.113.9');
    expect(addressBlock('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressBlock('::FFFF:cb00:7109')).toBe('203.0.113.9');
    expect(addressBlock('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressBlock('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBlock('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
    expect(addressBlock('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('cuts anything else to 64 characters', () => {
    expect(addressBlock('x'.repeat(5000))).toBe('x'.repeat(64));
    expect(addressBlock('')).toBe('');
  });
});
