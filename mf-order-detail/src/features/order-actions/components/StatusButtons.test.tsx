import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { movedText } from '@earrival/shared/status';
import { eventBus, type AppEvent } from '@earrival/shared/bus';
import { PROCESS_STATUSES, type ProcessStatus } from '@earrival/shared/types';
import { failed, installFakeApi, ok } from '@earrival/shared/testing';
import { detailPath, makeOrderDetail, storedDoc } from '../../../testing/orderFixture';
import { renderDetail } from '../../../testing/renderDetail';

/** The moves, in the spec's order, without Delete, which stands apart. */
const MOVES = [
  'Awaiting Response',
  'Completed Refunds',
  'Completed Orders',
  'Contact Customer',
  'Awaiting Govt',
  'Customer Called',
  'Charge Back',
];
/** The button that moves an order to each status (New and Pending have none). */
const BUTTON_OF: Partial<Record<ProcessStatus, string>> = {
  Awaiting: 'Awaiting Response',
  Refunds: 'Completed Refunds',
  Completed: 'Completed Orders',
  Deleted: 'Delete',
  'Contact Customer': 'Contact Customer',
  AwaitingGovt: 'Awaiting Govt',
  'Customer Called': 'Customer Called',
  ChargeBack: 'Charge Back',
};

const bar = () => screen.getByRole('region', { name: /^Actions for order/ });
const toggle = () => within(bar()).getByRole('button', { name: 'Change status' });
/** Opens the fold the moves sit behind (at every width, as on a phone). */
const openMoves = async () => {
  await userEvent.click(
    await within(await screen.findByRole('region', { name: /^Actions for order/ })).findByRole('button', {
      name: 'Change status',
    }),
  );
  return screen.getByRole('group', { name: 'Move the order to' });
};
const statusButtons = () =>
  within(screen.getByRole('group', { name: 'Move the order to' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
const confirmDialog = () => screen.findByRole('dialog');

describe('status buttons', () => {
  it.each(PROCESS_STATUSES)('an order in %s offers every move but to its own status', async (status) => {
    renderDetail(makeOrderDetail({ process_status: status }));
    await openMoves();
    const own = BUTTON_OF[status];
    expect(statusButtons()).toEqual(MOVES.filter((label) => label !== own));
  });

  it.each(PROCESS_STATUSES.filter((status) => status !== 'Deleted'))(
    'sets Delete apart from the moves of an order in %s',
    async (status) => {
      renderDetail(makeOrderDetail({ process_status: status }));
      await openMoves();
      const apart = screen.getByRole('group', { name: 'Delete the order' });
      expect(within(apart).getByRole('button', { name: 'Delete' })).toBeVisible();
      expect(statusButtons()).not.toContain('Delete');
    },
  );

  it('offers no Delete for an order deleted already', async () => {
    renderDetail(makeOrderDetail({ process_status: 'Deleted' }));
    await openMoves();
    expect(screen.queryByRole('group', { name: 'Delete the order' })).not.toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: 'Delete', hidden: true })).not.toBeInTheDocument();
  });

  it.each([
    ['New', 'New'],
    ['Pending', 'Pending'],
    ['Awaiting', 'Awaiting Response'],
    ['Refunds', 'Refunded'],
    ['AwaitingGovt', 'Awaiting Govt'],
    ['ChargeBack', 'Charge Back'],
  ] as const)('shows %s as a badge, not as a button, and no button of its own', async (status, label) => {
    renderDetail(makeOrderDetail({ process_status: status }));
    const current = await within(
      await screen.findByRole('region', { name: /^Actions for order/ }),
    ).findByTitle('Current status');
    expect(current).toHaveTextContent(`Current status: ${label}`);
    expect(current).toBeVisible();
    expect(current).toHaveClass('badge');
    expect(current.closest('button')).toBeNull();
    expect(current.closest('[role="group"]')).toBeNull();
    await openMoves();
    // The spec hides the current status's button: not shown, not even kept invisible.
    const own = BUTTON_OF[status];
    if (own) expect(within(bar()).queryByRole('button', { name: own, hidden: true })).not.toBeInTheDocument();
    expect(bar().textContent).not.toMatch(/AwaitingGovt|ChargeBack/);
  });

  it('folds the moves behind Change status, at every width as on a phone', async () => {
    renderDetail(makeOrderDetail({ process_status: 'Pending' }));
    const button = await within(await screen.findByRole('region', { name: /^Actions for order/ })).findByRole(
      'button',
      { name: 'Change status' },
    );
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Move the order to' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Completed Orders' })).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Move the order to' })).toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Move the order to' })).not.toBeInTheDocument();
  });

  it.each(['New', 'Pending', 'Awaiting', 'AwaitingGovt', 'Contact Customer'] as const)(
    'makes Completed Orders the one solid move of an order in %s once its document is stored',
    async (status) => {
      renderDetail(makeOrderDetail({ process_status: status, uploadDoc: [storedDoc] }));
      const group = await openMoves();
      const solid = within(group)
        .getAllByRole('button')
        .filter((button) => !Array.from(button.classList).some((c) => c.startsWith('btn-outline-')));
      expect(solid.map((button) => button.textContent)).toEqual(['Completed Orders']);
      expect(solid[0]).toHaveClass('btn-success');
    },
  );

  it.each([
    ['Pending', []],
    ['Completed', [storedDoc]],
    ['ChargeBack', [storedDoc]],
  ] as const)('shows no move solid for an order in %s with %j', async (status, uploadDoc) => {
    renderDetail(makeOrderDetail({ process_status: status, uploadDoc: [...uploadDoc] }));
    const group = await openMoves();
    for (const button of within(group).getAllByRole('button'))
      expect(Array.from(button.classList).some((c) => c.startsWith('btn-outline-'))).toBe(true);
  });

  it('moves the order, says so, and tells the page so the screen, the lists and the badges refresh', async () => {
    const api = installFakeApi();
    const events: AppEvent[] = [];
    const subscription = eventBus.all().subscribe((event) => events.push(event));
    const { state } = renderDetail(makeOrderDetail({ process_status: 'New' }), { api });
    api.on('PUT admin/move-order-status', (request) => {
      state.order = { ...state.order, process_status: request.body.updatingStatus as ProcessStatus };
      return ok({ updated: 1, actionId: null }, 'Order status has been updated successfully');
    });
    await openMoves();
    await userEvent.click(screen.getByRole('button', { name: 'Awaiting Govt' }));

    expect(await screen.findByText('Order status has been updated successfully')).toBeInTheDocument();
    expect(api.calls('PUT admin/move-order-status')[0]!.body).toMatchObject({
      orderId: 4242,
      updatingStatus: 'AwaitingGovt',
    });
    expect(events.map((e) => e.type)).toEqual(['order-updated', 'counts-changed']);
    // The badge follows the refetched order; the fold closes, the focus back on its toggle.
    await screen.findByText((_, el) => el?.textContent === 'Current status: Awaiting Govt');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    await userEvent.click(toggle());
    expect(statusButtons()).not.toContain('Awaiting Govt');
    expect(statusButtons()).toContain('Awaiting Response');
    expect(api.calls('GET admin/get-orders-details/4242').length).toBeGreaterThanOrEqual(2);
    subscription.unsubscribe();
  });

  it('asks before Delete and deletes nothing on Cancel', async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail({ process_status: 'Pending' }), { api });
    api.on(
      'PUT admin/move-order-status',
      ok({ updated: 1, actionId: null }, 'Order has been deleted successfully'),
    );
    await openMoves();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    let dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('Delete order 4242?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('PUT admin/move-order-status')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await confirmDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Order has been deleted successfully')).toBeInTheDocument();
    expect(api.calls('PUT admin/move-order-status')[0]!.body).toMatchObject({ updatingStatus: 'Deleted' });
  });

  it('offers Undo in the toast, which puts the order back and refreshes the screen', async () => {
    const api = installFakeApi();
    const events: AppEvent[] = [];
    const subscription = eventBus.all().subscribe((event) => events.push(event));
    const { state } = renderDetail(makeOrderDetail({ process_status: 'New' }), { api });
    api.on('PUT admin/move-order-status', (request) => {
      state.order = { ...state.order, process_status: request.body.updatingStatus as ProcessStatus };
      return ok(
        { updated: 1, actionId: '0b6a1f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b' },
        movedText([4242], 'Completed'),
      );
    });
    api.on('POST admin/undo-action', () => {
      state.order = { ...state.order, process_status: 'New' };
      return ok({ orderIds: [4242] }, 'Undone: Order 4242 put back as before');
    });
    await openMoves();
    await userEvent.click(screen.getByRole('button', { name: 'Completed Orders' }));
    const toast = (await screen.findByText('Order 4242 → Completed')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    await screen.findByText((_, el) => el?.textContent === 'Current status: Completed');
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Undone: Order 4242 put back as before')).toBeInTheDocument();
    expect(api.calls('POST admin/undo-action')[0]!.body).toEqual({
      actionId: '0b6a1f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    });
    await screen.findByText((_, el) => el?.textContent === 'Current status: New');
    expect(events).toContainEqual({ type: 'order-updated', orderId: 4242, source: 'undo' });
    expect(events).toContainEqual({ type: 'counts-changed', source: 'undo' });
    subscription.unsubscribe();
  });

  it('names the order and the move in the Undo toast, and its Undo puts that order back from any page', async () => {
    const api = installFakeApi();
    const events: AppEvent[] = [];
    const subscription = eventBus.all().subscribe((event) => events.push(event));
    const ACTION = '2c7d9e10-3f4a-4b5c-8d6e-7f8091a2b3c4';
    function OpenOther() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(detailPath(4300))}>
          Open 4300
        </button>
      );
    }
    const { state } = renderDetail(makeOrderDetail({ order_id: 4242, process_status: 'New' }), {
      api,
      others: [makeOrderDetail({ order_id: 4300, process_status: 'Pending' })],
      beside: <OpenOther />,
    });
    api.on('PUT admin/move-order-status', (request) => {
      state.order = { ...state.order, process_status: request.body.updatingStatus as ProcessStatus };
      return ok({ updated: 1, actionId: ACTION }, movedText([4242], 'AwaitingGovt'));
    });
    api.on('POST admin/undo-action', () => {
      state.order = { ...state.order, process_status: 'New' };
      return ok({ orderIds: [4242] }, 'Undone: Order 4242 put back as before');
    });
    await openMoves();
    await userEvent.click(screen.getByRole('button', { name: 'Awaiting Govt' }));
    const toast = (await screen.findByText('Order 4242 → Awaiting Govt')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(toast).toHaveTextContent(/^Order 4242 → Awaiting Govt · Undo$/);

    // On to another order: the toast stays, and its Undo still means order 4242.
    await userEvent.click(screen.getByRole('button', { name: 'Open 4300' }));
    await screen.findByText((_, el) => el?.textContent === 'Current status: Pending');
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await within(toast).findByText('Undone: Order 4242 put back as before')).toBeInTheDocument();
    expect(api.calls('POST admin/undo-action').map((call) => call.body)).toEqual([{ actionId: ACTION }]);
    expect(api.calls('PUT admin/move-order-status')).toHaveLength(1);
    expect(events).toContainEqual({ type: 'order-updated', orderId: 4242, source: 'undo' });
    // The page shown is still order 4300's, untouched.
    expect(screen.getByText((_, el) => el?.textContent === 'Current status: Pending')).toBeInTheDocument();
    subscription.unsubscribe();
  });

  it("shows the server's refusal as a toast", async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail({ process_status: 'New' }), { api });
    api.on('PUT admin/move-order-status', failed('You may delete only orders in Future Order', 403));
    await openMoves();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await confirmDialog()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You may delete only orders in Future Order')).toBeInTheDocument();
  });
});
