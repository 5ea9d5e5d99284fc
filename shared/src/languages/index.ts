/*
 * The languages a customer's pages and e-mails are written in, and how one is chosen for a request:
 * an explicit choice (`?lang=`, then the cookie the switch sets), otherwise the browser's
 * Accept-Language, otherwise English. Pure data and functions: the API (pages, refusals, mails), the
 * visitor pages (the switch) and the order page (staff see and change an order's language) read them here.
 */

/** Every customer language, English first (the catalogues' source and the fallback). */
export const CUSTOMER_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'zh'] as const;
export type CustomerLanguage = (typeof CUSTOMER_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: CustomerLanguage = 'en';

/** Each language's name in its own words: what the switch and the order page show. */
export const LANGUAGE_NAMES: Readonly<Record<CustomerLanguage, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  ru: 'Русский',
  zh: '简体中文',
};

/** The BCP 47 tag a page says it is in (`<html lang>`, hreflang) and Intl formats with. */
export const LANGUAGE_TAGS: Readonly<Record<CustomerLanguage, string>> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  de: 'de',
  it: 'it',
  pt: 'pt',
  ru: 'ru',
  zh: 'zh-Hans',
};

/** The query parameter a shared link carries the language in (`/track-order/123?lang=es`). */
export const LANGUAGE_PARAM = 'lang';
/** The cookie the language switch (and a `?lang=` link) keeps the choice in, for a year. */
export const LANGUAGE_COOKIE = 'ea_lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const isCustomerLanguage = (value: unknown): value is CustomerLanguage =>
  typeof value === 'string' && (CUSTOMER_LANGUAGES as readonly string[]).includes(value);

/**
 * The customer language a language tag names, or null: 'es-MX' -> 'es', 'pt-BR' -> 'pt', 'zh-CN' and
 * 'zh-Hans' -> 'zh'. Traditional Chinese (zh-TW, zh-HK, zh-Hant) is not Simplified Chinese: null.
 */
export function customerLanguageOf(tag: string | null | undefined): CustomerLanguage | null {
  if (!tag || tag.length > 35) return null;
  const parts = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const primary = parts[0] ?? '';
  if (!isCustomerLanguage(primary)) return null;
  if (primary === 'zh' && parts.slice(1).some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part)))
    return null;
  return primary;
}

/**
 * The first customer language of an Accept-Language header by the weights it gives (q=0 excluded), or
 * null when it names none of them. A malformed or huge header is read as far as it makes sense.
 */
export function negotiateLanguage(header: string | null | undefined): CustomerLanguage | null {
  if (!header) return null;
  const ranges = header
    .slice(0, 1024)
    .split(',')
    .slice(0, 32)
    .map((range, index) => {
      const [tag = '', ...params] = range.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const range of ranges) {
    const language = customerLanguageOf(range.tag);
    if (language) return language;
  }
  return null;
}

/** How a request's language was chosen: `explicit` when the customer chose it (link or switch). */
export interface LanguageChoice {
  language: CustomerLanguage;
  explicit: boolean;
}

/** The language of a request: `?lang=`, then the cookie, then Accept-Language, then English. */
export function chooseLanguage(request: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): LanguageChoice {
  const explicit = customerLanguageOf(request.query) ?? customerLanguageOf(request.cookie);
  if (explicit) return { language: explicit, explicit: true };
  return { language: negotiateLanguage(request.acceptLanguage) ?? DEFAULT_LANGUAGE, explicit: false };
}
