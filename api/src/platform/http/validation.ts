import AjvCompiler, { type ValidatorFactory } from '@fastify/ajv-compiler';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

/**
 * Strict request validation for every route:
 * - JSON bodies are never coerced: `"13"`, `true` or `[13]` where a number is expected is refused, as is a
 *   number where text is expected. A body is what the client typed as JSON; the one documented
 *   convenience is that a field declared as a list also takes a single value as a list of one.
 * - Query strings and path parameters arrive as text, so a field the schema declares as a number or a
 *   boolean accepts exactly its plain decimal (or `true`/`false`) spelling, nothing looser: no hex, no
 *   exponent, no sign on integers' `+`, no spaces, no `Infinity`. A repeated query key becomes a list only
 *   where the schema declares a list.
 * - In every part, text holding NUL (PostgreSQL cannot store it) or an invisible control character (see
 *   INVISIBLE_CONTROL), a number JSON turned into Infinity (`1e309`), and structures nested deeper than
 *   MAX_DEPTH are refused before any route code runs.
 * - Binary values (a Buffer, a typed array, a stream) are never walked: their size is the client's to
 *   choose, and a byte-by-byte walk of a 10 MB upload froze every other request for half a minute.
 * A refusal is an ordinary schema violation, so the envelope plugin answers it with a 400 and a message
 * that names the field.
 */
export const MAX_DEPTH = 32;

type Schema = Record<string, unknown>;
type Part = 'body' | 'querystring' | 'params' | 'headers';
interface Problem {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message: string;
}

const INTEGER = /^-?(0|[1-9][0-9]{0,15})$/;
const NUMBER = /^-?(0|[1-9][0-9]{0,15})(\.[0-9]{1,15})?$/;

/**
 * A real calendar day 'YYYY-MM-DD' that PostgreSQL's date takes: years 0001-9999 (there is no year 0),
 * months 01-12, and a day that exists in that month (no 30 February).
 */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Characters that change how text is shown without being seen: C0 controls other than tab, line feed and
 * carriage return, DEL, the C1 controls, the bidirectional embeddings, overrides and isolates (U+202A-E,
 * U+2066-9: "Trojan Source", a name that reads backwards), line and paragraph separators, and a BOM
 * inside text. A name, a comment or a file name holding one could show staff something other than what
 * is stored, so it is refused with the code point named.
 */
const INVISIBLE_CONTROL =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u2028\u2029\uFEFF]/;

/** The message for text holding an invisible control character, or null when it holds none. */
export function invisibleControlIn(text: string): string | null {
  const found = INVISIBLE_CONTROL.exec(text);
  if (!found) return null;
  const code = found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  return `must not contain invisible control characters (found U+${code})`;
}

/**
 * Half of a surrogate pair without its other half: JSON may spell it (`"\ud800"`) but it is no character,
 * and PostgreSQL refuses it in JSON (a queued job's payload), so it is refused as input everywhere.
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message for text holding an unpaired surrogate, or null when it holds none. */
export function unpairedSurrogateIn(text: string): string | null {
  const found = UNPAIRED_SURROGATE.exec(text);
  if (!found) return null;
  const code = found[0].charCodeAt(0).toString(16).toUpperCase();
  return `must be valid Unicode text (found an unpaired surrogate, U+${code})`;
}

const isBinary = (value: object) =>
  ArrayBuffer.isView(value) ||
  value instanceof ArrayBuffer ||
  typeof (value as { pipe?: unknown }).pipe === 'function';

const problemAt = (path: string, message: string, keyword: string): Problem => ({
  instancePath: path,
  schemaPath: '#',
  keyword,
  params: {},
  message,
});

/**
 * Finds the first value no route may receive; iterative, so hostile nesting cannot overflow the stack.
 * It runs on every part of every request, so nothing is allocated per value unless it is refused.
 */
export function hostileValue(data: unknown): Problem | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: data, path: '', depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000'))
        return problemAt(path, 'must not contain the NUL character (\\u0000)', 'nul');
      const invisible = invisibleControlIn(value);
      if (invisible) return problemAt(path, invisible, 'invisible');
      const unpaired = unpairedSurrogateIn(value);
      if (unpaired) return problemAt(path, unpaired, 'unicode');
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return problemAt(path, 'must be a finite number', 'finite');
    } else if (value !== null && typeof value === 'object') {
      if (isBinary(value)) continue;
      if (depth >= MAX_DEPTH)
        return problemAt(path, `is nested too deeply (over ${MAX_DEPTH} levels)`, 'depth');
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000') || invisibleControlIn(key) || unpairedSurrogateIn(key))
          return problemAt(
            path,
            'must not have a key containing NUL, invisible control characters or unpaired surrogates',
            'nul',
          );
        stack.push({ value: child, path: `${path}/${key}`, depth: depth + 1 });
      }
    }
  }
  return null;
}

