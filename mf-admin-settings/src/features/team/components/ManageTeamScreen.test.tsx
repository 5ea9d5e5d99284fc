import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, type AppEvent } from '@earrival/shared/bus';
import { failed, ok, type FakeApi } from '@earrival/shared/testing';
import { ADMIN, MANAGER, MEMBERS, renderList, renderEdit, rowOf, typeOptions, withTeamApi } from '../testing';

// Typing character by character is slow on a busy shared machine; the default 5 s is too tight there.
jest.setTimeout(30_000);

const api = withTeamApi();
let fake: FakeApi;
beforeEach(() => {
  fake = api.fake;
});

describe('Manage Team: the add form', () => {
  it('says every rule under its field on an empty submit, and focuses the first one', async () => {
    renderList();
    await screen.findByText('manager@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const messages = {
      Name: 'Please enter your name.',
      Password: 'Please enter your password.',
      'Email ID': 'Please enter your email.',
      'Member Type': 'Please select type.',
    };
    for (const [label, message] of Object.entries(messages)) {
      const field = screen.getByLabelText(label);
      expect(await screen.findByText(message)).toHaveAttribute('id', field.getAttribute('aria-describedby'));
    }
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fake.calls('POST admin/add-team-member')).toHaveLength(0);

    // Later messages while typing elsewhere never pull the focus back.
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('validates while typing and on leaving a field', async () => {
    renderList();
    await userEvent.type(screen.getByLabelText('Email ID'), 'not-an-email');
    expect(await screen.findByText('Please enter your email.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Name'));
    await userEvent.tab();
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
  });

  it('adds a member: the call, the toast, the list read again and the form emptied', async () => {
    fake.on('POST admin/add-team-member', (request) =>
      ok({ id: 9, ...request.body }, 'Team member added successfully.'),
    );
    renderList();
    await screen.findByText('manager@example.com');
    await userEvent.type(screen.getByLabelText('Name'), '  Nora New ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.type(screen.getByLabelText('Email ID'), 'nora@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Member Type'), 'Telecaller');
    fake.on(
      'GET admin/get-team-member-list',
      ok([...MEMBERS, { id: 9, name: 'Nora New', email: 'nora@example.com', type: 'Telecaller' }]),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Team member added successfully.')).toBeInTheDocument();
    expect(fake.calls('POST admin/add-team-member')[0]!.body).toEqual({
      name: 'Nora New',
      email: 'nora@example.com',
      password: 'secret-1',
      type: 'Telecaller',
    });
    expect(await screen.findByText('nora@example.com')).toBeInTheDocument();
    expect(fake.calls('GET admin/get-team-member-list')).toHaveLength(2);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
  });

  it("shows a duplicate e-mail's server message under the e-mail field as well as in a toast", async () => {
    const message = 'A team member with the e-mail team@example.com already exists.';
    fake.on('POST admin/add-team-member', failed(message, 409));
    renderList();
    await userEvent.type(screen.getByLabelText('Name'), 'Tess Again');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-1');
    await userEvent.type(screen.getByLabelText('Email ID'), 'team@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Member Type'), 'Team');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    const email = screen.getByLabelText('Email ID');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)).toHaveTextContent(message);
    expect(email).toHaveFocus();

    // It stays while the same e-mail is there, whatever else is validated, and goes with another e-mail.
    await userEvent.tab();
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)).toHaveTextContent(message);
    await userEvent.type(email, 'm');
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(1));
  });

  it('offers only the member types the signed-in member may grant', async () => {
    renderList(ADMIN);
    await waitFor(() => expect(typeOptions()).toHaveLength(6));
    expect(typeOptions()).toEqual(['Select type', 'Admin', 'Manager', 'Team', 'Telecaller', 'Night Staff']);
  });

  it('gives a Manager only the lower ranks', async () => {
    renderList(MANAGER);
    await waitFor(() => expect(typeOptions()).toHaveLength(4));
    expect(typeOptions()).toEqual(['Select type', 'Team', 'Telecaller', 'Night Staff']);
  });
});

