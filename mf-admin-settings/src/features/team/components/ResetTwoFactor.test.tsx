import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failed, ok, type FakeApi } from '@earrival/shared/testing';
import { ADMIN, MANAGER, MEMBERS, renderList, rowOf, withTeamApi } from '../testing';

// Typing character by character is slow on a busy shared machine; the default 5 s is too tight there.
jest.setTimeout(30_000);

const api = withTeamApi();
let fake: FakeApi;
beforeEach(() => {
  fake = api.fake;
});

describe('Manage Team: Reset 2FA', () => {
  it('offers an Admin "Reset 2FA" only on members they manage who have two-factor on', async () => {
    fake.on(
      'GET admin/get-team-member-list',
      ok(MEMBERS.map((m) => (m.id === 1 || m.id === 6 ? { ...m, twoFactor: true } : m))),
    );
    renderList(ADMIN);
    await screen.findByText('alan@example.com');
    expect(
      within(rowOf('manager@example.com')).getByRole('button', { name: 'Reset 2FA of Max Manager' }),
    ).toBeVisible();
    expect(
      within(rowOf('alan@example.com')).getByRole('button', { name: 'Reset 2FA of Alan Second' }),
    ).toBeVisible();
    // Two-factor off: nothing to reset. Their own row: never.
    expect(within(rowOf('team@example.com')).queryByRole('button', { name: /Reset 2FA/ })).toBeNull();
    expect(within(rowOf('admin@example.com')).queryByRole('button', { name: /Reset 2FA/ })).toBeNull();
  });

  it('never offers "Reset 2FA" to a Manager', async () => {
    fake.on('GET admin/get-team-member-list', ok(MEMBERS.map((m) => ({ ...m, twoFactor: true }))));
    renderList(MANAGER);
    await screen.findByText('team@example.com');
    expect(screen.queryByRole('button', { name: /Reset 2FA/ })).toBeNull();
  });

  it('resets two-factor sign-in after the question, toasts the answer and reads the list again', async () => {
    fake.on(
      'POST admin/team/2/two-factor/reset',
      ok(null, 'Two-factor sign-in of Max Manager has been reset.'),
    );
    renderList(ADMIN);
    await screen.findByText('manager@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Reset 2FA of Max Manager' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent(
      'Reset two-factor sign-in for Max Manager? They will be signed out everywhere and must set it up again.',
    );
    expect(fake.calls('POST admin/team/2/two-factor/reset')).toHaveLength(0);

    fake.on('GET admin/get-team-member-list', ok(MEMBERS.map((m) => ({ ...m, twoFactor: false }))));
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Two-factor sign-in of Max Manager has been reset.')).toBeInTheDocument();
    expect(fake.calls('POST admin/team/2/two-factor/reset')).toHaveLength(1);
    await waitFor(() => expect(within(rowOf('manager@example.com')).getByText('Off')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Reset 2FA/ })).toBeNull();
  });

  it('No keeps two-factor as it is', async () => {
    renderList(ADMIN);
    await screen.findByText('manager@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Reset 2FA of Max Manager' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls('POST admin/team/2/two-factor/reset')).toHaveLength(0);
  });

  it("shows the server's refusal of a reset", async () => {
    fake.on(
      'POST admin/team/2/two-factor/reset',
      failed('Two-factor sign-in is already off for this member.', 409),
    );
    renderList(ADMIN);
    await screen.findByText('manager@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Reset 2FA of Max Manager' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Two-factor sign-in is already off for this member.')).toBeInTheDocument();
  });
});
