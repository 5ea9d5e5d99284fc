import { useMemo, type ReactNode } from 'react';
import { BrandTextsProvider, fillPlaceholders, type BrandTexts } from '@earrival/shared/brand';
import type { MessageId } from '@earrival/shared/customerTexts';
import { LanguageSwitch } from './LanguageSwitch';
import { useText } from '../../i18n/language';

/**
 * The brand frame (navbar, footer) in the page's language, with the language switch in the navbar. A
 * text the catalogue lacks (a brand added to brands.json, not yet translated) reads as the brand wrote it.
 */
export function BrandLanguage({ children }: { children: ReactNode }) {
  const text = useText();
  const texts = useMemo<BrandTexts>(
    () => ({
      text: (id, english, values) => {
        const translated = text(id as MessageId, values);
        return translated === id ? fillPlaceholders(english, values) : translated;
      },
      languageSwitch: <LanguageSwitch />,
    }),
    [text],
  );
  return <BrandTextsProvider value={texts}>{children}</BrandTextsProvider>;
}
