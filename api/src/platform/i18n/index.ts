import { fastifyCookie } from '@fastify/cookie';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { CATALOGUES, type MessageId } from '@earrival/shared/customerTexts';
import {
  chooseLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  LANGUAGE_TAGS,
  type CustomerLanguage,
  type LanguageChoice,
} from '@earrival/shared/languages';
import { escapeHtml } from '../mailer/templates';

/*
 * The customer's texts on the server (Lingui: ICU messages compiled once per language): the pages it
 * renders, the refusals it answers and the mails it writes, each in the customer's language. A page gets
 * its own language's texts compiled (`compiledMessages`), so the browser ships no message parser.
 */

export type { MessageId };

/** Values a text's placeholders are filled with. */
export type TextValues = Readonly<Record<string, string | number>>;

/** A customer text not yet written in a language: the id and its values (a refusal carries one). */
export interface CustomerText {
  id: MessageId;
  values?: TextValues;
}

const compiled = new Map<CustomerLanguage, Messages>();
const instances = new Map<CustomerLanguage, I18n>();

/** Every text of one language, compiled. */
function compiledCatalogue(language: CustomerLanguage): Messages {
  let messages = compiled.get(language);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(CATALOGUES[language]).map(([id, text]) => [id, compileMessage(text)]),
    );
    compiled.set(language, messages);
  }
  return messages;
}

/** Texts only the server writes: the mails, and the page's title and description (in its head). */
const SERVER_ONLY = /^(mail\.|page\.)/;
const pageTexts = new Map<CustomerLanguage, Messages>();

/** The texts a page's script reads in one language, compiled (what a page's state carries): plain JSON. */
export function compiledMessages(language: CustomerLanguage): Messages {
  let messages = pageTexts.get(language);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(compiledCatalogue(language)).filter(([id]) => !SERVER_ONLY.test(id)),
    );
    pageTexts.set(language, messages);
  }
  return messages;
}

function i18nFor(language: CustomerLanguage): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    const locale = LANGUAGE_TAGS[language];
    i18n = setupI18n({ locale, messages: { [locale]: compiledCatalogue(language) } });
    instances.set(language, i18n);
  }
  return i18n;
}

/** One text in one language. */
export function translate(language: CustomerLanguage, id: MessageId, values?: TextValues): string {
  return i18nFor(language)._(id, values as Record<string, unknown> | undefined);
}

/** One text in the request's language. */
export const textFor = (request: LanguageSource, id: MessageId, values?: TextValues): string =>
  translate(requestLanguage(request).language, id, values);

/** A customer text (a refusal's) in the request's language. */
export const customerTextFor = (request: LanguageSource, text: CustomerText): string =>
  textFor(request, text.id, text.values);

/** A text in English: what logs, the staff and a refusal's `message` before it is translated read. */
export const english = (text: CustomerText) => translate('en', text.id, text.values);

/** What a request carries that names its language (the parts of a Fastify request this reads). */
export interface LanguageSource {
  query?: unknown;
  cookies?: Record<string, string | undefined>;
  headers: Record<string, string | string[] | undefined>;
}

/** The request's language: `?lang=`, then the switch's cookie, then Accept-Language, then English. */
export function requestLanguage(request: LanguageSource): LanguageChoice {
  const query = request.query as Record<string, unknown> | undefined;
  const param = query?.[LANGUAGE_PARAM];
  const accept = request.headers['accept-language'];
  return chooseLanguage({
    query: typeof param === 'string' ? param : null,
    cookie: request.cookies?.[LANGUAGE_COOKIE] ?? cookieFromHeader(request.headers.cookie),
    acceptLanguage: Array.isArray(accept) ? accept.join(',') : accept,
  });
}

/** The language cookie read from the raw header, for a route without the cookie plugin. */
function cookieFromHeader(header: string | string[] | undefined): string | null {
  const text = Array.isArray(header) ? header.join(';') : header;
  return text ? (fastifyCookie.parse(text)[LANGUAGE_COOKIE] ?? null) : null;
}

/**
 * A text as HTML: the translated words escaped, and each value in `html` put in as given (already
 * escaped markup: a bold order number, a link), so no translation can inject markup.
 */
export function translateHtml(
  language: CustomerLanguage,
  id: MessageId,
  values: TextValues,
  html: Readonly<Record<string, string>>,
): string {
  const marks: Record<string, string> = {};
  Object.keys(html).forEach((name, index) => (marks[name] = `\uE000${index}\uE000`));
  const text = translate(language, id, { ...values, ...marks });
  const markup = Object.values(html);
  return escapeHtml(text).replace(/\uE000(\d+)\uE000/g, (_match, index: string) => markup[Number(index)]!);
}
