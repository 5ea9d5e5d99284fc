import { act, fireEvent, render, screen } from '@testing-library/react';
import { TranslationWidget } from './TranslationWidget';

const config = {
  scriptUrl: 'https://translate.example/element.js?cb=myTranslateReady',
  pageLanguage: 'en',
  includedLanguages: 'es,fr',
};
type Globals = { google?: unknown; myTranslateReady?: () => void };
const page = window as unknown as Globals;

afterEach(() => {
  document.querySelectorAll('script').forEach((s) => s.remove());
  delete page.google;
  delete page.myTranslateReady;
});

describe('TranslationWidget', () => {
  it('loads nothing when the brand configures no widget', () => {
    render(<TranslationWidget config={null} />);
    expect(document.querySelector('script')).toBeNull();
    expect(screen.queryByTestId('translation-widget')).not.toBeInTheDocument();
  });

  it('adds the script once and mounts the widget when the loader calls back', () => {
    const TranslateElement = jest.fn();
    render(<TranslationWidget config={config} />);
    const script = document.querySelector('script');
    expect(script?.getAttribute('src')).toBe(config.scriptUrl);
    page.google = { translate: { TranslateElement } };
    act(() => page.myTranslateReady?.());
    expect(TranslateElement).toHaveBeenCalledWith(
      expect.objectContaining({ pageLanguage: 'en', includedLanguages: 'es,fr' }),
      'google_translate_element',
    );
  });

  it('leaves the widget out when the script cannot load', () => {
    render(<TranslationWidget config={config} />);
    const script = document.querySelector('script');
    act(() => {
      if (script) fireEvent.error(script);
    });
    expect(screen.queryByTestId('translation-widget')).not.toBeInTheDocument();
  });
});
