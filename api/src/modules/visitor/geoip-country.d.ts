// geoip-country ships no types; only the lookup the download record uses is declared.
declare module 'geoip-country' {
  interface Country {
    country: string;
    name: string;
  }
  export function lookup(ip: string): Country | null;
  const geoip: { lookup: typeof lookup };
  export default geoip;
}
