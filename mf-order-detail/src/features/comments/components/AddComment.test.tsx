import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, type AppEvent } from '@earrival/shared/bus';
import { type Remark } from '@earrival/shared/types';
import { failed, installFakeApi, ok } from '@earrival/shared/testing';
import { makeOrderDetail } from '../../../testing/orderFixture';
import { renderDetail } from '../../../testing/renderDetail';

const saved: Remark = {
  id: 31,
  order_id: 4242,
  us_date: '11/21/2026',
  us_time: '15:50:00',
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
      return ok(saved, 'Remark added successfully');
    });
    const panel = await screen.findByRole('region', { name: 'Add Comment Below' });
    await userEvent.type(within(panel).getByLabelText('Remark'), '  Customer asked for a refund ');
    await userEvent.click(within(panel).getByLabelText('Telephone'));
    await userEvent.click(within(panel).getByLabelText('Refund'));
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Comment' }));

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

  it("keeps the remark and shows the server's message when it is refused", async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail(), { api });
    api.on('POST admin/add-new-remark', failed('Remark is too long (at most 2000 characters)'));
    const panel = await screen.findByRole('region', { name: 'Add Comment Below' });
    await userEvent.type(within(panel).getByLabelText('Remark'), 'Something');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Comment' }));
    expect(await screen.findByText('Remark is too long (at most 2000 characters)')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Remark')).toHaveValue('Something');
  });
});
