import fs from 'node:fs';
import path from 'node:path';
import { BRAND_CONFIG } from '@earrival/shared/brand';

const css = fs.readFileSync(path.join(import.meta.dirname, 'visitor.css'), 'utf8');

/** The custom properties BrandFrame sets from a brand's theme. */
const PROPERTIES = {
  primary: '--ea-brand-primary',
  primaryText: '--ea-brand-primary-text',
  navbarBg: '--ea-brand-navbar-bg',
  navbarText: '--ea-brand-navbar-text',
  footerBg: '--ea-brand-footer-bg',
  footerText: '--ea-brand-footer-text',
  accent: '--ea-brand-accent',
} as const;

describe("the server-rendered page's brand colours", () => {
  it.each(Object.entries(BRAND_CONFIG.brands))('match brands.json for %s', (id, brand) => {
    const block = new RegExp(`\\.ea-brand-frame\\[data-brand=["']${id}["']\\]\\s*\\{([^}]*)\\}`).exec(
      css,
    )?.[1];
    expect(block).toBeDefined();
    const declared = Object.fromEntries(
      [...block!.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2]!.trim()]),
    );
    const expected = Object.fromEntries(
      Object.entries(PROPERTIES).map(([key, property]) => [
        property,
        brand.theme[key as keyof typeof PROPERTIES],
      ]),
    );
    expect(declared).toEqual(expected);
  });
});
