/**
 * White-label configuration (styling, navbar, footer and translation widget follow the
 * order's landing domain). The data lives in brands.json so a new domain or variant is a config change.
 */

/** One navbar entry; `path` is appended to the brand's public site address (the links are external). */
export interface BrandNavLink {
  id: string;
  label: string;
  path: string;
}

export interface BrandFooterLink {
  label: string;
  path: string;
}

/** Colours written as CSS custom properties on the branded frame. */
export interface BrandTheme {
  primary: string;
  primaryText: string;
  navbarBg: string;
  navbarText: string;
  footerBg: string;
  footerText: string;
  accent: string;
}

/** A third-party translation widget (Google Website Translator); absent means no script is loaded. */
export interface TranslationWidgetConfig {
  /** The loader script; its `cb` query parameter names the function called when it is ready. */
  scriptUrl: string;
  pageLanguage: string;
  /** Comma-separated language codes, e.g. "es,fr,de". */
  includedLanguages?: string;
}

export interface Brand {
  id: string;
  name: string;
  /** Short text shown next to the name in the navbar. */
  tagline: string;
  /** The brand's public site; navbar and footer links point there. */
  siteUrl: string;
  theme: BrandTheme;
  /** Ids of BrandConfig.navLinks this brand does not show. */
  hiddenNavLinks: string[];
  supportEmail: string;
  footerLinks: BrandFooterLink[];
  footerNote: string;
  copyrightYear: number;
  translation: TranslationWidgetConfig | null;
}

export interface BrandConfig {
  /** Brand id used for any domain not listed in `domains`. */
  defaultBrand: string;
  navLinks: BrandNavLink[];
  brands: Record<string, Brand>;
  /** Landing domain (without "www." or port) to brand id; "*.example.com" matches every subdomain. */
  domains: Record<string, string>;
}
