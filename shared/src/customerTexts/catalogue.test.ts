import { parse, type Token } from '@messageformat/parser';
import { CUSTOMER_LANGUAGES, LANGUAGE_TAGS } from '@earrival/shared/languages';
import { CATALOGUES, type MessageId } from './index';

/*
 * The catalogues checked as a translator's reviewer would: every language has every text of English and
 * no other, the same values in its placeholders, the plural forms its own grammar has (CLDR, through
 * Intl.PluralRules), every choice English offers, and no markup.
 */

/** What a message asks of its caller: its values, and per plural or select value its branches. */
interface Shape {
  values: Set<string>;
  plurals: Map<string, Set<string>>;
  selects: Map<string, Set<string>>;
}

function shapeOf(text: string): Shape {
  const shape: Shape = { values: new Set(), plurals: new Map(), selects: new Map() };
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') shape.values.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') {
        shape.values.add(token.arg);
        const kind = token.type === 'plural' ? shape.plurals : shape.selects;
        const keys = kind.get(token.arg) ?? new Set<string>();
        for (const branch of token.cases) {
          keys.add(branch.key);
          walk(branch.tokens);
        }
        kind.set(token.arg, keys);
      }
    }
  };
  walk(parse(text));
  return shape;
}

const sorted = (values: Iterable<string>) => [...values].sort();
const ids = Object.keys(CATALOGUES.en) as MessageId[];
const translations = CUSTOMER_LANGUAGES.filter((language) => language !== 'en');

describe('the customer catalogues', () => {
  it.each(CUSTOMER_LANGUAGES)(
    '%s parses as ICU MessageFormat, every text, and holds no markup',
    (language) => {
      for (const [id, text] of Object.entries(CATALOGUES[language])) {
        expect({ id, parses: (() => (parse(text), true))() }).toEqual({ id, parses: true });
        expect({ id, markup: /<[a-z/]/i.test(text) }).toEqual({ id, markup: false });
        expect({ id, empty: text.trim() === '' }).toEqual({ id, empty: false });
      }
    },
  );

  it.each(translations)('%s has every text of English, and no other', (language) => {
    expect(sorted(Object.keys(CATALOGUES[language]))).toEqual(sorted(ids));
  });

  it.each(translations)(
    '%s fills the same values as English, and offers every choice English does',
    (language) => {
      for (const id of ids) {
        const source = shapeOf(CATALOGUES.en[id]);
        const translated = shapeOf(CATALOGUES[language][id]);
        expect({ id, values: sorted(translated.values) }).toEqual({ id, values: sorted(source.values) });
        for (const [value, keys] of source.selects)
          expect({ id, value, keys: sorted(translated.selects.get(value) ?? []) }).toEqual({
            id,
            value,
            keys: sorted(keys),
          });
      }
    },
  );

  it.each(CUSTOMER_LANGUAGES)(
    "%s writes each plural in its own language's forms (CLDR), with 'other'",
    (language) => {
      const forms = new Set(new Intl.PluralRules(LANGUAGE_TAGS[language]).resolvedOptions().pluralCategories);
      for (const id of ids) {
        for (const [value, keys] of shapeOf(CATALOGUES[language][id]).plurals) {
          const categories = [...keys].filter((key) => !key.startsWith('='));
          expect({ id, value, other: categories.includes('other') }).toEqual({ id, value, other: true });
          // Every form the language has is written (a missing 'few' would read as 'other' in Russian)...
          // ...but Spanish, French, Italian and Portuguese 'many' (CLDR 42+: a million and up, "1 million
          // de…") falls back to 'other', which reads right for the counts a customer sees.
          const needed = [...forms].filter((form) => form !== 'many' || language === 'ru');
          expect({ id, value, missing: needed.filter((form) => !keys.has(form)) }).toEqual({
            id,
            value,
            missing: [],
          });
          // ...and none it does not have (a 'few' branch in German would never be read).
          expect({
            id,
            value,
            foreign: categories.filter((key) => !forms.has(key as Intl.LDMLPluralRule)),
          }).toEqual({
            id,
            value,
            foreign: [],
          });
        }
      }
    },
  );

  it('fails on what the checks are for: a missing text, a renamed value, a foreign plural form', () => {
    const broken: Record<string, string> = { ...CATALOGUES.de };
    delete broken['track.title'];
    expect(sorted(Object.keys(broken))).not.toEqual(sorted(ids));
    expect(sorted(shapeOf('Bestellung {orderNumber}').values)).not.toEqual(
      sorted(shapeOf(CATALOGUES.en['download.heading']).values),
    );
    const forms = new Intl.PluralRules('de').resolvedOptions().pluralCategories as string[];
    expect(forms).not.toContain('few');
  });
});
