import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { movedText } from '@earrival/shared/status';
import { eventBus, type AppEvent } from '@earrival/shared/bus';
import { PROCESS_STATUSES, type ProcessStatus } from '@earrival/shared/types';
import { failed, installFakeApi, ok } from '@earrival/shared/testing';
import { detailPath, makeOrderDetail } from '../../../testing/orderFixture';
import { renderDetail } from '../../../testing/renderDetail';

const ALL = [
  'Awaiting Response',
  'Completed Refunds',
  'Completed Orders',
  'Delete',
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

const statusButtons = () =>
  within(screen.getByRole('group', { name: 'Move the order to' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('status buttons', () => {
  it.each(PROCESS_STATUSES)('an order in %s offers every move but to its own status', async (status) => {
    renderDetail(makeOrderDetail({ process_status: status }));
    await screen.findByRole('group', { name: 'Move the order to' });
    const own = BUTTON_OF[status];
    expect(statusButtons()).toEqual(ALL.filter((label) => label !== own));
  });

  it.each([
    ['Awaiting', 'Awaiting Response', 0],
    ['Refunds', 'Refunded', 1],
    ['AwaitingGovt', 'Awaiting Govt', 5],
    ['ChargeBack', 'Charge Back', 7],
  ] as const)(
    'shows %s by its label in the slot of its hidden button, not as a hole',
    async (status, label, slot) => {
      renderDetail(makeOrderDetail({ process_status: status }));
      const group = await screen.findByRole('group', { name: 'Move the order to' });
      const current = within(group).getByTitle('Current status');
      expect(current).toHaveTextContent(`Current status: ${label}`);
      expect(current).toBeVisible();
      const slots = Array.from(group.querySelectorAll('.od-status-slot'));
      expect(slots.indexOf(current.parentElement!)).toBe(slot);
      expect(within(slots[slot] as HTMLElement).getByRole('button', { hidden: true })).toHaveAttribute(
        'aria-hidden',
        'true',
      );
      expect(group.textContent).not.toMatch(/AwaitingGovt|ChargeBack/);
    },
  );

  it.each(['New', 'Pending'] as const)(
    'shows %s, which has no button, by its label after the buttons',
    async (status) => {
      renderDetail(makeOrderDetail({ process_status: status }));
      const group = await screen.findByRole('group', { name: 'Move the order to' });
      const current = within(group).getByTitle('Current status');
      expect(current).toHaveTextContent(`Current status: ${status}`);
      expect(current.parentElement).toBe(group);
      expect(group.lastElementChild).toBe(current);
      expect(statusButtons()).toEqual(ALL);
    },
  );

  it('moves the order, says so, and tells the page so the screen, the lists and the badges refresh', async () => {
    const api = installFakeApi();
    const events: AppEvent[] = [];
    const subscription = eventBus.all().subscribe((event) => events.push(event));
    const { state } = renderDetail(makeOrderDetail({ process_status: 'New' }), { api });
    api.on('PUT admin/move-order-status', (request) => {
      state.order = { ...state.order, process_status: request.body.updatingStatus as ProcessStatus };
      return ok({ updated: 1, actionId: null }, 'Order status has been updated successfully');
    });
    await screen.findByRole('group', { name: 'Move the order to' });
    await userEvent.click(screen.getByRole('button', { name: 'Awaiting Govt' }));

    expect(await screen.findByText('Order status has been updated successfully')).toBeInTheDocument();
    expect(api.calls('PUT admin/move-order-status')[0]!.body).toMatchObject({
      orderId: 4242,
      updatingStatus: 'AwaitingGovt',
    });
    expect(events.map((e) => e.type)).toEqual(['order-updated', 'counts-changed']);
    // The refetched order hides the button of its new status.
    await screen.findByText((_, el) => el?.textContent === 'Current status: Awaiting Govt');
    expect(statusButtons()).not.toContain('Awaiting Govt');
    expect(api.calls('GET admin/get-orders-details/4242').length).toBeGreaterThanOrEqual(2);
    subscription.unsubscribe();
  });

  it('asks before Delete and sends nothing on No', async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail({ process_status: 'Pending' }), { api });
    api.on(
      'PUT admin/move-order-status',
      ok({ updated: 1, actionId: null }, 'Order has been deleted successfully'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete order 4242?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(api.calls('PUT admin/move-order-status')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Order has been deleted successfully')).toBeInTheDocument();
    expect(api.calls('PUT admin/move-order-status')[0]!.body).toMatchObject({ updatingStatus: 'Deleted' });
  });

  it('keeps every button in its place after a move: the current status is hidden, not removed', async () => {
    const api = installFakeApi();
    const { state } = renderDetail(makeOrderDetail({ process_status: 'Pending' }), { api });
    api.on('PUT admin/move-order-status', (request) => {
      state.order = { ...state.order, process_status: request.body.updatingStatus as ProcessStatus };
      return ok({ updated: 1, actionId: null }, movedText([4242], 'Awaiting'));
    });
    await screen.findByRole('group', { name: 'Move the order to' });
    const group = screen.getByRole('group', { name: 'Move the order to' });
    const before = within(group).getAllByRole('button', { hidden: true });
    expect(before.map((b) => b.textContent)).toEqual(ALL);
    await userEvent.click(screen.getByRole('button', { name: 'Awaiting Response' }));
    await screen.findByText((_, el) => el?.textContent === 'Current status: Awaiting Response');

    // The same eight buttons, the same elements, in the same order; the pressed one is now hidden in place.
    const after = within(group).getAllByRole('button', { hidden: true });
    expect(after).toHaveLength(8);
    after.forEach((button, i) => expect(button).toBe(before[i]));
    expect(after[0]).toHaveClass('invisible');
    expect(after[0]).toHaveAttribute('aria-hidden', 'true');
    expect(after[0]).toBeDisabled();
    // The hole is filled: the status's label lies in the pressed button's slot.
    expect(after[0]!.parentElement).toHaveTextContent('Current status: Awaiting Response');
    expect(statusButtons()).toEqual(ALL.filter((label) => label !== 'Awaiting Response'));
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
    await userEvent.click(await screen.findByRole('button', { name: 'Completed Orders' }));
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
    await userEvent.click(await screen.findByRole('button', { name: 'Awaiting Govt' }));
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
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('You may delete only orders in Future Order')).toBeInTheDocument();
  });
});
