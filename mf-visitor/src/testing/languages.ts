import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Messages } from '@lingui/core';
import { CATALOGUES, type Catalogue, type MessageId } from '@earrival/shared/customerTexts';
import type { CustomerLanguage } from '@earrival/shared/languages';
import type { PageLanguage } from '../i18n/language';

/** A catalogue compiled as the server hands it to a page. */
export const compiled = (catalogue: Catalogue): Messages =>
  Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, compileMessage(text)]));

/** A customer language as a page gets it from the server. */
export const pageLanguage = (language: CustomerLanguage): PageLanguage => ({
  language,
  messages: compiled(CATALOGUES[language]),
});

/** The English texts, for what a test expects to read. */
export const english = (id: MessageId): string => CATALOGUES.en[id];
