import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, type AppEvent } from '@earrival/shared/bus';
import { PROCESS_STATUSES, type ProcessStatus } from '@earrival/shared/types';
import { failed, installFakeApi, ok } from '@earrival/shared/testing';
import { makeOrderDetail } from '../../../testing/orderFixture';
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
    await screen.findByRole('region', { name: 'Change Status' });
    const own = BUTTON_OF[status];
    expect(statusButtons()).toEqual(ALL.filter((label) => label !== own));
  });

  it('moves the order, says so, and tells the page so the screen, the lists and the badges refresh', async () => {
    const api = installFakeApi();
    const events: AppEvent[] = [];
    const subscription = eventBus.all().subscribe((event) => events.push(event));
    const { state } = renderDetail(makeOrderDetail({ process_status: 'New' }), { api });
    api.on('PUT admin/move-order-status', (request) => {
      state.order = { ...state.order, process_status: request.body.updatingStatus as ProcessStatus };
      return ok({ updated: 1 }, 'Order status has been updated successfully');
    });
    await screen.findByRole('region', { name: 'Change Status' });
    await userEvent.click(screen.getByRole('button', { name: 'Awaiting Govt' }));

    expect(await screen.findByText('Order status has been updated successfully')).toBeInTheDocument();
    expect(api.calls('PUT admin/move-order-status')[0]!.body).toMatchObject({
      orderId: 4242,
      updatingStatus: 'AwaitingGovt',
    });
    expect(events.map((e) => e.type)).toEqual(['order-updated', 'counts-changed']);
    // The refetched order hides the button of its new status.
    await screen.findByText((_, el) => el?.textContent === 'Current status: AwaitingGovt');
    expect(statusButtons()).not.toContain('Awaiting Govt');
    expect(api.calls('GET admin/get-orders-details/4242').length).toBeGreaterThanOrEqual(2);
    subscription.unsubscribe();
  });

  it('asks before Delete and sends nothing on No', async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail({ process_status: 'Pending' }), { api });
    api.on('PUT admin/move-order-status', ok({ updated: 1 }, 'Order has been deleted successfully'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(api.calls('PUT admin/move-order-status')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Order has been deleted successfully')).toBeInTheDocument();
    expect(api.calls('PUT admin/move-order-status')[0]!.body).toMatchObject({ updatingStatus: 'Deleted' });
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
