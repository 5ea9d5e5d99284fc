import '../testing/polyfills';
import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { installFakeApi, type FakeApi } from '@earrival/shared/testing';
import { holdEarlySubmits } from '../features/auth/components/earlySubmit';
import { DEMO_USERS, makeToken } from '../testing/tokens';
import { ShellApp } from './ShellApp';

/*
 * The sign-in page as the build prerenders it (shell/server/prerender.tsx renders this same ShellApp at
 * '/') and as the browser takes it over at the member's first touch (src/bootstrap.tsx).
 */
let server: FakeApi;
let root: Root | null = null;
let container: HTMLElement;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // The page is opened at '/' (a sign-in moves the window's address on to /admin).
  window.history.replaceState(null, '', '/');
  server = installFakeApi({
    'GET admin/get-all-folder-count': [200, { status: 1, message: 'ok', data: {} }],
  });
  container = document.createElement('div');
  container.innerHTML = renderToString(<ShellApp serverPath="/" />);
  document.body.appendChild(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  server.restore();
});

const input = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`)!;
const form = () => container.querySelector<HTMLFormElement>('form[aria-label="Sign in"]')!;

/** Takes the server's HTML over as the browser does, collecting what React could not match. */
function hydrate(): string[] {
  const mismatches: string[] = [];
  act(() => {
    root = hydrateRoot(container, <ShellApp />, {
      onRecoverableError: (error) => mismatches.push(String(error)),
    });
  });
  return mismatches;
}

describe('the prerendered sign-in page', () => {
  it('is the sign-in form, posting to the server (never into an address) before any script', () => {
    expect(container.querySelector('h1')).toHaveTextContent('Welcome back');
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', '/');
    expect(input('signin-email')).toHaveAttribute('name', 'email');
    expect(input('signin-password')).toHaveAttribute('type', 'password');
  });

  it('hydrates without a mismatch and signs in with what was typed and ticked before the script, once Sign In was pressed early', async () => {
    const token = makeToken(DEMO_USERS.Manager);
    server.on('POST admin/admin-login', [
      200,
      { status: 1, message: 'Login successfully', data: DEMO_USERS.Manager, jwtToken: token },
    ]);
    input('signin-email').value = 'manager@example.com';
    input('signin-password').value = 'demo1234';
    input('signin-remember').checked = true;
    holdEarlySubmits();
    const press = new Event('submit', { bubbles: true, cancelable: true });
    form().dispatchEvent(press);
    // Held: the browser does not post the form itself.
    expect(press.defaultPrevented).toBe(true);
    expect(server.calls('POST admin/admin-login')).toHaveLength(0);

    expect(hydrate()).toEqual([]);
    await waitFor(() =>
      expect(server.calls('POST admin/admin-login')[0]?.body).toEqual({
        email: 'manager@example.com',
        password: 'demo1234',
      }),
    );
    // Remember me, ticked before the script, was taken over too.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual({ accessToken: token }),
    );
    expect(server.calls('POST admin/admin-login')).toHaveLength(1);
  });

  it('without an early press, keeps what was typed and submits nothing until asked', async () => {
    input('signin-email').value = 'team@example.com';
    const before = input('signin-email');
    expect(hydrate()).toEqual([]);
    // The server's input itself, not a new one: focus and what was typed stay where they were.
    expect(input('signin-email')).toBe(before);
    expect(input('signin-email').value).toBe('team@example.com');
    // A press after hydration is formik's: the password is still required, and nothing is sent.
    await userEvent.click(container.querySelector('button[type="submit"]')!);
    expect(await findText('Password is required')).toBe(true);
    expect(server.calls('POST admin/admin-login')).toHaveLength(0);
    expect(input('signin-email').value).toBe('team@example.com');
  });
});

describe('what was typed before the script', () => {
  it('is checked as soon as the form hydrates: its message shows without another keystroke', async () => {
    input('signin-email').value = 'nope';
    expect(hydrate()).toEqual([]);
    expect(await findText('Invalid email address')).toBe(true);
    // The untouched password says nothing yet.
    expect(container).not.toHaveTextContent('Password is required');
  });

  it('typed into every field, shows no message, not even for a moment', async () => {
    input('signin-email').value = 'manager@example.com';
    input('signin-password').value = 'demo1234';
    const shown: string[] = [];
    const observer = new MutationObserver(() => {
      for (const feedback of container.querySelectorAll('.invalid-feedback'))
        if (feedback.textContent) shown.push(feedback.textContent);
    });
    observer.observe(container, { subtree: true, childList: true, characterData: true });
    expect(hydrate()).toEqual([]);
    // A deliberate negative check: by now both checks (yup loads with the first) have run and answered.
    await new Promise((resolve) => setTimeout(resolve, 500));
    observer.disconnect();
    expect(shown).toEqual([]);
  });
});

async function findText(text: string): Promise<boolean> {
  await waitFor(() => expect(container).toHaveTextContent(text));
  return true;
}
