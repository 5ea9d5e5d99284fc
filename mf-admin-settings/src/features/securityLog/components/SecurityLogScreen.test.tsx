import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SecurityEventRow } from '@earrival/shared/api';
import { ADMIN_ROUTES } from '@earrival/shared/routes';
import { SECURITY_EVENTS } from '@earrival/shared/securityEvents';
import { installFakeApi, ok, renderWithProviders, type FakeApi } from '@earrival/shared/testing';
import type { TeamMember } from '@earrival/shared/types';
import { SecurityLogScreen } from './SecurityLogScreen';

const route = ADMIN_ROUTES.find((r) => r.path === 'security-log')!;
const admin = { id: 1, name: 'Ada Admin', email: 'admin@example.com', type: 'Admin' as const };

jest.setTimeout(30_000);

const MEMBERS: TeamMember[] = [
  { id: 1, name: 'Ada Admin', email: 'admin@example.com', type: 'Admin', created_at: '2026-01-02T10:00:00Z' },
  { id: 3, name: 'Tess Team', email: 'team@example.com', type: 'Team', created_at: '2026-01-02T10:00:00Z' },
  {
    id: 2,
    name: 'Max Manager',
    email: 'manager@example.com',
    type: 'Manager',
    created_at: '2026-01-02T10:00:00Z',
  },
];

const event = (
  row: Partial<SecurityEventRow> & Pick<SecurityEventRow, 'id' | 'event'>,
): SecurityEventRow => ({
  at: '2026-11-02T10:00:00.000Z',
  actor: null,
  member: null,
  email: null,
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  detail: null,
  ...row,
});

const ROWS: SecurityEventRow[] = [
  event({
    id: 31,
    event: 'two-factor-reset',
    at: '2026-07-01T14:15:00.000Z',
    actor: { id: 1, name: 'Ada Admin' },
    member: { id: 3, name: 'Tess Team' },
    ip: '198.51.100.4',
    detail: 'Signed out of 2 sessions',
  }),
  event({ id: 30, event: 'sign-in-failed', email: 'nobody@example.com', detail: 'Unknown e-mail' }),
  event({ id: 29, event: 'some-future-event' }),
];

/*
 * jsdom has no object URLs (a browser hands the Blob to its Save dialog through one): the test keeps
 * what would have been saved, and the link the button clicked.
 */
let saved: Blob[];
let clicked: Array<{ download: string }>;
const originalClick = HTMLAnchorElement.prototype.click;
let fake: FakeApi;

beforeEach(() => {
  saved = [];
  clicked = [];
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return `blob:test/${saved.length}`;
  };
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    clicked.push({ download: this.download });
  };
  fake = installFakeApi({
    'GET admin/security-events': ok({ rows: ROWS, total: 3 }),
    'GET admin/get-team-member-list': ok(MEMBERS),
  });
});
afterEach(() => {
  fake.restore();
  HTMLAnchorElement.prototype.click = originalClick;
});

function Location() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser Back
      </button>
    </>
  );
}

const renderScreen = (path = '/admin/security-log') =>
  renderWithProviders(<SecurityLogScreen route={route} user={admin} />, { path, beside: <Location /> });

// The first render loads the client and the form kit: more than findBy's 1 s on a busy machine.
const table = () => screen.findByRole('table', { name: 'Security events' }, { timeout: 10_000 });
const rowOf = (text: string) =>
  within(screen.getByRole('table', { name: 'Security events' }))
    .getByText(text)
    .closest('tr')!;
const cells = (text: string) =>
  within(rowOf(text))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const lastPageCall = () => fake.calls('GET admin/security-events').at(-1)!;
const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Security Log: the route', () => {
  it('is Settings -> Security Log at /admin/security-log, for Admins only', () => {
    expect(route).toMatchObject({
      title: 'Security Log',
      menuLabel: 'Security Log',
      remote: 'mf_admin_settings',
      module: './SecurityLog',
      roles: ['Admin'],
    });
  });
});