/** The scalar type a text value may be turned into for this schema, if any. */
function scalarTarget(schema: Schema | undefined): 'integer' | 'number' | 'boolean' | null {
  if (!schema) return null;
  const type = schema.type;
  if (type === 'integer' || type === 'number' || type === 'boolean') return type;
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(union)) {
    const targets = union.map((member) => (member.type === 'string' ? 'string' : scalarTarget(member)));
    // A field that also accepts text keeps the text as it came.
    if (targets.includes('string') || targets.includes(null)) return null;
    if (targets.every((t) => t === 'integer')) return 'integer';
    if (targets.every((t) => t === 'integer' || t === 'number')) return 'number';
  }
  return null;
}

function fromText(value: unknown, target: 'integer' | 'number' | 'boolean' | null): unknown {
  if (typeof value !== 'string' || !target) return value;
  if (target === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
  const pattern = target === 'integer' ? INTEGER : NUMBER;
  return pattern.test(value) ? Number(value) : value;
}

/** What a part's schema says of each of its fields: whether it is a list, and the type its text becomes. */
type FieldPlan = ReadonlyArray<{ key: string; list: boolean; target: ReturnType<typeof scalarTarget> }>;

/** Worked out once per route and part, not on every request. */
function fieldPlan(schema: Schema): FieldPlan {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  return Object.entries(properties).map(([key, property]) => {
    const list = property.type === 'array';
    return { key, list, target: scalarTarget(list ? (property.items as Schema | undefined) : property) };
  });
}

/** A single value where the schema declares a list becomes a list of one (in place). */
function wrapLists(plan: FieldPlan, data: unknown): void {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return;
  const record = data as Record<string, unknown>;
  for (const { key, list } of plan) {
    if (list && key in record && !Array.isArray(record[key])) record[key] = [record[key]];
  }
}

/** Turns the text values of a query string or path into the types the schema declares (in place). */
function coerceText(plan: FieldPlan, data: unknown): void {
  if (data === null || typeof data !== 'object') return;
  const record = data as Record<string, unknown>;
  for (const { key, list, target } of plan) {
    if (!(key in record)) continue;
    const value = record[key];
    record[key] = list
      ? (Array.isArray(value) ? value : [value]).map((item) => fromText(item, target))
      : fromText(value, target);
  }
}

type Externals = Parameters<ReturnType<typeof AjvCompiler>>[0];
interface ServerAjvOptions {
  customOptions?: Record<string, unknown>;
  plugins?: unknown[];
}
type Validate = ((data: unknown) => boolean) & { errors?: unknown };

/** The `schemaController.compilersFactory.buildValidator` of the app (see the rules above). */
export function strictValidatorFactory(): ValidatorFactory {
  const pool = AjvCompiler();
  return ((externalSchemas: Externals, options: ServerAjvOptions) => {
    const compile = pool(externalSchemas, {
      ...options,
      customOptions: { ...options?.customOptions, coerceTypes: false },
      // format 'date' as PostgreSQL stores it (ajv-formats lets year 0000 through).
      onCreate: (ajv: { addFormat(name: string, test: (text: string) => boolean): void }) =>
        ajv.addFormat('date', isCalendarDate),
    } as Parameters<typeof pool>[1]);
    const compiler = (route: Parameters<FastifySchemaCompiler<FastifySchema>>[0]): Validate => {
      const part = route.httpPart as Part | undefined;
      // A binary body is a stream its route reads and checks itself (a release archive): never walked here.
      if (part === 'body' && (route.schema as { format?: unknown }).format === 'binary') return () => true;
      const validate = compile(route) as Validate;
      const textual = part === 'querystring' || part === 'params' || part === 'headers';
      const plan = fieldPlan(route.schema as Schema);
      const check: Validate = (data: unknown) => {
        const problem = hostileValue(data);
        if (problem) {
          check.errors = [problem];
          return false;
        }
        if (textual) coerceText(plan, data);
        else wrapLists(plan, data);
        const valid = validate(data);
        check.errors = validate.errors;
        return valid;
      };
      return check;
    };
    return compiler;
  }) as unknown as ValidatorFactory;
}
