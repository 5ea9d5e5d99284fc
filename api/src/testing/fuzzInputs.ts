import fc from 'fast-check';
import { encodeId } from '@earrival/shared/util';

/**
 * The fuzz test's inputs (modules/fuzz.test.ts): the routes read from the OpenAPI document, and the
 * hostile values, bodies, content types and path segments it sends them.
 */
export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

export interface Operation {
  method: Method;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
  hasBody: boolean;
}

/** Every operation of the OpenAPI document, with the names the route declares. */
export function operations(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const list: Operation[] = [];
  for (const [route, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method] as
        | {
            parameters?: Array<{ in: string; name: string }>;
            requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
          }
        | undefined;
      if (!op) continue;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const schema = Object.values(content)[0]?.schema;
      list.push({
        method,
        path: route,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(schema?.properties ?? {}),
        hasBody: !!op.requestBody,
      });
    }
  }
  return list;
}

export const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

/** Values no route should choke on: wrong types, NUL and control characters, special numbers, bad dates. */
export const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0001\u0002\u001f\u007f',
    '\uD800',
    'Infinity',
    '-Infinity',
    'NaN',
    '1e309',
    '-0',
    '0x1F',
    '13.8e1',
    ' 137 ',
    '+142',
    '9007199254740993',
    '99999999999999999999',
    '-1',
    '0',
    '2026-02-30',
    '0000-01-01',
    '9999-12-31T99:99:99Z',
    '2026-13-01',
    "'; DROP TABLE orders; --",
    '../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
    'null',
    'true',
    '[139]',
    '{"$ne":1}',
    'admin@example.com',
    'newOrder',
    'Deleted',
    'Y',
    encodeId(100001),
    'mf-queues',
    'built-in',
    // Addresses with a display name or a second address, and text that shows other than it is stored.
    'x<evil@example.com>',
    'Ana <admin@example.com>',
    'admin@example.com, eve@example.com',
    'refund \u202Edias 03 ni',
    '\u2066admin\u2069',
    'a\u001b[31mred',
    '\uFEFFadmin@example.com',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1, max: 50 }).map((n) => 'x'.repeat(n * 1000)),
);

export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    2147483648,
    Number.MAX_SAFE_INTEGER,
    1e300,
    -1e300,
    100001,
    1,
    [],
    {},
    [139],
    [null],
    { $ne: 1 },
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.oneof(fc.integer(), hostileText), { maxLength: 5 }),
  fc.integer({ min: 10, max: 200 }).map((depth) => nested(depth, 1)),
  fc.array(fc.integer({ min: 1, max: 2000 }), { minLength: 1000, maxLength: 3000 }),
);

/** A multipart/form-data body with boundary 'xyz': [name, value] fields and [name, content, filename] files. */
export function multipart(parts: Array<[string, string] | [string, string, string]>): string {
  const body = parts.map(([name, value, filename]) => {
    const disposition = `form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}`;
    const type = filename ? '\r\nContent-Type: application/pdf' : '';
    return `--xyz\r\nContent-Disposition: ${disposition}${type}\r\n\r\n${value}\r\n`;
  });
  return `${body.join('')}--xyz--\r\n`;
}

/** Text sent as the raw body: invalid JSON, numbers JSON cannot hold, deep nesting, huge documents. */
export const rawBody = fc.oneof(
  fc.constantFrom(
    '{',
    '{"orderId": [1,',
    'null',
    '[]',
    '"text"',
    '{"teamMemberId": 1e309}',
    '{"orderId": 1e309, "limit": -1e309}',
    '{"a":"\\u0000"}',
    '{"__proto__": {"admin": true}}',
    '{"constructor": {"prototype": {"x": 1}}}',
    // Multipart bodies (sent with the boundary=xyz content type): a file where a field belongs, a file of
    // the wrong type, fields after the file, a part that never ends.
    multipart([
      ['orderId', '100001'],
      ['email', 'a@b.co'],
      ['uploadVisaDoc', '%PDF-1.4 tiny', 'a.pdf'],
    ]),
    multipart([
      ['uploadVisaDoc', 'MZ\u0090\u0000 not a pdf', 'evil.pdf'],
      ['orderId', '100001'],
    ]),
    multipart([['orderId', 'x<evil@example.com>', 'name\u202Eexe.pdf']]),
    '--xyz\r\nContent-Disposition: form-data; name="uploadVisaDoc"; filename="a.pdf"\r\n\r\n%PDF-',
  ),
  fc.integer({ min: 100, max: 20_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 900, max: 1200 }).map((kb) => `{"remark":"${'x'.repeat(kb * 1024)}"}`),
);

export const contentTypes = fc.constantFrom(
  'application/gzip',
  'application/json',
  'application/json',
  'application/json',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/json; charset=utf-16',
);

/** Percent-encodes text; a lone surrogate (not encodable) becomes the invalid UTF-8 bytes it stands for. */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

export const hostileSegment = fc.oneof(
  hostileText.map((text) => encode(text.slice(0, 300))),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '..%2F..%2Fetc', '%00', '%2e%2e', 'Infinity', '1e309', '0x1F'),
);

export interface Case {
  operation: number;
  segments: string[];
  query: Array<[string, string]>;
  body:
    | { kind: 'fields'; values: Array<[string, unknown]> }
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string }
    /** A release archive (valid or hostile), perhaps with one byte changed. */
    | { kind: 'archive'; index: number; flip: number | null };
  contentType: string;
  auth: 'admin' | 'team' | 'none' | 'garbage' | 'deploy';
  /** A GET route asked with HEAD instead: the same answer without the body. */
  head: boolean;
  /** Sent as Accept-Language and as the language cookie (null: neither). */
  language: string | null;
}
