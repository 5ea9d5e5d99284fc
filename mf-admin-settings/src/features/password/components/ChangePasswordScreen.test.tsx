import { screen, waitFor, within } from '@testing-library/react';
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

const field = (label: string) => screen.getByLabelText(label);
const messageOf = (label: string) => document.getElementById(field(label).getAttribute('aria-describedby')!);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Update Password' }));

async function fillIn(current: string, next: string, confirm: string) {
  if (current) await userEvent.type(field('Current Password'), current);
  if (next) await userEvent.type(field('New Password'), next);
  if (confirm) await userEvent.type(field('Confirm Password'), confirm);
}

describe('Update Password', () => {
  it('asks for the current password, the new one and its confirmation, none of them shown', () => {
    renderScreen();
    for (const label of ['Current Password', 'New Password', 'Confirm Password'])
      expect(field(label)).toHaveAttribute('type', 'password');
    expect(field('Current Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(field('New Password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it('says each rule under its field on an empty submit and focuses the first one', async () => {
    renderScreen();
    await submit();
    expect(await screen.findByText('Please enter your Current Password.')).toBe(
      messageOf('Current Password'),
    );
    expect(screen.getByText('Please enter your New Password.')).toBe(messageOf('New Password'));
    expect(field('Current Password')).toHaveFocus();
    expect(fake.requests).toHaveLength(0);
  });

  it('needs at least 6 characters, said while typing', async () => {
    renderScreen();
    await userEvent.type(field('New Password'), '12345');
    expect(await screen.findByText('New Password must be at least 6 characters.')).toBeInTheDocument();
    await userEvent.type(field('New Password'), '6');
    await waitFor(() =>
      expect(screen.queryByText('New Password must be at least 6 characters.')).not.toBeInTheDocument(),
    );
  });

  it('refuses a confirmation that differs from the new password, and sends nothing', async () => {
    renderScreen();
    await fillIn('demo1234', 'new-secret', 'new-secreT');
    expect(await screen.findByText('New Password and Confirm Password do not match.')).toBe(
      messageOf('Confirm Password'),
    );
    await submit();
    await waitFor(() => expect(field('Confirm Password')).toHaveFocus());
    expect(fake.requests).toHaveLength(0);

    await userEvent.clear(field('Confirm Password'));
    await userEvent.type(field('Confirm Password'), 'new-secret');
    await waitFor(() =>
      expect(screen.queryByText('New Password and Confirm Password do not match.')).not.toBeInTheDocument(),
    );
  });

  it('an empty confirmation after a new password is a mismatch', async () => {
    renderScreen();
    await fillIn('demo1234', 'new-secret', '');
    await submit();
    expect(await screen.findByText('New Password and Confirm Password do not match.')).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });

  it('on success: the three fields sent, a toast, the stored session removed, the session ended for the page, and back at "/"', async () => {
    fake.on('POST admin/change-password', ok(null, 'Password updated successfully. Please sign in again.'));
    const events: AppEvent[] = [];
    const subscription = eventBus.all().subscribe((event) => events.push(event));
    renderScreen();
    await fillIn('demo1234', 'new-secret', 'new-secret');
    await submit();

    expect(
      await screen.findByText('Password updated successfully. Please sign in again.'),
    ).toBeInTheDocument();
    const call = fake.calls('POST admin/change-password')[0]!;
    expect(call.body).toEqual({
      currentPassword: 'demo1234',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
    expect(call.headers.Authorization).toBe(token);
    expect(sessionToken()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(events.map((event) => event.type)).toContain('session-ended');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    subscription.unsubscribe();
  });

  it("shows a wrong current password's refusal inside the form, not as a toast, and keeps the fields", async () => {
    fake.on('POST admin/change-password', failed('Your Current Password is not right.'));
    renderScreen();
    await fillIn('wrong-one', 'new-secret', 'new-secret');
    await submit();
    const refusal = await screen.findByTestId('password-refusal');
    expect(refusal).toHaveAttribute('role', 'alert');
    expect(refusal).toHaveTextContent('Your Current Password is not right.');
    // Inside the form, right above its button (as on the sign-in form), not above the form.
    const form = screen.getByRole('form', { name: 'Update password' });
    expect(form).toContainElement(refusal);
    expect(refusal.nextElementSibling).toBe(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getAllByText('Your Current Password is not right.')).toHaveLength(1);
    expect(field('New Password')).toHaveValue('new-secret');
    expect(sessionToken()).toBe(token);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/change-password');
  });

  it('shows a 429 (too many tries) the same way, and clears it on the next try', async () => {
    fake.on('POST admin/change-password', failed('Too many attempts. Please try again in 15 minutes.', 429));
    renderScreen();
    await fillIn('wrong-one', 'new-secret', 'new-secret');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please try again in 15 minutes.',
    );

    fake.on('POST admin/change-password', ok(null, 'Password updated.'));
    await submit();
    expect(await screen.findByText('Password updated.')).toBeInTheDocument();
    expect(screen.queryByTestId('password-refusal')).not.toBeInTheDocument();
    expect(within(document.body).queryByText(/Too many attempts/)).not.toBeInTheDocument();
  });
});
