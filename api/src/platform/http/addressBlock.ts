import { isIPv4, isIPv6 } from 'node:net';

/**
 * The caller a per-address budget counts: an IPv4 address itself, and an IPv6 address's /64 network. One
 * home or phone is given a whole /64, so counting single IPv6 addresses would hand one caller 2^64
 * budgets. An IPv4 address written as IPv6 (`::ffff:203.0.113.9`, as a dual-stack socket reports it) is
 * the IPv4 address. Anything else (an odd X-Forwarded-For behind TRUST_PROXY=true) is cut to 64
 * characters, so it never makes a long key.
 *
 *   addressBlock('2001:db8:1:2:aaaa::1') === '2001:db8:1:2::/64'
 */
export function addressBlock(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip.slice(0, 64);
  const groups = ipv6Groups(address).map((group) => parseInt(group, 16));
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, in lower-case hex ('::' expanded, a dotted tail converted). */
function ipv6Groups(address: string): string[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address.toLowerCase();
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const front = head ? head.split(':') : [];
  if (tail === undefined) return front;
  const back = tail ? tail.split(':') : [];
  return [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
}
