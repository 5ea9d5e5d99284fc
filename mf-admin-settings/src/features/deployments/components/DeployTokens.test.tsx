import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failed, ok, type FakeApi } from '@earrival/shared/testing';
import { TOKENS } from '../fixtures';
import { dialog, renderScreen, withDeploymentsApi } from '../testing';

// Typing character by character is slow on a busy shared machine; the default 5 s is too tight there.
jest.setTimeout(30_000);

const currentFake = withDeploymentsApi();
let fake: FakeApi;
beforeEach(() => {
  fake = currentFake();
});

describe('Deployments: deploy tokens (Admin)', () => {
  it('lists the tokens: app, note, created by, created, last used, revoked', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Deploy tokens' });
    await within(table).findByText('CI main');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['#', 'App', 'Note', 'Created by', 'Created', 'Last used', 'Revoked', 'Action'],
      ['4', 'Queues', '—', 'Ada Admin', '11/03/2026 04:00:00 EST', '11/03/2026 04:30:00 EST', '—', 'Revoke'],
      [
        '3',
        'Queues',
        'CI main',
        'Ada Admin',
        '10/01/2026 07:00:00 EDT',
        '11/02/2026 10:00:00 EST',
        '—',
        'Revoke',
      ],
      [
        '1',
        'Visitor pages',
        'old laptop',
        '—',
        '09/01/2026 07:00:00 EDT',
        'Never',
        '09/15/2026 07:00:00 EDT',
        '',
      ],
    ]);
  });

  it('creates a token and shows its secret once, with Copy', async () => {
    const secret = 'edt_0123456789abcdefghijABCDEFGHIJ_-xyz0123456';
    fake.on('POST admin/deploy-tokens', (request) => {
      fake.on(
        'GET admin/deploy-tokens',
        ok([{ ...TOKENS[0]!, id: 7, app: 'mf-visitor', note: 'CI visitor', lastUsedAt: null }, ...TOKENS]),
      );
      return ok(
        {
          ...TOKENS[0]!,
          id: 7,
          app: request.body.app,
          note: request.body.note,
          lastUsedAt: null,
          token: secret,
        },
        'Deploy token for mf-visitor created. Copy it now: it is not shown again.',
      );
    });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('table', { name: 'Deploy tokens' });
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Please select the app.')).toBeInTheDocument();
    expect(screen.getByLabelText('App')).toHaveFocus();
    expect(fake.calls('POST admin/deploy-tokens')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('App'), 'Visitor pages');
    await user.type(screen.getByLabelText(/^Note/), 'CI visitor');
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const field = await screen.findByLabelText('New deploy token for Visitor pages (token #7)');
    expect(field).toHaveValue(secret);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText('Copy it now: it is not shown again.')).toBeInTheDocument();
    expect(
      await screen.findByText('Deploy token for mf-visitor created. Copy it now: it is not shown again.'),
    ).toBeInTheDocument();
    expect(fake.calls('POST admin/deploy-tokens')[0]!.body).toEqual({
      app: 'mf-visitor',
      note: 'CI visitor',
    });
    expect(await screen.findByText('CI visitor')).toBeInTheDocument();
    // The form is empty again for the next one.
    expect(screen.getByLabelText('App')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(secret);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('Copy it now: it is not shown again.')).toBeNull();
    expect(screen.queryByDisplayValue(secret)).toBeNull();
    expect(document.body.textContent).not.toContain(secret);
  });

  it('sends no note when none is given, and refuses a note over 200 characters', async () => {
    fake.on('POST admin/deploy-tokens', (request) =>
      ok({ ...TOKENS[0]!, id: 8, app: request.body.app, note: null, token: 'edt_secret_secret_secret_1234' }),
    );
    renderScreen();
    await screen.findByRole('table', { name: 'Deploy tokens' });
    await userEvent.selectOptions(screen.getByLabelText('App'), 'Queues');
    await userEvent.click(screen.getByLabelText(/^Note/));
    await userEvent.paste('x'.repeat(201));
    expect(await screen.findByText('The note must be at most 200 characters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(fake.calls('POST admin/deploy-tokens')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(/^Note/));
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByLabelText('New deploy token for Queues (token #8)')).toHaveValue(
      'edt_secret_secret_secret_1234',
    );
    expect(fake.calls('POST admin/deploy-tokens')[0]!.body).toEqual({ app: 'mf-queues' });
  });

  it("shows the server's refusal of a new token and shows no secret", async () => {
    fake.on('POST admin/deploy-tokens', failed('This is not available to the Manager role.', 403));
    renderScreen();
    await screen.findByRole('table', { name: 'Deploy tokens' });
    await userEvent.selectOptions(screen.getByLabelText('App'), 'Queues');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('This is not available to the Manager role.')).toBeInTheDocument();
    expect(screen.queryByText('Copy it now: it is not shown again.')).toBeNull();
  });

  it('revokes a token only after confirming', async () => {
    fake.on('DELETE admin/deploy-tokens/3', () => {
      fake.on(
        'GET admin/deploy-tokens',
        ok(TOKENS.map((t) => (t.id === 3 ? { ...t, revokedAt: '2026-11-04T15:00:00.000Z' } : t))),
      );
      return ok(
        { ...TOKENS[1]!, revokedAt: '2026-11-04T15:00:00.000Z' },
        'Deploy token 3 (mf-queues) revoked.',
      );
    });
    renderScreen();
    const revoke = await screen.findByRole('button', { name: 'Revoke deploy token CI main (#3)' });
    // A revoked token has no Revoke.
    expect(screen.queryByRole('button', { name: 'Revoke deploy token old laptop (#1)' })).toBeNull();

    await userEvent.click(revoke);
    const question = 'Revoke deploy token CI main (#3) of Queues? CI using it can no longer publish.';
    expect(within(await dialog()).getByText(question)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls('DELETE admin/deploy-tokens/3')).toHaveLength(0);

    await userEvent.click(revoke);
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Deploy token 3 (mf-queues) revoked.')).toBeInTheDocument();
    expect(fake.calls('DELETE admin/deploy-tokens/3')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Revoke deploy token CI main (#3)' })).toBeNull(),
    );
  });
});
