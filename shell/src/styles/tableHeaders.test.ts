import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * The colours a table header (a `<thead className="table-light">`: SimpleTable, Email History, Comment
 * History ...) ends up with, worked out from Bootstrap's own stylesheet and shell.css the way the browser
 * cascades them: the theme's variables on <html>, then `.table`, then `.table-light`, then shell.css's rule
 * for dark mode (more specific than Bootstrap's).
 */
// Through bootstrap's package.json: the tests' resolver answers a stub for any .css.
const bootstrap = fs.readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('bootstrap/package.json')),
    'dist/css/bootstrap.min.css',
  ),
  'utf8',
);
const shell = fs.readFileSync(path.join(import.meta.dirname, 'shell.css'), 'utf8');

const declarations = (block: string | undefined): Record<string, string> =>
  Object.fromEntries(
    [...(block ?? '').matchAll(/(--[\w-]+)\s*:\s*([^;]+)/g)].map((match) => [match[1]!, match[2]!.trim()]),
  );
const blockOf = (css: string, selector: RegExp) => selector.exec(css)?.[1];

const root = declarations(blockOf(bootstrap, /:root,\[data-bs-theme=light\]\{([^}]*)\}/));
const dark = declarations(blockOf(bootstrap, /\[data-bs-theme=dark\]\{([^}]*)\}/));
const table = declarations(blockOf(bootstrap, /\.table\{([^}]*)\}/));
const tableLight = declarations(blockOf(bootstrap, /\.table-light\{([^}]*)\}/));
const shellDarkTableLight = declarations(
  blockOf(shell, /\[data-bs-theme='dark'\]\s+\.table-light\s*\{([^}]*)\}/),
);

function resolve(value: string, scope: Record<string, string>, depth = 0): string {
  if (depth > 10) throw new Error(`var() loop in ${value}`);
  return value.replace(/var\((--[\w-]+)\s*(?:,\s*([^)]*))?\)/g, (_, name: string, fallback?: string) =>
    resolve(scope[name] ?? fallback ?? '', scope, depth + 1),
  );
}

function headerColours(theme: 'light' | 'dark') {
  const scope = {
    ...root,
    ...(theme === 'dark' ? dark : {}),
    ...table,
    ...tableLight,
    ...(theme === 'dark' ? shellDarkTableLight : {}),
  };
  return {
    background: resolve('var(--bs-table-bg)', scope),
    text: resolve('var(--bs-table-color)', scope),
    body: resolve('var(--bs-body-bg)', scope),
  };
}

function luminance(colour: string): number {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(colour);
  const hex = short ? `#${short[1]!.repeat(2)}${short[2]!.repeat(2)}${short[3]!.repeat(2)}` : colour;
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a #rgb or #rrggbb colour: ${colour}`);
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(match[1]!.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [light, darkOne] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (darkOne! + 0.05);
};

describe('table headers follow the theme', () => {
  it('in dark mode a header is a dark surface (not white) with readable light text', () => {
    const { background, text, body } = headerColours('dark');
    expect(luminance(body)).toBeLessThan(0.05);
    // Bootstrap's .table-light alone gives #f8f9fa here: a white band on a dark table.
    expect(background).not.toBe('#f8f9fa');
    expect(luminance(background)).toBeLessThan(0.05);
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('in light mode a header keeps its light grey with dark text', () => {
    const { background, text } = headerColours('light');
    expect(background).toBe('#f8f9fa');
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});
