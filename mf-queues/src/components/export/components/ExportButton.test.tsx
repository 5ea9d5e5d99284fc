import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failed, installFakeApi, renderWithProviders, type FakeApi } from '@earrival/shared/testing';
import { formatBytes } from '@earrival/shared/ui';
import { ExportButton } from './ExportButton';

/*
 * jsdom has no object URLs (a browser hands the Blob to its Save dialog through one): the test keeps
 * what would have been saved, and the link the button clicked.
 */
let saved: Blob[];
let clicked: Array<{ download: string; href: string }>;
const originalClick = HTMLAnchorElement.prototype.click;
let fake: FakeApi;

beforeEach(() => {
  saved = [];
  clicked = [];
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob);
    return `blob:test/${saved.length}`;
  };
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    clicked.push({ download: this.download, href: this.href });
  };
  fake = installFakeApi();
});
afterEach(() => {
  fake.restore();
  HTMLAnchorElement.prototype.click = originalClick;
});

const CSV = '\uFEFFOrder Id,Name\r\n7,Ana Lopez\r\n';
const csvReply = (filename: string) =>
  [
    200,
    new Blob([CSV], { type: 'text/csv' }),
    { 'content-disposition': `attachment; filename="${filename}"` },
  ] as [number, Blob, Record<string, string>];

/** A Blob's bytes as UTF-8 text, BOM kept (jsdom's Blob has no text()). */
const bytesOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer).toString('utf8'));
    reader.readAsArrayBuffer(blob);
  });

/** A download the test lets through step by step: progress, then the file. */
function heldDownload() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, released };
}

describe('ExportButton', () => {
  it('asks for the table as it is filtered, shows the bytes received, then saves the file under the server name', async () => {
    const held = heldDownload();
    fake.on('GET admin/export/newOrder.csv', async (request) => {
      request.progress(1536);
      request.progress(2 * 1024 * 1024 + 300 * 1024);
      await held.released;
      return csvReply('myOrders-2026-11-25.csv');
    });
    renderWithProviders(
      <ExportButton
        name="newOrder"
        params={{ userName: 'Alice', sort: 'email', order: 'asc', search: '', processMonth: undefined }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Exporting… 2.3 MB received');
    expect(screen.getByRole('button', { name: 'Cancel export' })).toBeInTheDocument();
    expect(fake.calls('GET admin/export/newOrder.csv')[0]!.params).toEqual({
      userName: 'Alice',
      sort: 'email',
      order: 'asc',
    });

    held.release();
    expect(await screen.findByText('Saved myOrders-2026-11-25.csv')).toBeInTheDocument();
    expect(clicked).toEqual([{ download: 'myOrders-2026-11-25.csv', href: 'blob:test/1' }]);
    expect(await bytesOf(saved[0]!)).toBe(CSV);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('Cancel stops the download: nothing is saved and nothing is reported as failed', async () => {
    const held = heldDownload();
    fake.on('GET admin/export/countryOrders.csv', async (request) => {
      request.progress(100);
      await held.released;
      return csvReply('country-orders-2026-01-01_2026-11-25.csv');
    });
    renderWithProviders(<ExportButton name="countryOrders" params={{ fromDate: '2026-01-01' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Exporting… 100 B received');
    const request = fake.calls('GET admin/export/countryOrders.csv')[0]!;
    await userEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(request.signal?.aborted).toBe(true);
    held.release();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(saved).toEqual([]);
    expect(clicked).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal and saves nothing", async () => {
    fake.on('GET admin/export/allOrder.csv', () => {
      const [status, body] = failed('Order History is not available to the Telecaller role.', 403);
      return [status, new Blob([JSON.stringify(body)], { type: 'application/json' })];
    });
    renderWithProviders(<ExportButton name="allOrder" params={{}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText('Order History is not available to the Telecaller role.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('writes sizes people read', () => {
    expect([0, 1023, 1536, 5 * 1024 * 1024].map(formatBytes)).toEqual(['0 B', '1023 B', '1.5 KB', '5.0 MB']);
  });
});
