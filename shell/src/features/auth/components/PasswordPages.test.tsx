import '../../../testing/polyfills';
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeApi } from '@earrival/shared/testing';
import { renderApp } from '../../../testing/renderApp';

let server: FakeApi;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server = installFakeApi({});
});
afterEach(() => server.restore());

const NOTICE =
  'If this e-mail belongs to a staff account, we have sent it a link to set a new password. The link works for 1 hour.';

describe('forgot password page', () => {
  it('validates the address, sends it, and shows the server’s answer in place of the form', async () => {
    server.on('POST admin/forgot-password', [200, { status: 1, message: NOTICE, data: null }]);
    renderApp('/forgot-password');
    await userEvent.click(await screen.findByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Email Address is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email ID'), ' team@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(NOTICE)).toHaveClass('alert-success');
    expect(server.calls('POST admin/forgot-password')[0]?.body).toEqual({ email: 'team@example.com' });
    expect(screen.queryByLabelText('Email ID')).toBeNull();
  });

  it('a refusal (too many requests) is shown as an error and the form stays', async () => {
    const message = 'Too many password reset requests. Please try again in 12 minutes.';
    server.on('POST admin/forgot-password', [429, { status: 0, message, data: null }]);
    renderApp('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email ID'), 'team@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    const form = screen.getByRole('form', { name: 'Forgot password' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email ID')).toBeInTheDocument();
  });
});

describe('reset password page', () => {
  it('reads the token from the link, checks the two passwords, sets it and returns to sign-in', async () => {
    server.on('POST admin/reset-password', [
      200,
      { status: 1, message: 'Your new password is set. Please sign in with it.', data: null },
    ]);
    renderApp('/reset-password#token=tok-123');
    await userEvent.type(await screen.findByLabelText('New Password'), 'brand-new-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand-new-2');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand-new-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your new password is set. Please sign in with it.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(server.calls('POST admin/reset-password')[0]?.body).toEqual({
      token: 'tok-123',
      newPassword: 'brand-new-1',
    });
  });

  it('a used or expired link says so', async () => {
    const message =
      'This link to set a new password is not valid any more (it works once, for 1 hour). Ask for a new one.';
    server.on('POST admin/reset-password', [400, { status: 0, message, data: null }]);
    renderApp('/reset-password#token=old');
    await userEvent.type(await screen.findByLabelText('New Password'), 'brand-new-1');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'brand-new-1');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    const form = screen.getByRole('form', { name: 'Set a new password' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
  });

  it('a link without its token offers to ask for a new one', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('link', { name: 'ask for a new one' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
