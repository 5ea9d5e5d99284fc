import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@earrival/shared/bus';
import { failed, ok, type FakeApi } from '@earrival/shared/testing';
import { ALL_APPS, QUEUES, V100, V101, V120 } from '../fixtures';
import { MANAGER, dialog, renderScreen, route, withDeploymentsApi } from '../testing';

// Typing character by character is slow on a busy shared machine; the default 5 s is too tight there.
jest.setTimeout(30_000);

const currentFake = withDeploymentsApi();
let fake: FakeApi;
beforeEach(() => {
  fake = currentFake();
});

const card = (label: string) => screen.getByRole('region', { name: label });
const historyRow = (releaseId: string) =>
  within(screen.getByRole('table', { name: 'Queues releases' }))
    .getByText(releaseId)
    .closest('tr')!;

describe('Deployments: the route', () => {
  it('is Settings -> Deployments at /admin/deployments, for Admin and Manager', () => {
    expect(route).toMatchObject({
      title: 'Deployments',
      menuLabel: 'Deployments',
      remote: 'mf_admin_settings',
      module: './Deployments',
      roles: ['Admin', 'Manager'],
    });
  });
});

describe('Deployments: what each app serves', () => {
  it('shows live, the canary and its share, the history and the steps of each app', async () => {
    renderScreen();
    const queues = await screen.findByRole('region', { name: 'Queues' });
    expect(within(queues).getByText(/^Live:/).parentElement).toHaveTextContent(
      'Live: 1.0.1 1.0.1-bbbbbbbbbbbb',
    );
    expect(
      within(queues).getByText('Published 11/02/2026 10:00:00 EST by CI main', { exact: false }),
    ).toHaveTextContent('Published 11/02/2026 10:00:00 EST by CI main · “fixes the search box”');
    expect(within(queues).getByText('Canary 1.2.0 for 25% of staff')).toBeInTheDocument();

    const history = within(queues).getByRole('table', { name: 'Queues releases' });
    // Seven columns (nine cut the Action column off at 1280 px): version over release id, time over token.
    expect(
      within(history)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Release', 'State', 'Built with', 'Published', 'Note', 'Errors', 'Action']);
    const canaryCells = within(historyRow(V120.releaseId))
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(canaryCells).toEqual([
      '1.2.0 1.2.0-cccccccccccc',
      'canary25%',
      '@earrival/shared 1.0.0 · react 19.2.0',
      '11/03/2026 04:30:00 EST by token #4',
      '—',
      '3 load · 1 render (2 members)',
      '',
    ]);
    expect(within(historyRow(V101.releaseId)).getByText('live')).toBeInTheDocument();
    expect(within(historyRow(V100.releaseId)).getByText('retired')).toBeInTheDocument();

    const steps = within(queues).getByRole('table', { name: 'Queues steps' });
    const rows = within(steps)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(rows[0]).toEqual([
      '11/03/2026 04:30:00 EST',
      'Published',
      '1.2.0-cccccccccccc',
      '—',
      'token #4',
      'canary 25%',
    ]);
    expect(rows[1]?.slice(1, 5)).toEqual(['Deploy token created: token #4', '—', '—', 'Ada Admin']);
    expect(rows[2]?.slice(1, 5)).toEqual([
      'Published',
      '1.0.1-bbbbbbbbbbbb',
      '1.0.0-aaaaaaaaaaaa',
      'CI main',
    ]);
  });

  it('says "Built-in build (dist/)" where no release is live, and the errors reported against it', async () => {
    renderScreen();
    await screen.findByRole('region', { name: 'Queues' });
    expect(within(card('Order detail')).getByText('Built-in build (dist/)')).toBeInTheDocument();
    expect(
      within(card('Order detail')).getByText('No release published yet: the built-in build is served.'),
    ).toBeInTheDocument();
    expect(within(card('Order detail')).queryByText(/Errors while the built-in build/)).toBeNull();
    expect(
      within(card('Settings')).getByText(/Errors while the built-in build was live/).parentElement,
    ).toHaveTextContent('Errors while the built-in build was live: 2 load · 0 render (1 member)');
    // Nothing to promote and nothing to roll back.
    expect(within(card('Order detail')).queryByRole('button')).toBeNull();
  });

  it('lists who reported what, and whether each report counted toward a canary rolling back', async () => {
    renderScreen();
    const reports = await screen.findByRole('table', { name: 'Queues error reports' });
    expect(
      within(reports)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['When', 'Release', 'Kind', 'Reported by', 'Counted', 'Message']);
    const rows = within(reports)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(rows).toEqual([
      [
        '11/03/2026 05:00:00 EST',
        '1.2.0-cccccccccccc',
        'render',
        'Tina Team',
        'Yes',
        'Loading chunk 7 failed',
      ],
      [
        '11/03/2026 05:00:00 EST',
        '1.2.0-cccccccccccc',
        'load',
        'Nick Night',
        'No: not served this release',
        'forged',
      ],
      [
        '11/03/2026 05:00:00 EST',
        'Built-in build (dist/)',
        'load',
        'A member (not named)',
        '—',
        'Failed to fetch',
      ],
    ]);
    // An app nobody reported errors for shows no such list.
    expect(within(card('Order detail')).queryByText(/Error reports/)).toBeNull();
  });

  it('names a step the server took by itself', async () => {
    fake.on(
      'GET admin/releases',
      ok([
        {
          ...QUEUES,
          canary: null,
          history: [{ ...V120, state: 'retired', canaryPercent: null }, V101, V100],
          events: [
            {
              id: 9,
              at: '2026-11-03T10:00:00.000Z',
              action: 'auto-rollback',
              releaseId: V101.releaseId,
              fromReleaseId: V120.releaseId,
              by: null,
              token: null,
              note: '3 members reported errors (CANARY_MAX_ERRORS 3)',
            },
            ...QUEUES.events,
          ],
        },
      ]),
    );
    renderScreen();
    const steps = await screen.findByRole('table', { name: 'Queues steps' });
    const first = within(steps).getAllByRole('row')[1]!;
    expect(within(first).getByText('Rolled back by itself')).toBeInTheDocument();
    expect(within(first).getByText('The server (too many errors)')).toBeInTheDocument();
  });

  it('a Manager sees the history but no Promote, Roll back, Put back nor deploy tokens', async () => {
    renderScreen(MANAGER);
    const queues = await screen.findByRole('region', { name: 'Queues' });
    expect(within(queues).getByText('Canary 1.2.0 for 25% of staff')).toBeInTheDocument();
    expect(historyRow(V100.releaseId)).toHaveTextContent('retired');
    expect(screen.queryByRole('button', { name: /Promote/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Roll .* back/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Put back/ })).toBeNull();
    const history = within(queues).getByRole('table', { name: 'Queues releases' });
    expect(within(history).queryByRole('columnheader', { name: 'Action' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Deploy tokens' })).toBeNull();
    expect(screen.queryByLabelText('App')).toBeNull();
    expect(screen.getByText(/Only an Admin promotes, rolls back and manages deploy tokens/)).toBeVisible();
    expect(fake.calls('GET admin/deploy-tokens')).toHaveLength(0);
  });

  it("shows the server's refusal (403) with a Retry", async () => {
    fake.on('GET admin/releases', failed('This is not available to the Team role.', 403));
    renderScreen();
    expect(await screen.findAllByText('This is not available to the Team role.')).not.toHaveLength(0);
    fake.on('GET admin/releases', ok(ALL_APPS));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Queues' })).toBeInTheDocument();
  });

  it("follows other admins and CI: 'remote-released' on the bus reads the releases again", async () => {
    renderScreen(MANAGER);
    await screen.findByText('Canary 1.2.0 for 25% of staff');
    fake.on(
      'GET admin/releases',
      ok([{ ...QUEUES, live: { ...V120, state: 'live', canaryPercent: null }, canary: null }]),
    );
    act(() =>
      eventBus.emit({
        type: 'remote-released',
        app: 'mf-queues',
        action: 'promote',
        releaseId: V120.releaseId,
      }),
    );
    await waitFor(() => expect(screen.queryByText('Canary 1.2.0 for 25% of staff')).toBeNull());
    expect(screen.getByText(/^Live:/).parentElement).toHaveTextContent('Live: 1.2.0 1.2.0-cccccccccccc');
  });
});

describe('Deployments: promote and roll back (Admin)', () => {
  it('promotes the canary after confirming: the call, the toast, the data read again', async () => {
    fake.on('POST admin/releases/mf-queues/promote', () => {
      fake.on(
        'GET admin/releases',
        ok([{ ...QUEUES, live: { ...V120, state: 'live', canaryPercent: null }, canary: null }]),
      );
      return ok({ ...V120, state: 'live' }, '1.2.0-cccccccccccc is now live for everyone.');
    });
    renderScreen();
    const queues = await screen.findByRole('region', { name: 'Queues' });
    await userEvent.click(within(queues).getByRole('button', { name: 'Promote Queues 1.2.0' }));
    expect(within(await dialog()).getByText('Promote Queues 1.2.0 to every member?')).toBeInTheDocument();
    expect(fake.calls('POST admin/releases/mf-queues/promote')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('1.2.0-cccccccccccc is now live for everyone.')).toBeInTheDocument();
    expect(fake.calls('POST admin/releases/mf-queues/promote')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Canary 1.2.0 for 25% of staff')).toBeNull());
    expect(fake.calls('GET admin/releases')).toHaveLength(2);
  });

  it('No keeps the canary a canary', async () => {
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Promote Queues 1.2.0' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls('POST admin/releases/mf-queues/promote')).toHaveLength(0);
  });

  it('rolls back to the release live before, named in the question', async () => {
    fake.on(
      'POST admin/releases/mf-queues/rollback',
      ok(
        { live: { ...V100, state: 'live' }, from: V101.releaseId },
        'mf-queues is back on 1.0.0-aaaaaaaaaaaa (was 1.0.1-bbbbbbbbbbbb).',
      ),
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Roll Queues back' }));
    expect(
      within(await dialog()).getByText(
        'Roll Queues back to 1.0.0? Everyone gets it at once. The canary 1.2.0 ends too.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('mf-queues is back on 1.0.0-aaaaaaaaaaaa (was 1.0.1-bbbbbbbbbbbb).'),
    ).toBeInTheDocument();
    expect(fake.calls('POST admin/releases/mf-queues/rollback')[0]!.body).toEqual({});
  });

  it('ends the canary only, after confirming: its members go back to the live release', async () => {
    fake.on(
      'POST admin/releases/mf-queues/rollback',
      ok(
        { live: { ...V101, state: 'live' }, from: V120.releaseId },
        'mf-queues is back on 1.0.1-bbbbbbbbbbbb (was 1.2.0-cccccccccccc).',
      ),
    );
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'End the Queues canary' }));
    expect(
      within(await dialog()).getByText('End the Queues canary 1.2.0? Its members go back to 1.0.1.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('mf-queues is back on 1.0.1-bbbbbbbbbbbb (was 1.2.0-cccccccccccc).'),
    ).toBeInTheDocument();
    expect(fake.calls('POST admin/releases/mf-queues/rollback')[0]!.body).toEqual({
      releaseId: V101.releaseId,
    });
  });

  it('puts a retired release back from its history row, after confirming', async () => {
    fake.on(
      'POST admin/releases/mf-queues/rollback',
      ok(
        { live: { ...V100, state: 'live' }, from: V101.releaseId },
        'mf-queues is back on 1.0.0-aaaaaaaaaaaa.',
      ),
    );
    renderScreen();
    await screen.findByRole('region', { name: 'Queues' });
    // Only a retired release can be put back.
    expect(within(historyRow(V101.releaseId)).queryByRole('button')).toBeNull();
    expect(within(historyRow(V120.releaseId)).queryByRole('button')).toBeNull();
    await userEvent.click(
      within(historyRow(V100.releaseId)).getByRole('button', { name: 'Put back Queues 1.0.0' }),
    );
    expect(
      within(await dialog()).getByText(
        'Put Queues 1.0.0 back live? Everyone gets it at once. The canary 1.2.0 ends too.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('mf-queues is back on 1.0.0-aaaaaaaaaaaa.')).toBeInTheDocument();
    expect(fake.calls('POST admin/releases/mf-queues/rollback')[0]!.body).toEqual({
      releaseId: V100.releaseId,
    });
  });

  it("shows the server's refusal of a promote as a toast", async () => {
    fake.on('POST admin/releases/mf-queues/promote', failed('Queues has no canary release to promote.', 409));
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Promote Queues 1.2.0' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Queues has no canary release to promote.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
