import { createContext, Suspense, use, useContext, useMemo, type ReactNode } from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LANGUAGE_TAGS, type CustomerLanguage } from '@earrival/shared/languages';
import type { MessageId } from '@earrival/shared/customerTexts';

/*
 * The customer's language on the visitor pages: Lingui's runtime with the one language's texts, compiled
 * by the server (the page's state carries them, or GET /api/front/messages for a page the browser renders
 * alone). The browser never ships a catalogue nor a message parser.
 */

/** One language and its texts, compiled. */
export interface PageLanguage {
  language: CustomerLanguage;
  messages: Messages;
}

/** Fills a text's placeholders. */
export type TextValues = Readonly<Record<string, string | number>>;
/** A text of the catalogue in the page's language. */
export type Text = (id: MessageId, values?: TextValues) => string;

interface LanguageContextValue {
  language: CustomerLanguage;
  text: Text;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

function contextValue({ language, messages }: PageLanguage): LanguageContextValue {
  const locale = LANGUAGE_TAGS[language];
  const i18n: I18n = setupI18n({ locale, messages: { [locale]: messages } });
  return { language, text: (id, values) => i18n._(id, values as Record<string, unknown> | undefined) };
}

/** The visitor pages in one language. */
export function LanguageProvider({ value, children }: { value: PageLanguage; children: ReactNode }) {
  const { language, messages } = value;
  const context = useMemo(() => contextValue({ language, messages }), [language, messages]);
  return <LanguageContext.Provider value={context}>{children}</LanguageContext.Provider>;
}

let fetched: Promise<PageLanguage> | null = null;

/**
 * The texts for a page the server did not render (inside the staff shell, or a development server): the
 * server chooses the language as for its own pages (`?lang=` of the page, the cookie, Accept-Language).
 */
function fetchLanguage(): Promise<PageLanguage> {
  fetched ??= import('@earrival/shared/api')
    .then(({ visitorApi }) =>
      visitorApi.messages(new URLSearchParams(window.location.search).get('lang') ?? undefined),
    )
    .then(({ language, messages }) => ({ language, messages: messages as Messages }));
  return fetched;
}

function FetchedLanguage({ children }: { children: ReactNode }) {
  return <LanguageProvider value={use(fetchLanguage())}>{children}</LanguageProvider>;
}

/**
 * Its children in the page's language: `value` (the server's page state), else the language of a
 * provider above, else the one the server chooses, fetched (nothing shows until it is there).
 */
export function PageLanguageBoundary({
  value,
  children,
}: {
  value?: PageLanguage | null;
  children: ReactNode;
}) {
  const above = useContext(LanguageContext);
  if (value) return <LanguageProvider value={value}>{children}</LanguageProvider>;
  if (above) return children;
  return (
    <Suspense fallback={null}>
      <FetchedLanguage>{children}</FetchedLanguage>
    </Suspense>
  );
}

function useLanguageContext(): LanguageContextValue {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('A visitor screen rendered outside its PageLanguageBoundary');
  return context;
}

/** The page's texts: `text('track.title')`. */
export const useText = (): Text => useLanguageContext().text;

/** The page's language. */
export const useLanguage = (): CustomerLanguage => useLanguageContext().language;
