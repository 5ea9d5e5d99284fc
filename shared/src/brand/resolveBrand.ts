import bundledConfig from './brands.json';
import type { Brand, BrandConfig, BrandNavLink } from './types';

/** The brand configuration shipped with the apps (brands.json); a deployment may pass its own. */
export const BRAND_CONFIG: BrandConfig = bundledConfig;

/** "https://WWW.Example.com:8443/x" or "www.example.com" -> "example.com". */
export function normaliseDomain(domainOrUrl: string): string {
  let host = domainOrUrl.trim().toLowerCase();
  host = host.replace(/^[a-z]+:\/\//, '').split('/')[0] ?? '';
  host = host.replace(/:\d+$/, '');
  return host.replace(/^www\./, '');
}

/** The brand id a landing domain maps to: exact match, then "*.parent" wildcards, then the default. */
export function brandIdFor(domain: string | null | undefined, config: BrandConfig = BRAND_CONFIG): string {
  const host = domain ? normaliseDomain(domain) : '';
  const exact = config.domains[host];
  if (exact) return exact;
  const labels = host.split('.');
  for (let i = 1; i < labels.length - 1; i++) {
    const wildcard = config.domains[`*.${labels.slice(i).join('.')}`];
    if (wildcard) return wildcard;
  }
  return config.defaultBrand;
}

/** The brand for an order's landing domain (or the page's own host); never fails. */
export function brandFor(domain: string | null | undefined, config: BrandConfig = BRAND_CONFIG): Brand {
  const brand = config.brands[brandIdFor(domain, config)] ?? config.brands[config.defaultBrand];
  if (!brand) throw new Error(`brand config has no default brand "${config.defaultBrand}"`);
  return brand;
}

export const isWhiteLabel = (brand: Brand, config: BrandConfig = BRAND_CONFIG): boolean =>
  brand.id !== config.defaultBrand;

/** The navbar entries this brand shows, in configured order. */
export function navLinksFor(brand: Brand, config: BrandConfig = BRAND_CONFIG): BrandNavLink[] {
  return config.navLinks.filter((link) => !brand.hiddenNavLinks.includes(link.id));
}

/** An absolute address on the brand's public site. */
export const brandHref = (brand: Brand, path: string): string => `${brand.siteUrl.replace(/\/$/, '')}${path}`;
