import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, type AppEvent } from '@earrival/shared/bus';
import { failed, installFakeApi, ok, type FakeApi } from '@earrival/shared/testing';
import { notifyUndoable } from '@earrival/shared/api';
import { Toasts, notify } from '@earrival/shared/toast';

const ACTION = '6f1c1a52-8d4e-4b7a-9c3e-2f5d8a9b0c1d';

describe('the success toast with Undo', () => {
  let api: FakeApi;
  let events: AppEvent[];
  let stop: () => void;
  beforeEach(() => {
    api = installFakeApi();
    events = [];
    const subscription = eventBus.all().subscribe((event) => events.push(event));
    stop = () => subscription.unsubscribe();
    render(<Toasts autoClose={false} />);
  });
  afterEach(() => {
    stop();
    api.restore();
  });

  it('offers Undo, sends the actionId, says what came back and refreshes lists and counts', async () => {
    api.on('POST admin/undo-action', ok({ orderIds: [4242, 4243] }, 'Undone: 2 orders put back as before'));
    act(() => notifyUndoable('Order moved to Pending successfully', ACTION));
    const toast = (await screen.findByText('Order moved to Pending successfully')).closest('[role="alert"]')!;
    await userEvent.click(within(toast as HTMLElement).getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Undone: 2 orders put back as before')).toBeInTheDocument();
    expect(screen.queryByText('Order moved to Pending successfully')).not.toBeInTheDocument();
    expect(api.calls('POST admin/undo-action').map((r) => r.body)).toEqual([{ actionId: ACTION }]);
    expect(events).toEqual([
      { type: 'order-updated', orderId: 4242, source: 'undo' },
      { type: 'order-updated', orderId: 4243, source: 'undo' },
      { type: 'counts-changed', source: 'undo' },
    ]);
  });

  it("shows the server's refusal in the same toast and refreshes nothing", async () => {
    api.on('POST admin/undo-action', failed('Order 4242 changed since; nothing was undone', 409));
    act(() => notifyUndoable('Order has been deleted successfully', ACTION));
    await userEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Order 4242 changed since; nothing was undone')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(events).toEqual([]);
  });

  it('undoes once: the button is busy while the undo runs', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => undefined;
    api.on('POST admin/undo-action', () => new Promise((resolve) => (answer = resolve)));
    act(() => notify.success('Order has been assigned successfully', { undo: async () => 'unused' }));
    act(() => notifyUndoable('Order moved to Completed successfully', ACTION));
    const toast = (await screen.findByText('Order moved to Completed successfully')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    const busy = within(toast).getByRole('button', { name: 'Undoing…' });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    act(() => answer(ok({ orderIds: [4242] }, 'Undone: Order 4242 put back as before')));
    expect(await screen.findByText('Undone: Order 4242 put back as before')).toBeInTheDocument();
    expect(api.calls('POST admin/undo-action')).toHaveLength(1);
  });

  it('is a plain success toast when the change altered nothing (no actionId)', async () => {
    act(() => notifyUndoable('Order moved to Pending successfully', null));
    expect(await screen.findByText('Order moved to Pending successfully')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});
