import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeId } from '@earrival/shared/util';
import { failed, installFakeApi, ok, type FakeApi } from '@earrival/shared/testing';
import { completedOrder, historyReply, renderVisitor } from '../../../testing/visitorPage';
import { LINK_REFUSED_TEXT } from './TrackOrderScreen';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
});
afterEach(() => fake.restore());

const orderField = () => screen.getByLabelText('Order ID');
const emailField = () => screen.getByLabelText('Email ID');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'TRACK ORDER' }));

describe('Track order', () => {
  it('shows the heading, the two fields with the order id from the address, and Contact Support', () => {
    renderVisitor('/track-order/100001');
    expect(screen.getByRole('heading', { name: 'Download your Cuba Arrival Card' })).toBeInTheDocument();
    expect(orderField()).toHaveValue('100001');
    expect(emailField()).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      'https://cuba-earrival.example/contact-us',
    );
  });

  it('shows the number for the encoded id an e-mail link carries', () => {
    renderVisitor(`/track-order/${encodeId(100042)}`);
    expect(orderField()).toHaveValue('100042');
  });

  it("says 'Please enter your orderId' and 'Please enter your email', focuses the first, and calls nothing", async () => {
    renderVisitor('/track-order/');
    await submit();
    expect(await screen.findByText('Please enter your orderId')).toHaveAttribute(
      'id',
      orderField().getAttribute('aria-describedby'),
    );
    expect(screen.getByText('Please enter your email')).toHaveAttribute(
      'id',
      emailField().getAttribute('aria-describedby'),
    );
    expect(orderField()).toHaveFocus();
    expect(fake.requests).toHaveLength(0);
  });

  it('validates while typing: clearing the order id says so at once', async () => {
    renderVisitor('/track-order/100001');
    await userEvent.clear(orderField());
    expect(await screen.findByText('Please enter your orderId')).toBeInTheDocument();
    await userEvent.type(orderField(), '7');
    await waitFor(() => expect(screen.queryByText('Please enter your orderId')).not.toBeInTheDocument());
  });

  it('on success: a success toast, the download page, and the brand of the order', async () => {
    fake
      .on(
        'POST front/track-order',
        ok({ orderId: 100001, landingDomain: 'arrivalpass-cuba.example' }, 'Your order has been found.'),
      )
      .on(
        'POST front/get-download-history',
        historyReply(completedOrder({ landing_domain: 'arrivalpass-cuba.example' })),
      );
    renderVisitor('/track-order/100001');
    expect(screen.getByRole('navigation', { name: 'Cuba e-Arrival site' })).toBeInTheDocument();
    await userEvent.type(emailField(), '  Ana.Lopez@Example.org ');
    await submit();
    expect(await screen.findByText('Your order has been found.')).toBeInTheDocument();
    expect(fake.calls('POST front/track-order')[0]!.body).toEqual({
      orderId: '100001',
      email: 'Ana.Lopez@Example.org',
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/get-new-order-details/100001'),
    );
    const nav = await screen.findByRole('navigation', { name: 'Arrival Pass Cuba site' });
    expect(within(nav).queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument();
  });

  it("a refusal shows the server's message as an error toast and stays on the form", async () => {
    fake.on(
      'POST front/track-order',
      failed('We could not find an order with this Order ID and Email ID.', 404),
    );
    renderVisitor('/track-order/100001');
    await userEvent.type(emailField(), 'wrong@example.org');
    await submit();
    expect(
      await screen.findByText('We could not find an order with this Order ID and Email ID.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/track-order/100001');
    expect(screen.getByRole('button', { name: 'TRACK ORDER' })).toBeEnabled();
  });

  it('the rate limit message is shown as the server says it', async () => {
    const message = 'Too many attempts to track an order. Please try again in 15 minutes.';
    fake.on('POST front/track-order', failed(message, 429));
    renderVisitor('/track-order/100001');
    await userEvent.type(emailField(), 'a@example.org');
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it("while the order is locked: the server's notice on the form, no toast, no navigation, cleared by the next try", async () => {
    const notice = 'If this e-mail matches the order, we have sent it a link to your documents.';
    // HTTP 202: the same answer for the right and a wrong e-mail.
    fake.on('POST front/track-order', [202, { status: 1, message: notice, data: { checkEmail: true } }]);
    renderVisitor('/track-order/100001');
    await userEvent.type(emailField(), 'ana.lopez@example.org');
    await submit();
    const shown = await screen.findByText(notice);
    expect(shown).toHaveAttribute('role', 'status');
    expect(shown).toHaveClass('alert-info');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByText(notice)).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/track-order/100001');
    expect(fake.calls('POST front/get-download-history')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'TRACK ORDER' })).toBeEnabled();

    fake.on(
      'POST front/track-order',
      failed('Too many attempts to track an order. Please try again in 15 minutes.', 429),
    );
    await submit();
    expect(await screen.findByText(/^Too many attempts/)).toBeInTheDocument();
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it('a refused documents link (?link=invalid) says so above the form, with the order id filled in', () => {
    renderVisitor('/track-order/100001?link=invalid');
    expect(screen.getByText(LINK_REFUSED_TEXT)).toHaveAttribute('role', 'status');
    expect(orderField()).toHaveValue('100001');
  });
});
