import { chooseLanguage, customerLanguageOf, negotiateLanguage } from '@earrival/shared/languages';

describe('choosing the customer language', () => {
  it('reads a language tag as one of the eight, by its primary language', () => {
    expect(customerLanguageOf('es-MX')).toBe('es');
    expect(customerLanguageOf('pt_BR')).toBe('pt');
    expect(customerLanguageOf('ZH-cn')).toBe('zh');
    expect(customerLanguageOf('zh-Hans-CN')).toBe('zh');
    // Traditional Chinese is not the Simplified Chinese we write.
    expect(customerLanguageOf('zh-TW')).toBeNull();
    expect(customerLanguageOf('zh-Hant')).toBeNull();
    expect(customerLanguageOf('nl')).toBeNull();
    expect(customerLanguageOf('')).toBeNull();
    expect(customerLanguageOf('e'.repeat(100))).toBeNull();
  });

  it('negotiates Accept-Language by its weights, skipping q=0 and the languages it does not have', () => {
    expect(negotiateLanguage('nl-NL,nl;q=0.9,de;q=0.8,en;q=0.7')).toBe('de');
    expect(negotiateLanguage('en;q=0.5, ru;q=0.9')).toBe('ru');
    expect(negotiateLanguage('es;q=0, fr')).toBe('fr');
    expect(negotiateLanguage('*')).toBeNull();
    expect(negotiateLanguage('zh-TW,zh-HK;q=0.9')).toBeNull();
    expect(negotiateLanguage(undefined)).toBeNull();
  });

  it('survives what an attacker sends: garbage, NUL bytes, huge headers, absurd weights', () => {
    expect(negotiateLanguage(';;;,,,q=abc;q=')).toBeNull();
    expect(negotiateLanguage('de\u0000;q=1')).toBeNull();
    expect(negotiateLanguage(`${'xx,'.repeat(100_000)}fr`)).toBeNull();
    expect(negotiateLanguage('it;q=1e309,fr;q=NaN')).toBe('it');
  });

  it('an explicit choice (?lang=, then the cookie) wins over the browser; English last', () => {
    expect(chooseLanguage({ query: 'ru', cookie: 'fr', acceptLanguage: 'de' })).toEqual({
      language: 'ru',
      explicit: true,
    });
    expect(chooseLanguage({ query: 'nl', cookie: 'fr', acceptLanguage: 'de' })).toEqual({
      language: 'fr',
      explicit: true,
    });
    expect(chooseLanguage({ acceptLanguage: 'de-AT' })).toEqual({ language: 'de', explicit: false });
    expect(chooseLanguage({})).toEqual({ language: 'en', explicit: false });
  });
});
