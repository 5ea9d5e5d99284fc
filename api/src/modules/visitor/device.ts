import { isIP } from 'node:net';
import { UAParser } from 'ua-parser-js';

/** What a download row records about the customer's device, parsed from the user agent. */
export interface DeviceInfo {
  /** Browser name and major version, e.g. 'Chrome 131'. */
  browser: string;
  /** Vendor and model, e.g. 'Apple iPhone'; 'Desktop' when the user agent names no device. */
  device: string;
  /** 'mobile', 'tablet', 'smarttv'... or 'desktop'. */
  deviceType: string;
  /** e.g. 'iOS 17.5', 'Windows 10'. */
  os: string;
}

const joined = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' ');

/** A maintained parser (ua-parser-js) rather than our own patterns: user agents change every month. */
export function deviceFromUserAgent(userAgent: string | undefined): DeviceInfo {
  const { browser, device, os } = UAParser(userAgent ?? '');
  // ua-parser leaves the type empty for ordinary computers, which is what such a user agent means.
  const named = joined(device.vendor, device.model);
  return {
    browser: joined(browser.name, browser.major) || 'Unknown',
    device: named || (device.type ? 'Unknown' : 'Desktop'),
    deviceType: device.type ?? 'desktop',
    os: joined(os.name, os.version) || 'Unknown',
  };
}

// geoip-country reads its ~8 MB table when first imported: load it on the first download, not at start.
let geoip: Promise<typeof import('geoip-country')> | undefined;

const LOCAL_V4 = [
  /^10\./,
  /^127\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^169\.254\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./, // carrier-grade NAT
  /^0\./,
];

/** Loopback, private, link-local and unique-local addresses: there is no country to look up. */
export function isLocalAddress(ip: string): boolean {
  const address = ip.toLowerCase().replace(/^::ffff:(?=\d+\.)/, '');
  if (isIP(address) === 4) return LOCAL_V4.some((range) => range.test(address));
  return address === '::1' || address === '::' || /^f[cd]/.test(address) || /^fe[89ab]/.test(address);
}

/**
 * The country of an address from the offline GeoLite2 table (e.g. 'United Kingdom'); null when there is
 * none to tell: a local address, something that is not an address, or one the table does not know.
 */
export async function countryOf(ip: string): Promise<string | null> {
  if (isLocalAddress(ip)) return null;
  const address = ip.replace(/^::ffff:(?=\d+\.)/i, '');
  if (!isIP(address)) return null;
  geoip ??= import('geoip-country');
  const table = await geoip;
  const lookup = table.lookup ?? table.default.lookup;
  return lookup(address)?.name ?? null;
}

/** Where a download came from: its country, 'Local network' for local addresses, else 'Unknown'. */
export async function locationOf(ip: string): Promise<string> {
  if (isLocalAddress(ip)) return 'Local network';
  return (await countryOf(ip)) ?? 'Unknown';
}
