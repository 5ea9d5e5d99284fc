import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { rememberOrderTrail } from '@earrival/shared/orderTrail';
import { failed, installFakeApi, ok } from '@earrival/shared/testing';
import { detailPath, makeOrderDetail } from '../testing/orderFixture';
import { renderDetail } from '../testing/renderDetail';

jest.setTimeout(20_000);

/** Where the router is, shown beside the screen. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}
const address = () => screen.getByTestId('address').textContent;

const LIST = '/admin/pending-order?search=perez&page=2';
const remember = () =>
  rememberOrderTrail({ listUrl: LIST, listLabel: 'Pending Orders', orderIds: [4100, 4242, 4300] });

const bar = () => screen.getByRole('region', { name: 'Actions for order 4242' });
const heading = () => screen.getByRole('heading', { level: 1 });

beforeEach(() => sessionStorage.clear());

describe('the order action bar: the list the order came from', () => {
  it('offers Back to list, Previous and Next through the remembered list, and follows them', async () => {
    remember();
    renderDetail(makeOrderDetail({ order_id: 4242 }), {
      others: [makeOrderDetail({ order_id: 4300 }), makeOrderDetail({ order_id: 4100 })],
      beside: <Address />,
    });
    const nav = await within(
      await screen.findByRole('region', { name: 'Actions for order 4242' }),
    ).findByRole('navigation', { name: 'Orders of the list' });
    expect(nav).toHaveTextContent('2 of 3 in Pending Orders');
    expect(within(nav).getByRole('link', { name: 'Back to list' })).toHaveAttribute('href', LIST);
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', detailPath(4100));

    await userEvent.click(within(nav).getByRole('link', { name: 'Next' }));
    expect(address()).toBe(detailPath(4300));
    const next = await screen.findByRole('region', { name: 'Actions for order 4300' });
    // The last order of the list: Next is there but can go nowhere.
    expect(within(next).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(next).getByText('3 of 3', { exact: false })).toBeInTheDocument();

    await userEvent.click(within(next).getByRole('link', { name: 'Previous' }));
    await screen.findByRole('region', { name: 'Actions for order 4242' });
    expect(address()).toBe(detailPath(4242));

    await userEvent.click(within(bar()).getByRole('link', { name: 'Back to list' }));
    expect(address()).toBe(LIST);
  });

  it('shows no Previous, Next or Back to list for an order that is not in the remembered list', async () => {
    rememberOrderTrail({ listUrl: LIST, listLabel: 'Pending Orders', orderIds: [1, 2, 3] });
    renderDetail(makeOrderDetail({ order_id: 4242 }));
    await screen.findByRole('region', { name: 'Actions for order 4242' });
    expect(within(bar()).queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to list' })).not.toBeInTheDocument();
    // The rest of the bar is there all the same.
    expect(within(bar()).getByRole('button', { name: 'Add Comment' })).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Change status' })).toBeInTheDocument();
  });

  it('shows none of them when no list was remembered at all', async () => {
    renderDetail(makeOrderDetail({ order_id: 4242 }));
    await screen.findByRole('region', { name: 'Actions for order 4242' });
    expect(within(bar()).queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('the order action bar: Add Comment', () => {
  it('opens the comment form in the bar with the focus in the remark, and closes once the comment is saved', async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail({ order_id: 4242 }), { api });
    api.on(
      'POST admin/add-new-remark',
      ok({ id: 1, order_id: 4242, remark: 'Called', actionId: null }, 'Remark added successfully'),
    );
    await screen.findByRole('region', { name: 'Actions for order 4242' });
    const toggle = within(bar()).getByRole('button', { name: 'Add Comment' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);

    const panel = within(bar()).getByRole('region', { name: 'New comment' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByLabelText('Remark')).toHaveFocus();
    await userEvent.keyboard('Called the customer');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Comment' }));

    expect(await screen.findByText('Remark added successfully')).toBeInTheDocument();
    expect(api.calls('POST admin/add-new-remark')[0]!.body).toMatchObject({
      orderId: 4242,
      remark: 'Called the customer',
    });
    await waitFor(() => expect(within(bar()).queryByRole('region', { name: 'New comment' })).toBeNull());
    expect(toggle).toHaveFocus();
  });

  it("shows the server's refusal in the bar's form and keeps it open with the remark", async () => {
    const api = installFakeApi();
    renderDetail(makeOrderDetail({ order_id: 4242 }), { api });
    api.on('POST admin/add-new-remark', failed('Order 4242 was deleted meanwhile', 409));
    await screen.findByRole('region', { name: 'Actions for order 4242' });
    await userEvent.click(within(bar()).getByRole('button', { name: 'Add Comment' }));
    const panel = within(bar()).getByRole('region', { name: 'New comment' });
    await userEvent.keyboard('Something');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Comment' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Order 4242 was deleted meanwhile');
    expect(within(panel).getByLabelText('Remark')).toHaveValue('Something');
  });

  it('closes with Escape and gives the focus back to its button', async () => {
    renderDetail(makeOrderDetail({ order_id: 4242 }));
    await screen.findByRole('region', { name: 'Actions for order 4242' });
    await userEvent.click(within(bar()).getByRole('button', { name: 'Add Comment' }));
    expect(within(bar()).getByLabelText('Remark')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(within(bar()).queryByRole('region', { name: 'New comment' })).not.toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Add Comment' })).toHaveFocus();
  });
});

describe('the order page by keyboard', () => {
  it('puts the focus on the one page heading once the order is shown', async () => {
    renderDetail(makeOrderDetail({ order_id: 4242 }));
    await screen.findByRole('region', { name: 'Actions for order 4242' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(heading()).toHaveFocus());
    expect(heading()).toHaveAttribute('tabindex', '-1');
  });

  it('c opens Add Comment with the focus in the remark; n, p and u follow the list', async () => {
    remember();
    renderDetail(makeOrderDetail({ order_id: 4242 }), {
      others: [makeOrderDetail({ order_id: 4300 }), makeOrderDetail({ order_id: 4100 })],
      beside: <Address />,
    });
    await screen.findByRole('region', { name: 'Actions for order 4242' });
    await waitFor(() => expect(heading()).toHaveFocus());

    await userEvent.keyboard('c');
    const remark = within(bar()).getByLabelText('Remark');
    expect(remark).toHaveFocus();
    // The key opened the form; it is not typed into it. Keys typed in the field are text, not shortcuts.
    expect(remark).toHaveValue('');
    await userEvent.keyboard('np');
    expect(remark).toHaveValue('np');
    expect(address()).toBe(detailPath(4242));
    await userEvent.keyboard('{Escape}');

    await userEvent.keyboard('n');
    expect(address()).toBe(detailPath(4300));
    await screen.findByRole('region', { name: 'Actions for order 4300' });
    // The next order's page starts at its heading again.
    await waitFor(() => expect(heading()).toHaveFocus());

    await userEvent.keyboard('p');
    expect(address()).toBe(detailPath(4242));
    await screen.findByRole('region', { name: 'Actions for order 4242' });
    await userEvent.keyboard('p');
    expect(address()).toBe(detailPath(4100));
    await screen.findByRole('region', { name: 'Actions for order 4100' });
    // The first order of the list: p has nowhere to go.
    await userEvent.keyboard('p');
    expect(address()).toBe(detailPath(4100));

    await userEvent.keyboard('u');
    expect(address()).toBe(LIST);
  });

  it('n, p and u do nothing without a remembered list; c still opens the comment', async () => {
    renderDetail(makeOrderDetail({ order_id: 4242 }), { beside: <Address /> });
    await screen.findByRole('region', { name: 'Actions for order 4242' });
    await userEvent.keyboard('npu');
    expect(address()).toBe(detailPath(4242));
    await userEvent.keyboard('c');
    expect(within(bar()).getByLabelText('Remark')).toHaveFocus();
  });
});
