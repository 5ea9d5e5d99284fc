// Order ids travel in links as base64 of twice their value.

const toBase64 = (text: string): string =>
  typeof btoa === 'function' ? btoa(text) : Buffer.from(text, 'binary').toString('base64');
const fromBase64 = (text: string): string =>
  typeof atob === 'function' ? atob(text) : Buffer.from(text, 'base64').toString('binary');

export function encodeId(id: number | string): string {
  const value = Number(id);
  if (!Number.isSafeInteger(value)) throw new Error(`Cannot encode a non-integer id: ${String(id)}`);
  return toBase64(String(value * 2));
}

/** Returns the id, or null when the text is not an encoded id. */
export function decodeId(encoded: string): number | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return null;
  let decoded: string;
  try {
    decoded = fromBase64(encoded);
  } catch {
    return null;
  }
  if (!/^\d+$/.test(decoded)) return null;
  const doubled = Number(decoded);
  if (!Number.isSafeInteger(doubled) || doubled % 2 !== 0) return null;
  return doubled / 2;
}
