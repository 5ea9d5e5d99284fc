import '../../testing/polyfills';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok, type FakeApi } from '@earrival/shared/testing';
import { renderApp } from '../../testing/renderApp';
import { DEMO_USERS, storeSession } from '../../testing/tokens';
import { setThemeChoice, THEME_KEY, startTheme } from './theme';
import { rememberThemeForSignIn } from './themeCookie';

/** The system's colour setting, as matchMedia reports it, with its change events (jsdom has none). */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = ((query: string) =>
    query === '(prefers-color-scheme: dark)' ? media : { matches: false, addEventListener() {} }) as never;
  return {
    set(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

const theme = () => document.documentElement.getAttribute('data-bs-theme');
const system = fakeSystem(false);

let server: FakeApi;
beforeEach(() => {
  localStorage.clear();
  system.set(false);
  server = installFakeApi({
    'GET admin/get-all-folder-count': [200, { status: 1, message: 'ok', data: {} }],
    'GET user_info': ok(DEMO_USERS.Team),
  });
  storeSession(DEMO_USERS.Team);
});
afterEach(() => server.restore());

async function choose(label: 'Light' | 'Dark' | 'System') {
  await userEvent.click(await screen.findByRole('button', { name: /Tess/ }));
  await userEvent.click(screen.getByRole('button', { name: label }));
}

describe('light and dark', () => {
  it('follows the system setting by default, and its changes', () => {
    startTheme();
    expect(theme()).toBe('light');
    system.set(true);
    expect(theme()).toBe('dark');
    system.set(false);
    expect(theme()).toBe('light');
  });

  it('applies a stored choice at start, whatever the system says', () => {
    localStorage.setItem(THEME_KEY, 'dark');
    startTheme();
    expect(theme()).toBe('dark');
    localStorage.setItem(THEME_KEY, 'nonsense');
    startTheme();
    expect(theme()).toBe('light');
  });

  it("keeps the customers' pages light, whatever the staff choice", () => {
    localStorage.setItem(THEME_KEY, 'dark');
    startTheme('/track-order/MTAwMDAx');
    expect(theme()).toBe('light');
    startTheme('/admin/pending-order');
    expect(theme()).toBe('dark');
    startTheme('/forgot-password');
    expect(theme()).toBe('dark');
  });

  it('the user menu sets Light, Dark or System, shows which is chosen, and remembers it', async () => {
    startTheme();
    renderApp('/admin/pending-order');
    await choose('Dark');
    expect(theme()).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    // A chosen theme holds when the system changes.
    system.set(false);
    expect(theme()).toBe('dark');

    await choose('Light');
    expect(theme()).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    await userEvent.click(screen.getByRole('button', { name: /Tess/ }));
    expect(screen.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: /Tess/ }));

    await choose('System');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
    system.set(true);
    expect(theme()).toBe('dark');
  });
});

describe('the theme the server prerenders the sign-in page in', () => {
  const cookie = () => /(?:^|; )earrival\.theme=(\w+)/.exec(document.cookie)?.[1];

  it('is written to a cookie now and on every change (choice or system), light or dark only', () => {
    startTheme('/');
    const stop = rememberThemeForSignIn();
    try {
      expect(cookie()).toBe('light');
      system.set(true);
      expect(cookie()).toBe('dark');
      act(() => setThemeChoice('light'));
      expect(cookie()).toBe('light');
      act(() => setThemeChoice('dark'));
      expect(cookie()).toBe('dark');
      act(() => setThemeChoice('system'));
      system.set(false);
      expect(cookie()).toBe('light');
    } finally {
      stop();
    }
  });
});
