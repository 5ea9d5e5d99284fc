import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TranslationWidget } from './TranslationWidget';

const config = {
  scriptUrl: 'https://translate.example/element.js?cb=myTranslateReady',
  pageLanguage: 'en',
  includedLanguages: 'es,fr',
};
type Globals = { google?: unknown; myTranslateReady?: () => void };
const page = window as unknown as Globals;
const script = () => document.querySelector('script');

afterEach(() => {
  document.querySelectorAll('script').forEach((s) => s.remove());
  delete page.google;
  delete page.myTranslateReady;
});

describe('TranslationWidget', () => {
  it('loads nothing when the brand configures no widget', () => {
    render(<TranslationWidget config={null} />);
    expect(script()).toBeNull();
    expect(screen.queryByTestId('translation-widget')).not.toBeInTheDocument();
  });

  it('is a Translate button, and the third-party script loads only when the customer presses it', async () => {
    const TranslateElement = jest.fn();
    render(<TranslationWidget config={config} />);
    expect(script()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Translate' }));
    await waitFor(() => expect(script()?.getAttribute('src')).toBe(config.scriptUrl));
    page.google = { translate: { TranslateElement } };
    page.myTranslateReady?.();
    expect(TranslateElement).toHaveBeenCalledWith(
      expect.objectContaining({ pageLanguage: 'en', includedLanguages: 'es,fr' }),
      'google_translate_element',
    );
  });

  it('says so when the script cannot load, and tries again on the next press', async () => {
    render(<TranslationWidget config={config} />);
    await userEvent.click(screen.getByRole('button', { name: 'Translate' }));
    await waitFor(() => expect(script()).not.toBeNull());
    fireEvent.error(script()!);
    const retry = await screen.findByRole('button', { name: 'Translation is unavailable, try again' });
    expect(script()).toBeNull();
    await userEvent.click(retry);
    await waitFor(() => expect(script()?.getAttribute('src')).toBe(config.scriptUrl));
  });
});