describe('Manage Team: the Team Member List', () => {
  it('shows who has two-factor sign-in on', async () => {
    renderList();
    const row = (name: string) => screen.getByText(name).closest('tr')!;
    await screen.findByText('Max Manager');
    expect(screen.getByRole('columnheader', { name: 'Two-factor' })).toBeInTheDocument();
    expect(within(row('Max Manager')).getByText('On')).toBeInTheDocument();
    expect(within(row('Tess Team')).getByText('Off')).toBeInTheDocument();
  });

  it('lists members without any password column', async () => {
    renderList();
    await screen.findByText('manager@example.com');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Name',
      'Email ID',
      'Member Type',
      'Two-factor',
      'Action',
    ]);
  });

  it('puts Edit and Delete only on members the signed-in member may manage', async () => {
    renderList(MANAGER);
    await screen.findByText('team@example.com');
    const actions = (email: string) =>
      [...within(rowOf(email)).queryAllByRole('link'), ...within(rowOf(email)).queryAllByRole('button')].map(
        (el) => el.textContent,
      );
    expect(actions('team@example.com')).toEqual(['Edit', 'Delete']);
    expect(actions('admin@example.com')).toEqual([]);
    expect(actions('manager@example.com')).toEqual([]);
    expect(within(rowOf('manager@example.com')).getByText('You')).toBeInTheDocument();
  });

  it('lets an Admin manage another Admin but never their own row', async () => {
    renderList(ADMIN);
    await screen.findByText('alan@example.com');
    expect(
      within(rowOf('alan@example.com')).getByRole('button', { name: 'Delete Alan Second' }),
    ).toBeVisible();
    expect(within(rowOf('admin@example.com')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('deletes after confirmation, with the toast, the list read again and the queue counts changed', async () => {
    fake.on('PUT admin/delete-team-member', ok(null, 'Team member deleted successfully.'));
    const counts: AppEvent[] = [];
    const subscription = eventBus.on('counts-changed').subscribe((event) => counts.push(event));
    renderList();
    await screen.findByText('team@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Tess Team' }));
    expect(await screen.findByText('Are you sure you want to delete?')).toBeInTheDocument();
    expect(fake.calls('PUT admin/delete-team-member')).toHaveLength(0);

    fake.on('GET admin/get-team-member-list', ok(MEMBERS.filter((m) => m.id !== 3)));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Team member deleted successfully.')).toBeInTheDocument();
    expect(fake.calls('PUT admin/delete-team-member')[0]!.body).toEqual({ teamMemberId: 3 });
    await waitFor(() => expect(screen.queryByText('team@example.com')).not.toBeInTheDocument());
    // Their orders went back to the folders: the sidebar reads its counts again.
    expect(counts).toEqual([{ type: 'counts-changed', source: 'mf-admin-settings' }]);
    subscription.unsubscribe();
  });

  it('No keeps the member', async () => {
    renderList();
    await screen.findByText('team@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Tess Team' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() =>
      expect(screen.queryByText('Are you sure you want to delete?')).not.toBeInTheDocument(),
    );
    expect(fake.calls('PUT admin/delete-team-member')).toHaveLength(0);
    expect(screen.getByText('team@example.com')).toBeInTheDocument();
  });

  it("shows the server's refusal of a delete", async () => {
    fake.on('PUT admin/delete-team-member', failed('You cannot delete your own account.'));
    renderList();
    await screen.findByText('team@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Tess Team' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('You cannot delete your own account.')).toBeInTheDocument();
    expect(screen.getByText('team@example.com')).toBeInTheDocument();
  });

  it('Edit opens the edit address of that member', async () => {
    fake.on('GET admin/team-member-info/3', ok(MEMBERS[2]));
    renderList();
    await screen.findByText('team@example.com');
    await userEvent.click(screen.getByRole('link', { name: 'Edit Tess Team' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/manage-team/3');
  });
});

describe('Manage Team: edit mode', () => {
  it('loads the member into the form, with an empty password that keeps the current one', async () => {
    fake.on('GET admin/team-member-info/3', ok(MEMBERS[2]));
    renderEdit('3');
    expect(screen.getByText('Loading the team member…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Edit Team Member: Tess Team' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Tess Team');
    expect(screen.getByLabelText('Email ID')).toHaveValue('team@example.com');
    expect(screen.getByLabelText('Member Type')).toHaveValue('Team');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleName(/leave empty to keep the current password/);
  });

  it('saves with update-team-member and returns to the list', async () => {
    fake.on('GET admin/team-member-info/3', ok(MEMBERS[2]));
    fake.on('POST admin/update-team-member', (request) =>
      ok({ ...MEMBERS[2], type: request.body.type }, 'Team member updated successfully.'),
    );
    renderEdit('3');
    await screen.findByRole('heading', { name: 'Edit Team Member: Tess Team' });
    await userEvent.selectOptions(screen.getByLabelText('Member Type'), 'Manager');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Team member updated successfully.')).toBeInTheDocument();
    expect(fake.calls('POST admin/update-team-member')[0]!.body).toEqual({
      tmId: 3,
      name: 'Tess Team',
      email: 'team@example.com',
      password: '',
      type: 'Manager',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/manage-team$/));
  });

  it('leaves a conflict that is not about the e-mail (the last Admin) to the toast', async () => {
    fake.on('GET admin/team-member-info/6', ok(MEMBERS[3]));
    fake.on('POST admin/update-team-member', failed('The last Admin cannot be deleted or demoted.', 409));
    renderEdit('6');
    await screen.findByRole('heading', { name: 'Edit Team Member: Alan Second' });
    await userEvent.selectOptions(screen.getByLabelText('Member Type'), 'Team');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The last Admin cannot be deleted or demoted.',
    );
    expect(screen.getAllByText('The last Admin cannot be deleted or demoted.')).toHaveLength(1);
    expect(screen.getByLabelText('Email ID')).not.toHaveClass('is-invalid');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/manage-team/6');
  });

  it('still checks the rules when editing (but not a password)', async () => {
    fake.on('GET admin/team-member-info/3', ok(MEMBERS[2]));
    renderEdit('3');
    await screen.findByRole('heading', { name: 'Edit Team Member: Tess Team' });
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your password.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(fake.calls('POST admin/update-team-member')).toHaveLength(0);
  });

  it('shows a not-found state with a way back for an unknown id, without a toast', async () => {
    fake.on('GET admin/team-member-info/404', failed('Team member not found: 404', 404));
    renderEdit('404');
    expect(await screen.findByRole('heading', { name: 'Team member not found' })).toBeInTheDocument();
    expect(screen.queryByText('Team member not found: 404')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the Team Member List' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/manage-team$/);
  });

  it('does not even ask the server for an id that is not a number', async () => {
    renderEdit('abc');
    expect(await screen.findByRole('heading', { name: 'Team member not found' })).toBeInTheDocument();
    expect(fake.callsTo('admin/team-member-info')).toHaveLength(0);
  });

  it('explains instead of showing the form for a member of the same or a higher rank', async () => {
    fake.on('GET admin/team-member-info/1', ok(MEMBERS[0]));
    renderEdit('1', MANAGER);
    expect(await screen.findByRole('heading', { name: 'You cannot edit this member' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });
});
