import {
  CUSTOMER_LANGUAGES,
  LANGUAGE_NAMES,
  LANGUAGE_PARAM,
  LANGUAGE_TAGS,
  type CustomerLanguage,
} from '@earrival/shared/languages';
import { useLanguage, useText } from '../../i18n/language';
import { useVisitorLocation } from '../../navigation/navigation';

/** This page's address in another language: the same path and query, `?lang=` set. */
function addressIn(pathname: string, search: string, language: CustomerLanguage): string {
  const query = new URLSearchParams(search);
  query.set(LANGUAGE_PARAM, language);
  return `${pathname}?${query.toString()}`;
}

/**
 * The navbar's language switch: a link per language, each named in its own words. A link works with or
 * without a script: the server renders the page in that language and keeps the choice in a cookie, so the
 * next page (and a reload) stays in it; the address with `?lang=` can be shared as it is.
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const text = useText();
  const { pathname, search } = useVisitorLocation();
  return (
    <details className="ea-language">
      {/* The visible code is part of the name (WCAG 2.5.3, label in name); the rest is for screen readers. */}
      <summary>
        {LANGUAGE_TAGS[language].slice(0, 2).toUpperCase()}
        <span className="visually-hidden">
          {` – ${text('language.switch')}: ${LANGUAGE_NAMES[language]}`}
        </span>
      </summary>
      <ul>
        {CUSTOMER_LANGUAGES.map((choice) => (
          <li key={choice}>
            <a
              href={addressIn(pathname, search, choice)}
              hrefLang={LANGUAGE_TAGS[choice]}
              lang={LANGUAGE_TAGS[choice]}
              aria-current={choice === language ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[choice]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
