import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { sessionToken, startSession } from '@earrival/shared/auth';
import { eventBus, type AppEvent } from '@earrival/shared/bus';
import { ADMIN_ROUTES } from '@earrival/shared/routes';
import { failed, installFakeApi, ok, renderWithProviders, type FakeApi } from '@earrival/shared/testing';
import { ChangePasswordScreen } from './ChangePasswordScreen';

const route = ADMIN_ROUTES.find((r) => r.path === 'change-password')!;
const user = { id: 3, name: 'Tess Team', email: 'team@example.com', type: 'Team' as const };

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = `${base64Url({ alg: 'HS256' })}.${base64Url({ ...user, exp: Date.now() / 1000 + 3600 })}.sig`;

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

// Typing character by character is slow on a busy shared machine; the default 5 s is too tight there.
jest.setTimeout(30_000);

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
  startSession(token, true);
});
afterEach(() => {
  fake.restore();
  localStorage.clear();
});

const renderScreen = () =>
  renderWithProviders(<ChangePasswordScreen route={route} user={user} />, {
    path: '/admin/change-password',
    beside: <Location />,
  });

describe('Update Password', () => {
  it("says 'Please enter your New Password.' on an empty submit and focuses the field", async () => {
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    const field = screen.getByLabelText('New Password');
    expect(await screen.findByText('Please enter your New Password.')).toHaveAttribute(
      'id',
      field.getAttribute('aria-describedby'),
    );
    expect(field).toHaveFocus();
    expect(fake.requests).toHaveLength(0);
  });

  it('needs at least 6 characters, said while typing', async () => {
    renderScreen();
    await userEvent.type(screen.getByLabelText('New Password'), '12345');
    expect(await screen.findByText('New Password must be at least 6 characters.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New Password'), '6');
    await waitFor(() =>
      expect(screen.queryByText('New Password must be at least 6 characters.')).not.toBeInTheDocument(),
    );
  });

  it('on success: a toast, the stored session removed, the session ended for the page, and back at "/"', async () => {
    fake.on('POST admin/change-password', ok(null, 'Password updated successfully. Please sign in again.'));
    const events: AppEvent[] = [];
    const subscription = eventBus.all().subscribe((event) => events.push(event));
    renderScreen();
    await userEvent.type(screen.getByLabelText('New Password'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(
      await screen.findByText('Password updated successfully. Please sign in again.'),
    ).toBeInTheDocument();
    expect(fake.calls('POST admin/change-password')[0]!.body).toEqual({ newPassword: 'new-secret' });
    expect(fake.calls('POST admin/change-password')[0]!.headers.Authorization).toBe(token);
    expect(localStorage.getItem('user')).toBeNull();
    expect(sessionToken()).toBeNull();
    expect(events.map((event) => event.type)).toContain('session-ended');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    subscription.unsubscribe();
  });

  it("keeps the session and shows the server's message when the change is refused", async () => {
    fake.on('POST admin/change-password', failed('New Password must be at least 6 characters.'));
    renderScreen();
    await userEvent.type(screen.getByLabelText('New Password'), 'abcdef');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('New Password must be at least 6 characters.');
    expect(sessionToken()).toBe(token);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/change-password');
  });
});
