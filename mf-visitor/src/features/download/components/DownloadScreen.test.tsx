import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiBase } from '@earrival/shared/api';
import { type VisitorDownload } from '@earrival/shared/types';
import { failed, installFakeApi, ok, type FakeApi } from '@earrival/shared/testing';
import { completedOrder, historyReply, renderVisitor } from '../../../testing/visitorPage';
import { DOWNLOAD_DELAY_MS } from '../hooks/useDocumentDownload';

const download = (overrides: Partial<VisitorDownload> = {}): VisitorDownload => ({
  id: 7,
  order_id: 100001,
  // 18:30 UTC on 21 Nov 2026 is 13:30 in New York (EST).
  create_ts: '2026-11-21T18:30:05.000Z',
  ip: '81.2.69.160',
  device: 'Apple iPhone',
  device_type: 'mobile',
  browser: 'Mobile Safari 17',
  os: 'iOS 17.5',
  location: 'United Kingdom',
  file1: completedOrder().file1,
  times: 1,
  last_ts: '2026-11-21T18:30:05.000Z',
  ...overrides,
});

let fake: FakeApi;
let clicks: string[];
let savedAs: string[];
beforeEach(() => {
  fake = installFakeApi();
  clicks = [];
  savedAs = [];
  // What the browser would download: the address of the link the page clicks, and the name it gives.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.href);
    savedAs.push(this.download);
  });
});
afterEach(() => {
  fake.restore();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const table = () => screen.getByRole('table', { name: 'Downloaded History' });

describe('Download page', () => {
  it('a download repeated from one device shows how many times and when the last one was', async () => {
    const counted: VisitorDownload = { ...download(), times: 20, last_ts: '2026-11-21T18:39:00.000Z' };
    fake.on(
      'POST front/get-download-history',
      historyReply(completedOrder(), [counted, download({ id: 6 })]),
    );
    renderVisitor('/get-new-order-details/100001');
    const [, repeated, single] = within(
      await screen.findByRole('table', { name: 'Downloaded History' }),
    ).getAllByRole('row');
    expect(repeated).toHaveTextContent('11/21/2026 13:30:05');
    expect(within(repeated!).getByText('20 downloads, last 11/21/2026 13:39:00')).toBeInTheDocument();
    expect(single).not.toHaveTextContent('downloads');
  });

  it('a completed order: the success text, Download Now and the history in US Eastern time', async () => {
    fake.on('POST front/get-download-history', historyReply(completedOrder(), [download()]));
    renderVisitor('/get-new-order-details/100001');
    expect(
      await screen.findByText('Your application for an Cuba e-Arrival has been completed successfully.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Now' })).toBeEnabled();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      '#',
      'Order ID',
      'Date & Time (EST)',
      'Device IP Address',
      'Device',
      'Device Type',
      'Browser',
      'OS',
      'Device Location',
    ]);
    const cells = within(within(table()).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((td) => td.textContent)).toEqual([
      '1',
      '100001',
      '11/21/2026 13:30:05',
      '81.2.69.160',
      'Apple iPhone',
      'Mobile',
      'Mobile Safari 17',
      'iOS 17.5',
      'United Kingdom',
    ]);
    expect(fake.calls('POST front/get-download-history')[0]!.body).toEqual({ orderId: '100001' });
  });

  it("no downloads yet: 'No record found'", async () => {
    fake.on('POST front/get-download-history', historyReply(completedOrder()));
    renderVisitor('/get-new-order-details/100001');
    expect(await within(await screen.findByRole('table')).findByText('No record found')).toBeInTheDocument();
  });

  it('Download Now records the download, reloads the history, and starts the file 1 second later', async () => {
    const order = completedOrder();
    let downloads: VisitorDownload[] = [];
    fake
      .on('POST front/get-download-history', () => historyReply(order, downloads))
      .on('POST front/download-passport-doc-pdf', () => {
        downloads = [download()];
        return ok({ url: 'x' }, 'Your download will start shortly.');
      });
    renderVisitor('/get-new-order-details/100001');
    const button = await screen.findByRole('button', { name: 'Download Now' });

    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(button);
    // Let the answers arrive (promises only: no time passes).
    const settle = () =>
      act(async () => {
        for (let i = 0; i < 20; i++) await Promise.resolve();
      });
    await settle();
    expect(fake.calls('POST front/download-passport-doc-pdf')[0]!.body).toMatchObject({
      orderId: 100001,
      customername: 'Ana Lopez',
      file1: order.file1,
    });
    expect(fake.calls('POST front/get-download-history')).toHaveLength(2);
    await settle();
    // The history already shows the new row while the download waits.
    expect(within(table()).getByText('Apple iPhone')).toBeInTheDocument();
    expect(clicks).toEqual([]);

    await act(async () => {
      jest.advanceTimersByTime(DOWNLOAD_DELAY_MS - 10);
    });
    expect(clicks).toEqual([]);
    await act(async () => {
      jest.advanceTimersByTime(10);
    });
    expect(clicks).toEqual([`${apiBase()}front/uploads/docs/100001/${order.file1}`]);
    // Saved as the product names it (the server's Content-Disposition says the same), not the store's name.
    expect(savedAs).toEqual(['cuba-arrival-card-100001.pdf']);
    expect(DOWNLOAD_DELAY_MS).toBe(1000);
  });

  it('a refused download says why beside the button and starts nothing', async () => {
    fake
      .on('POST front/get-download-history', historyReply(completedOrder()))
      .on('POST front/download-passport-doc-pdf', failed('Document not found.', 404));
    renderVisitor('/get-new-order-details/100001');
    await userEvent.click(await screen.findByRole('button', { name: 'Download Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Document not found.');
    // A deliberate negative check: a download would start DOWNLOAD_DELAY_MS after the click; wait past it.
    await new Promise((r) => setTimeout(r, DOWNLOAD_DELAY_MS + 100));
    expect(clicks).toEqual([]);
  });

  it('an order not yet completed says so plainly and offers no download', async () => {
    fake.on(
      'POST front/get-download-history',
      historyReply(completedOrder({ process_status: 'Pending', completed: false, file1: null })),
    );
    renderVisitor('/get-new-order-details/100001');
    expect(
      await screen.findByText('Your application for an Cuba e-Arrival is still being processed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Now' })).not.toBeInTheDocument();
    expect(
      screen.queryByText('Your application for an Cuba e-Arrival has been completed successfully.'),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['Completed', 'Your document is not available for download right now.'],
    ['Deleted', 'There is no document to download for this order.'],
    ['AwaitingGovt', 'Your application for an Cuba e-Arrival is still being processed.'],
  ] as const)('a %s order without a download says: %s', async (process_status, text) => {
    fake.on(
      'POST front/get-download-history',
      historyReply(completedOrder({ process_status, completed: false })),
    );
    renderVisitor('/get-new-order-details/100001');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Now' })).not.toBeInTheDocument();
  });

  it('without the proof (a new browser): the server message and back to the track form', async () => {
    fake.on(
      'POST front/get-download-history',
      failed('Please track your order with its Order ID and Email ID first.', 403),
    );
    renderVisitor('/get-new-order-details/100001');
    expect(
      await screen.findByText('Please track your order with its Order ID and Email ID first.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/track-order/100001'));
    expect(screen.getByLabelText('Order ID')).toHaveValue('100001');
  });
});

describe('Visitor chrome', () => {
  it('the customs text and the copyright year', async () => {
    renderVisitor('/track-order/1');
    expect(screen.getByText(/freely convertible currency into Cuba is free/)).toBeInTheDocument();
    expect(screen.getByText(/Amounts above USD 5000 .* must be declared/)).toBeInTheDocument();
    expect(screen.getByText(/goods may be imported up to a value of USD 1000/)).toBeInTheDocument();
    expect(screen.getByText(/© 2025/)).toBeInTheDocument();
  });

  it('the mobile toggle opens and closes the navbar links', async () => {
    renderVisitor('/track-order/1');
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(close.getAttribute('aria-controls')!)).toHaveClass('is-open');
    await userEvent.click(close);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['cuba-earrival.example', 'Cuba e-Arrival', true, 'https://cuba-earrival.example/contact-us'],
    ['arrivalpass-cuba.example', 'Arrival Pass Cuba', false, 'https://arrivalpass-cuba.example/contact-us'],
  ])('an order from %s wears the %s brand', async (landing_domain, name, showsFaq, contact) => {
    fake.on('POST front/get-download-history', historyReply(completedOrder({ landing_domain })));
    renderVisitor('/get-new-order-details/100001');
    const nav = await screen.findByRole('navigation', { name: `${name} site` });
    expect(within(nav).queryByRole('link', { name: 'FAQ' }) !== null).toBe(showsFaq);
    expect(within(nav).queryByRole('link', { name: 'Additional Benefits' }) !== null).toBe(showsFaq);
    expect(within(nav).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', contact);
    expect(screen.getByText(new RegExp(`© 2025 ${name}`))).toBeInTheDocument();
    // Only the white-label brand asks for the translation widget (for languages outside our eight).
    expect(screen.queryByTestId('translation-widget') !== null).toBe(!showsFaq);
  });
});
