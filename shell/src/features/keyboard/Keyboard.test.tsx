import '../../testing/polyfills';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { SHORTCUTS } from '@earrival/shared/keyboard';
import type { AdminScreenProps } from '@earrival/shared/routes';
import { installFakeApi, ok, type FakeApi } from '@earrival/shared/testing';
import { renderApp } from '../../testing/renderApp';
import { DEMO_USERS, storeSession } from '../../testing/tokens';
import { focusHeadingWhenReady } from './focusHeading';

let server: FakeApi;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server = installFakeApi({
    'GET admin/get-all-folder-count': [200, { status: 1, message: 'ok', data: {} }],
    'GET user_info': ok(DEMO_USERS.Admin),
  });
  storeSession(DEMO_USERS.Admin);
});
afterEach(() => server.restore());

/** A remote screen that, like a real one, renders its heading a moment after it mounts. */
function SlowScreen({ route }: Partial<AdminScreenProps>) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>{route?.title}</h1> : <p>Loading…</p>;
}
const slowLoader = (async () => ({ default: SlowScreen })) as never;

describe('keyboard shortcuts of the admin frame', () => {
  it('"?" opens the list of every shortcut, grouped by where it works', async () => {
    renderApp('/admin/pending-order');
    await screen.findByRole('combobox', { name: /search orders/i });
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const scopes = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(scopes).toEqual([...new Set(SHORTCUTS.map((shortcut) => shortcut.scope))]);
    for (const shortcut of SHORTCUTS)
      expect(within(dialog).getByText(shortcut.description)).toBeInTheDocument();
    expect(within(dialog).getByText('/').tagName).toBe('KBD');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('"g" puts the focus on the first queue of the menu', async () => {
    renderApp('/admin/pending-order');
    await screen.findByRole('combobox', { name: /search orders/i });
    await userEvent.keyboard('g');
    const menu = screen.getByRole('complementary', { name: 'Main menu' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(menu).getByRole('link', { name: /My Orders/ })),
    );
  });

  it('the user menu offers the same list', async () => {
    renderApp('/admin/pending-order');
    await userEvent.click(await screen.findByRole('button', { name: /Ada/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });
});

describe('focus after navigation', () => {
  it("moves from the menu link to the new screen's heading once the remote renders it", async () => {
    renderApp('/admin/my-order', slowLoader);
    await screen.findByRole('heading', { name: 'My Orders' });
    const link = screen.getByRole('link', { name: /Pending Orders/ });
    await userEvent.click(link);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Pending Orders' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(link).not.toHaveFocus();
  });

  it('leaves focus alone when the member moved it before the heading came', async () => {
    const content = document.createElement('main');
    const field = document.createElement('input');
    document.body.append(content, field);
    const stop = focusHeadingWhenReady(content, 1000);
    field.focus();
    const heading = document.createElement('h1');
    act(() => content.append(heading));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(field).toHaveFocus();
    stop();
    content.remove();
    field.remove();
  });

  it('falls back to the content area when no heading comes', async () => {
    jest.useFakeTimers();
    const content = document.createElement('main');
    document.body.append(content);
    focusHeadingWhenReady(content, 500);
    jest.advanceTimersByTime(500);
    expect(content).toHaveFocus();
    jest.useRealTimers();
    content.remove();
  });
});
