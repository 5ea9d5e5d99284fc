import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, type AppEvent } from '@earrival/shared/bus';
import { type Remark } from '@earrival/shared/types';
import { failed, installFakeApi, ok } from '@earrival/shared/testing';
import { makeOrderDetail } from '../../../testing/orderFixture';
import { renderDetail } from '../../../testing/renderDetail';

// Typing, ticking and confirming takes more than jest's default 5 s on the shared test machines.
jest.setTimeout(20_000);

const saved: Remark = {
  id: 31,
  order_id: 4242,
  us_date: '11/21/2026',
  us_time: '15:50:00',
  create_ts: '2026-11-21T20:50:00.000Z',
  remark_name: 'Team Member',
  remark: 'Customer asked for a refund',
  whatsapp: 'N',
  telephone: 'Y',
  status_refund: 'Y',
  voided: 'N',
  chargeback: 'N',
  report_error: 'N',
};

describe('Add Comment Below', () => {
  it('asks for a remark before sending anything, and puts the focus on it', async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail(), { api });
    const panel = await screen.findByRole('region', { name: 'Add Comment Below' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Comment' }));
    expect(await within(panel).findByText('Please enter your remark')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Remark')).toHaveFocus();
    expect(api.calls('POST admin/add-new-remark')).toHaveLength(0);
  });

  it('sends the remark with the ticked flags, shows the toast, and the new comment appears in Comment History', async () => {
    const api = installFakeApi();
    const events: AppEvent[] = [];
    const subscription = eventBus.all().subscribe((event) => events.push(event));
    const { state } = renderDetail(makeOrderDetail(), { api });
    api.on('POST admin/add-new-remark', () => {
      state.order = { ...state.order, remark: [saved] };
      return ok({ ...saved, actionId: null }, 'Remark added successfully');
    });
    const panel = await screen.findByRole('region', { name: 'Add Comment Below' });
    await userEvent.type(within(panel).getByLabelText('Remark'), '  Customer asked for a refund ');
    await userEvent.click(within(panel).getByLabelText('Telephone'));
    await userEvent.click(within(panel).getByLabelText('Refund'));
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Comment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Remark added successfully')).toBeInTheDocument();
    expect(api.calls('POST admin/add-new-remark')[0]!.body).toEqual({
      orderId: 4242,
      remark: 'Customer asked for a refund',
      remarkerName: 'Team Member',
      whatsapp: 'N',
      telephone: 'Y',
      statusRefund: 'Y',
      voided: 'N',
      chargeBack: 'N',
    });
    const history = screen.getByRole('table', { name: 'Comment History' });
    expect(
      await within(history).findByRole('row', { name: '1 4242 11/21/2026 15:50:00 Team Member Show' }),
    ).toBeInTheDocument();
    expect(within(panel).getByLabelText('Remark')).toHaveValue('');
    // A refund flag moves the order into the Refund folder: the badges refresh too.
    expect(events.map((e) => e.type)).toEqual(['order-updated', 'counts-changed']);
    subscription.unsubscribe();
  });

  it('Ctrl+Enter in the remark sends the comment', async () => {
    const api = installFakeApi();
    const { state } = renderDetail(makeOrderDetail(), { api });
    api.on('POST admin/add-new-remark', () => {
      state.order = { ...state.order, remark: [{ ...saved, status_refund: 'N', remark: 'Called back' }] };
      return ok({ ...saved, actionId: null }, 'Remark added successfully');
    });
    const panel = await screen.findByRole('region', { name: 'Add Comment Below' });
    await userEvent.type(within(panel).getByLabelText('Remark'), 'Called back');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Remark added successfully')).toBeInTheDocument();
    expect(api.calls('POST admin/add-new-remark')[0]!.body).toMatchObject({ remark: 'Called back' });
  });

  it('says what the Refund flag will do, and asks before the comment moves the order', async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail(), { api });
    api.on('POST admin/add-new-remark', ok({ ...saved, actionId: null }, 'Remark added successfully'));
    const panel = await screen.findByRole('region', { name: 'Add Comment Below' });
    expect(within(panel).queryByText(/moves order/)).not.toBeInTheDocument();
    await userEvent.type(within(panel).getByLabelText('Remark'), 'Wants the money back');
    await userEvent.click(within(panel).getByLabelText('Refund'));
    expect(within(panel).getByRole('note')).toHaveTextContent(
      'This comment also moves order 4242 to Refund.',
    );

    await userEvent.click(within(panel).getByRole('button', { name: 'Add Comment' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'This comment also moves order 4242 to Refund. Add the comment and move it?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.calls('POST admin/add-new-remark')).toHaveLength(0);
    expect(within(panel).getByLabelText('Remark')).toHaveValue('Wants the money back');
    expect(within(panel).getByRole('button', { name: 'Add Comment' })).toBeEnabled();

    // Without the flag the comment goes at once: nothing moves, nothing to confirm.
    await userEvent.click(within(panel).getByLabelText('Refund'));
    expect(within(panel).queryByRole('note')).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Comment' }));
    await screen.findByText('Remark added successfully');
    expect(api.calls('POST admin/add-new-remark')[0]!.body).toMatchObject({ statusRefund: 'N' });
  });

  it('offers Undo of the move to Refund after a flagged comment', async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail(), { api });
    api.on(
      'POST admin/add-new-remark',
      ok({ ...saved, actionId: '0b6a1f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b' }, 'Comment added successfully'),
    );
    api.on('POST admin/undo-action', ok({ orderIds: [4242] }, 'Undone: Order 4242 put back as before'));
    const panel = await screen.findByRole('region', { name: 'Add Comment Below' });
    await userEvent.type(within(panel).getByLabelText('Remark'), 'Refund please');
    await userEvent.click(within(panel).getByLabelText('Refund'));
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Comment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    const toast = (await screen.findByText('Comment added successfully')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: Order 4242 put back as before')).toBeInTheDocument();
  });

  it('does not ask when the order already has a refund requested', async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail({ refund_date: '2026-11-02T10:00:00.000Z' }), { api });
    api.on('POST admin/add-new-remark', ok({ ...saved, actionId: null }, 'Remark added successfully'));
    const panel = await screen.findByRole('region', { name: 'Add Comment Below' });
    await userEvent.type(within(panel).getByLabelText('Remark'), 'Still waiting');
    await userEvent.click(within(panel).getByLabelText('Refund'));
    expect(within(panel).getByRole('note')).toHaveTextContent('Order 4242 is already in Refund');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Comment' }));
    expect(await screen.findByText('Remark added successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the remark and shows the server's refusal in the form, announced, not in a passing toast", async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail(), { api });
    api.on('POST admin/add-new-remark', failed('Remark is too long (at most 2000 characters)'));
    const panel = await screen.findByRole('region', { name: 'Add Comment Below' });
    await userEvent.type(within(panel).getByLabelText('Remark'), 'Something');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Comment' }));
    const form = within(panel).getByRole('form', { name: 'Add Comment' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Remark is too long (at most 2000 characters)',
    );
    expect(screen.getAllByText('Remark is too long (at most 2000 characters)')).toHaveLength(1);
    expect(within(panel).getByLabelText('Remark')).toHaveValue('Something');

    // The next try that goes through clears it.
    api.on('POST admin/add-new-remark', ok({ ...saved, actionId: null }, 'Remark added successfully'));
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Comment' }));
    await screen.findByText('Remark added successfully');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });
});
