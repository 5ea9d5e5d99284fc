import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeId } from '@earrival/shared/util';
import { failed, installFakeApi, ok, type FakeApi } from '@earrival/shared/testing';
import { completedOrder, historyReply, renderVisitor } from '../../../testing/visitorPage';
import { english } from '../../../testing/languages';

const LINK_REFUSED_TEXT = english('track.linkRefused');

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
});
afterEach(() => fake.restore());

const orderField = () => screen.getByLabelText('Order ID');
const emailField = () => screen.getByLabelText('Email ID');
const submitButton = () => screen.getByRole('button', { name: 'TRACK ORDER' });
const submit = () => userEvent.click(submitButton());

/**
 * What the page says under the form: the messages of the given role inside the track card that come after
 * the TRACK ORDER button (a toast, elsewhere on the page, is not one of them).
 */
function underTheForm(role: 'alert' | 'status'): HTMLElement[] {
  const button = submitButton();
  const card = button.closest('section')!;
  return within(card)
    .queryAllByRole(role)
    .filter((node) => button.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);
}
const texts = (nodes: HTMLElement[]) => nodes.map((node) => node.textContent);

describe('Track order', () => {
  it('shows the heading, the two fields with the order id from the address, and Contact Support', async () => {
    renderVisitor('/track-order/100001');
    // The form is a chunk of its own (TrackOrderScreen): it arrives a moment after the page.
    await screen.findByLabelText('Order ID');
    expect(screen.getByRole('heading', { name: 'Download your Cuba Arrival Card' })).toBeInTheDocument();
    expect(orderField()).toHaveValue('100001');
    expect(emailField()).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      'https://cuba-earrival.example/contact-us',
    );
  });

  it("is the site's own address (/), not 'Page not found'", () => {
    renderVisitor('/');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('heading', { name: 'Download your Cuba Arrival Card' })).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
  });

  it('posts to its own address when no script runs (the server answers the same form)', () => {
    renderVisitor('/track-order/100042');
    const form = screen.getByRole('form', { name: 'Track order' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/track-order/100042');
    expect(orderField()).toHaveAttribute('name', 'orderId');
    expect(screen.getByLabelText('Email ID')).toHaveAttribute('name', 'email');
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

  it("a refusal shows the server's message under the form (an alert) and as an error toast, and stays on the form", async () => {
    const message = 'We could not find an order with this Order ID and Email ID.';
    fake.on('POST front/track-order', failed(message, 404));
    renderVisitor('/track-order/100001');
    await userEvent.type(emailField(), 'wrong@example.org');
    await submit();
    await waitFor(() => expect(texts(underTheForm('alert'))).toEqual([message]));
    // The toast too: the same words twice on the page, once under the form and once in the toast.
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    // Inside a live region that was there before the answer, so screen readers read it out.
    expect(underTheForm('alert')[0]!.parentElement).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('location')).toHaveTextContent('/track-order/100001');
    expect(submitButton()).toBeEnabled();
  });

  it('any refusal is shown as the server says it, and the next attempt clears it', async () => {
    const message = 'Too many downloads from your connection. Please try again in 1 minute.';
    fake.on('POST front/track-order', failed(message, 429));
    renderVisitor('/track-order/100001');
    await userEvent.type(emailField(), 'a@example.org');
    await submit();
    await waitFor(() => expect(texts(underTheForm('alert'))).toEqual([message]));

    let answer: (reply: unknown) => void = () => undefined;
    fake.on(
      'POST front/track-order',
      () => new Promise((resolve) => (answer = resolve as (reply: unknown) => void)),
    );
    await submit();
    // While the next attempt runs, the old refusal is gone.
    await waitFor(() => expect(underTheForm('alert')).toEqual([]));
    answer(failed('We could not find an order with this Order ID and Email ID.', 404));
    await waitFor(() =>
      expect(texts(underTheForm('alert'))).toEqual([
        'We could not find an order with this Order ID and Email ID.',
      ]),
    );
  });

  it('a network failure is shown under the form too', async () => {
    fake.on('POST front/track-order', () => {
      throw Object.assign(new Error('Network Error'), {
        isAxiosError: true,
        name: 'AxiosError',
        code: 'ERR_NETWORK',
        toJSON: () => ({}),
      });
    });
    renderVisitor('/track-order/100001');
    await userEvent.type(emailField(), 'a@example.org');
    await submit();
    await waitFor(() =>
      expect(texts(underTheForm('alert'))).toEqual([expect.stringMatching(/Network|connection/)]),
    );
  });

  it("while the order is locked: the server's notice on the form, no toast, no navigation, cleared by the next try", async () => {
    const notice = 'If this e-mail matches the order, we have sent it a link to your documents.';
    // HTTP 202: the same answer for the right and a wrong e-mail.
    fake.on('POST front/track-order', [202, { status: 1, message: notice, data: { checkEmail: true } }]);
    renderVisitor('/track-order/100001');
    await userEvent.type(emailField(), 'ana.lopez@example.org');
    await submit();
    const shown = await screen.findByText(notice);
    expect(underTheForm('status')).toEqual([shown]);
    expect(shown).toHaveClass('alert-info');
    expect(shown.parentElement).toHaveAttribute('aria-live', 'polite');
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
    await waitFor(() => expect(texts(underTheForm('alert'))).toEqual([expect.stringMatching(/^Too many/)]));
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it('a refused documents link (?link=invalid) says so above the form, with the order id filled in', () => {
    renderVisitor('/track-order/100001?link=invalid');
    expect(screen.getByText(LINK_REFUSED_TEXT)).toHaveAttribute('role', 'status');
    expect(orderField()).toHaveValue('100001');
  });
});
