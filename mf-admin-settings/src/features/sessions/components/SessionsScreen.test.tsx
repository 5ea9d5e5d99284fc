import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberSession } from '@earrival/shared/api';
import { ADMIN_ROUTES } from '@earrival/shared/routes';
import { failed, installFakeApi, ok, renderWithProviders, type FakeApi } from '@earrival/shared/testing';
import { SessionsScreen } from './SessionsScreen';

const route = ADMIN_ROUTES.find((r) => r.path === 'sessions')!;
const team = { id: 3, name: 'Tess Team', email: 'team@example.com', type: 'Team' as const };

jest.setTimeout(30_000);

const HERE: MemberSession = {
  id: 'a1b2c3',
  browser: 'Firefox on Linux',
  ip: '203.0.113.7',
  // 05:00 US Eastern in winter (EST).
  createdAt: '2026-11-02T10:00:00.000Z',
  lastSeenAt: '2026-11-27T15:30:00.000Z',
  current: true,
};
const PHONE: MemberSession = {
  id: 'd4e5f6',
  browser: 'Safari on iPhone',
  ip: '198.51.100.23',
  location: 'United Kingdom',
  // 10:15 US Eastern in summer (EDT).
  createdAt: '2026-07-01T14:15:00.000Z',
  lastSeenAt: '2026-11-26T20:00:05.000Z',
  current: false,
};
const OFFICE: MemberSession = {
  id: 'g7h8i9',
  browser: 'Chrome on Windows',
  ip: '192.0.2.44',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastSeenAt: '2026-11-27T12:00:00.000Z',
  current: false,
};

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi({ 'GET admin/sessions': ok({ sessions: [HERE, PHONE, OFFICE] }) });
});
afterEach(() => fake.restore());

const renderScreen = () =>
  renderWithProviders(<SessionsScreen route={route} user={team} />, { path: '/admin/sessions' });

// The first render loads the client: more than findBy's 1 s on a busy machine.
const table = () => screen.findByRole('table', { name: 'Sessions' }, { timeout: 10_000 });
const rowOf = (browser: string) => screen.getByText(browser).closest('tr')!;
const cells = (browser: string) =>
  within(rowOf(browser))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Sessions: the route', () => {
  it('is Settings -> Sessions at /admin/sessions, for every role', () => {
    expect(route).toMatchObject({
      title: 'Sessions',
      menuLabel: 'Sessions',
      remote: 'mf_admin_settings',
      module: './Sessions',
    });
    expect(route.roles).toBeUndefined();
  });
});

describe('Sessions: where I am signed in', () => {
  it('lists browser, address, signed in and last seen with their zone, this device marked', async () => {
    renderScreen();
    const sessions = await table();
    expect(
      within(sessions)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Browser', 'Address', 'Signed in', 'Last seen', 'Action']);
    expect(cells('Firefox on Linux')).toEqual([
      'Firefox on LinuxThis device',
      '203.0.113.7',
      '11/02/2026 05:00:00 EST',
      '11/27/2026 10:30:00 EST',
      '',
    ]);
    expect(cells('Safari on iPhone')).toEqual([
      'Safari on iPhone',
      '198.51.100.23 United Kingdom',
      '07/01/2026 10:15:00 EDT',
      '11/26/2026 15:00:05 EST',
      'End',
    ]);
    expect(within(rowOf('Firefox on Linux')).getByText('This device')).toBeInTheDocument();
    expect(within(rowOf('Firefox on Linux')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End all other sessions' })).toBeInTheDocument();
  });

  it('tells two sessions of one browser at one address apart: this device, when each signed in, the country', async () => {
    const EARLIER: MemberSession = {
      ...HERE,
      id: 'z9y8x7',
      // 04:00 US Eastern, an hour before this device's sign-in.
      createdAt: '2026-11-02T09:00:00.000Z',
      current: false,
    };
    fake.on('GET admin/sessions', ok({ sessions: [HERE, EARLIER] }));
    renderScreen();
    const sessions = await table();
    const rows = within(sessions)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [
        'Firefox on LinuxThis device',
        '203.0.113.7',
        '11/02/2026 05:00:00 EST',
        '11/27/2026 10:30:00 EST',
        '',
      ],
      ['Firefox on Linux', '203.0.113.7', '11/02/2026 04:00:00 EST', '11/27/2026 10:30:00 EST', 'End'],
    ]);
    // No country is known for this address: no location is shown, nor guessed.
    expect(within(sessions).queryByText(/Unknown|Local network/)).toBeNull();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'End the session of Firefox on Linux at 203.0.113.7, signed in 11/02/2026 04:00:00 EST',
      }),
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'End the session of Firefox on Linux at 203.0.113.7, signed in 11/02/2026 04:00:00 EST? That device is signed out at once.',
    );
  });

  it('ends one other session after a question that names it, then reads the list again', async () => {
    fake.on('DELETE admin/sessions/d4e5f6', ok({ ended: 1 }, 'The session has been ended.'));
    renderScreen();
    await table();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'End the session of Safari on iPhone at 198.51.100.23 (United Kingdom), signed in 07/01/2026 10:15:00 EDT',
      }),
    );
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent(
      'End the session of Safari on iPhone at 198.51.100.23 (United Kingdom), signed in 07/01/2026 10:15:00 EDT? That device is signed out at once.',
    );
    expect(fake.calls('DELETE admin/sessions/d4e5f6')).toHaveLength(0);

    fake.on('GET admin/sessions', ok({ sessions: [HERE, OFFICE] }));
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The session has been ended.')).toBeInTheDocument();
    expect(fake.calls('DELETE admin/sessions/d4e5f6')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument());
    expect(fake.calls('GET admin/sessions')).toHaveLength(2);
  });

  it('No ends nothing', async () => {
    renderScreen();
    await table();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'End the session of Chrome on Windows at 192.0.2.44, signed in 11/20/2026 04:00:00 EST',
      }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByText('Chrome on Windows')).toBeInTheDocument();
  });

  it('ends all other sessions after a question, keeps this one, and says so', async () => {
    fake.on('DELETE admin/sessions', ok({ ended: 2 }, '2 other sessions have been ended.'));
    renderScreen();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'End all other sessions' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent(
      'End all other sessions? Every other device is signed out at once; this one stays signed in.',
    );
    fake.on('GET admin/sessions', ok({ sessions: [HERE] }));
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('2 other sessions have been ended.')).toBeInTheDocument();
    expect(fake.calls('DELETE admin/sessions')).toHaveLength(1);
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End all other sessions' })).not.toBeInTheDocument();
    expect(screen.getByText('Firefox on Linux')).toBeInTheDocument();
  });

  it("shows the server's refusal of an End and keeps the list", async () => {
    fake.on('DELETE admin/sessions/g7h8i9', failed('That session has already ended.', 404));
    renderScreen();
    await table();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'End the session of Chrome on Windows at 192.0.2.44, signed in 11/20/2026 04:00:00 EST',
      }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('That session has already ended.')).toBeInTheDocument();
    expect(screen.getByText('Chrome on Windows')).toBeInTheDocument();
  });

  it('a failed load says why, with Retry', async () => {
    fake.on('GET admin/sessions', failed('The sessions cannot be read right now.', 503));
    renderScreen();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getAllByText('The sessions cannot be read right now.').length).toBeGreaterThan(0);
    fake.on('GET admin/sessions', ok({ sessions: [HERE] }));
    await userEvent.click(retry);
    expect(await table()).toBeInTheDocument();
    expect(screen.getByText('You are signed in on this device only.')).toBeInTheDocument();
  });
});
