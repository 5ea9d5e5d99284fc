import { createContext, useContext, type ReactNode } from 'react';

/*
 * The brand frame's words (navbar links, tagline, footer), in the page's language. The frame is the
 * shell's and the visitor app's alike: it asks for each text by its id in the customer catalogue and
 * gives its English; the visitor pages provide their language's text (and the language switch), any
 * other host gets the English.
 */

export type BrandTextValues = Readonly<Record<string, string | number>>;

export interface BrandTexts {
  /** The text `id` in the page's language; `english` (placeholders filled) where it has none. */
  text: (id: string, english: string, values?: BrandTextValues) => string;
  /** The control that switches the page's language, shown in the navbar (visitor pages only). */
  languageSwitch?: ReactNode;
}

/** `{name}` placeholders filled with their values. */
export const fillPlaceholders = (text: string, values?: BrandTextValues): string =>
  values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : text;

const ENGLISH: BrandTexts = { text: (_id, english, values) => fillPlaceholders(english, values) };

const BrandTextsContext = createContext<BrandTexts>(ENGLISH);

export function BrandTextsProvider({ value, children }: { value: BrandTexts; children: ReactNode }) {
  return <BrandTextsContext.Provider value={value}>{children}</BrandTextsContext.Provider>;
}

export const useBrandTexts = (): BrandTexts => useContext(BrandTextsContext);