describe('Security Log: the events', () => {
  it('asks for the first 50 events and shows time with its zone, event label, actor, member, address and detail', async () => {
    renderScreen();
    const events = await table();
    expect(lastPageCall().params).toEqual({ page: 1, limit: 50 });
    expect(
      within(events)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date & Time', 'Event', 'Actor', 'Member', 'Address', 'Detail']);
    expect(cells('Two-factor reset by an Admin')).toEqual([
      '07/01/2026 10:15:00 EDT',
      'Two-factor reset by an Admin',
      'Ada Admin',
      'Tess Team',
      '198.51.100.4',
      'Signed out of 2 sessions',
    ]);
    // Nobody signed in, no member: the e-mail as typed.
    expect(cells('Sign-in failed')).toEqual([
      '11/02/2026 05:00:00 EST',
      'Sign-in failed',
      '—',
      'nobody@example.com',
      '203.0.113.7',
      'Unknown e-mail',
    ]);
    // A name this build does not know yet shows as it came.
    expect(cells('some-future-event')[1]).toBe('some-future-event');
    expect(screen.getByText('Showing 1–3 of 3 events')).toBeInTheDocument();
  });

  it('offers every event by its label and every team member in the filters', async () => {
    renderScreen();
    await table();
    const eventOptions = within(screen.getByLabelText('Event'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(eventOptions).toEqual(['All events', ...Object.values(SECURITY_EVENTS)]);
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Member'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All members', 'Ada Admin (Admin)', 'Max Manager (Manager)', 'Tess Team (Team)']),
    );
  });

  it('applies each filter as it changes, from page 1, and keeps the filters in the address', async () => {
    renderScreen('/admin/security-log?page=2');
    await table();
    expect(lastPageCall().params).toEqual({ page: 2, limit: 50 });
    // There is no button to press: the filters apply as they change, as the queues' do.
    expect(screen.queryByRole('button', { name: 'Show events' })).toBeNull();
    await screen.findByRole('option', { name: 'Tess Team (Team)' });
    await userEvent.selectOptions(screen.getByLabelText('Member'), 'Tess Team (Team)');
    await waitFor(() => expect(lastPageCall().params).toEqual({ memberId: 3, page: 1, limit: 50 }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/security-log?memberId=3');
    await userEvent.selectOptions(screen.getByLabelText('Event'), 'Password changed');
    await waitFor(() =>
      expect(lastPageCall().params).toEqual({
        memberId: 3,
        event: 'password-changed',
        page: 1,
        limit: 50,
      }),
    );
    setDate('From', '2026-11-01');
    setDate('To', '2026-11-27');
    await waitFor(() =>
      expect(lastPageCall().params).toEqual({
        memberId: 3,
        event: 'password-changed',
        from: '2026-11-01',
        to: '2026-11-27',
        page: 1,
        limit: 50,
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/security-log?memberId=3&event=password-changed&from=2026-11-01&to=2026-11-27',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastPageCall().params).toEqual({ page: 1, limit: 50 }));
    expect(screen.getByLabelText('Member')).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('');
  });

  it('makes each filter change a step of the history, as the queues do: Back shows the filters before', async () => {
    renderScreen();
    await table();
    await screen.findByRole('option', { name: 'Tess Team (Team)' });
    await userEvent.selectOptions(screen.getByLabelText('Member'), 'Tess Team (Team)');
    await waitFor(() => expect(lastPageCall().params).toEqual({ memberId: 3, page: 1, limit: 50 }));
    await userEvent.selectOptions(screen.getByLabelText('Event'), 'Password changed');
    await waitFor(() => expect(lastPageCall().params).toMatchObject({ event: 'password-changed' }));

    await userEvent.click(screen.getByRole('button', { name: 'Browser Back' }));
    await waitFor(() => expect(screen.getByLabelText('Event')).toHaveValue(''));
    expect(screen.getByLabelText('Member')).toHaveValue('3');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/security-log\?memberId=3$/);
    await waitFor(() => expect(lastPageCall().params).toEqual({ memberId: 3, page: 1, limit: 50 }));
  });

  it('opens with the filters of the address in the form', async () => {
    renderScreen('/admin/security-log?memberId=2&event=forbidden&from=2026-10-01');
    await table();
    expect(lastPageCall().params).toEqual({
      memberId: 2,
      event: 'forbidden',
      from: '2026-10-01',
      page: 1,
      limit: 50,
    });
    expect(screen.getByLabelText('Event')).toHaveValue('forbidden');
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');
    await waitFor(() => expect(screen.getByLabelText('Member')).toHaveValue('2'));
  });

  it('says under To when it is before From, and asks for nothing', async () => {
    renderScreen();
    await table();
    setDate('From', '2026-11-20');
    await waitFor(() => expect(lastPageCall().params).toEqual({ from: '2026-11-20', page: 1, limit: 50 }));
    const before = fake.calls('GET admin/security-events').length;
    setDate('To', '2026-11-01');
    const message = await screen.findByText(
      'To must be on or after the From (2026-11-20 is after 2026-11-01)',
    );
    expect(message.id).toBe(screen.getByLabelText('To').getAttribute('aria-describedby'));
    expect(fake.calls('GET admin/security-events')).toHaveLength(before);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/security-log?from=2026-11-20');
  });

  it('pages 50 at a time', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => event({ id: 1000 - from - i, event: 'sign-in-succeeded' }));
    fake.on('GET admin/security-events', (request) =>
      request.params.page === 3
        ? ok({ rows: page(100, 20), total: 120 })
        : ok({ rows: page(0, 50), total: 120 }),
    );
    renderScreen();
    expect(await screen.findByText('Showing 1–50 of 120 events')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 101–120 of 120 events')).toBeInTheDocument();
    expect(lastPageCall().params).toEqual({ page: 3, limit: 50 });
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/security-log?page=3');
  });

  it("says 'No records found' when nothing matches", async () => {
    fake.on('GET admin/security-events', ok({ rows: [], total: 0 }));
    renderScreen();
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(screen.getByText('No events')).toBeInTheDocument();
  });
});

describe('Security Log: Export CSV', () => {
  it('downloads the export with the filters in use and saves it under the server name', async () => {
    fake.on('GET admin/security-events/export', [
      200,
      new Blob(['\uFEFFDate & Time,Event\r\n'], { type: 'text/csv' }),
      { 'content-disposition': 'attachment; filename="security-log-2026-11-01_2026-11-27.csv"' },
    ]);
    renderScreen('/admin/security-log?event=sign-in-failed&from=2026-11-01&to=2026-11-27&page=2');
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Saved security-log-2026-11-01_2026-11-27.csv')).toBeInTheDocument();
    expect(fake.calls('GET admin/security-events/export')[0]!.params).toEqual({
      event: 'sign-in-failed',
      from: '2026-11-01',
      to: '2026-11-27',
    });
    expect(saved).toHaveLength(1);
    expect(clicked).toEqual([{ download: 'security-log-2026-11-01_2026-11-27.csv' }]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it("shows the server's refusal of an export", async () => {
    fake.on('GET admin/security-events/export', [
      403,
      new Blob(
        [JSON.stringify({ status: 0, message: 'Only an Admin may export the security log.', data: null })],
        {
          type: 'application/json',
        },
      ),
    ]);
    renderScreen();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Only an Admin may export the security log.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
