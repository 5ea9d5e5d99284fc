import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failed, installFakeApi, ok, type FakeApi } from '@earrival/shared/testing';
import type { VisitorPageState } from '@earrival/shared/types';
import { completedOrder, historyReply } from '../testing/visitorPage';
import { pageLanguage } from '../testing/languages';
import { HistoryNavigation } from '../navigation/historyNavigation';
import { StandalonePage } from './StandalonePage';

// The standalone page moves through the browser's own history (no router library): these tests drive
// jsdom's window.history as a customer's browser would.
let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi();
  // A page the server did not render asks it for its texts.
  fake.on('GET front/messages', ok(pageLanguage('en')));
});
afterEach(() => fake.restore());

/** Opens the page at `path`; without a state, the page first fetches its texts (awaited, in act). */
async function openAt(path: string, state: VisitorPageState | null = null) {
  window.history.replaceState(null, '', path);
  await act(async () => {
    render(
      <HistoryNavigation>
        <StandalonePage state={state} />
      </HistoryNavigation>,
    );
  });
}

const goBack = () =>
  act(async () => {
    const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await moved;
  });

describe('the standalone page without a router library', () => {
  it('a track goes to the download page, and Back returns to the form at its address', async () => {
    fake
      .on('POST front/track-order', ok({ orderId: 100001, landingDomain: 'cuba-earrival.example' }, 'Found.'))
      .on('POST front/get-download-history', historyReply(completedOrder()));
    await openAt('/track-order/100001');
    await userEvent.type(await screen.findByLabelText('Email ID'), 'ana@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'TRACK ORDER' }));
    expect(await screen.findByRole('button', { name: 'Download Now' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/get-new-order-details/100001');

    await goBack();
    expect(window.location.pathname).toBe('/track-order/100001');
    expect(await screen.findByLabelText('Order ID')).toHaveValue('100001');
  });

  it("an unknown address says 'Page not found', and its link opens the form without loading a page", async () => {
    await openAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Track order' });
    expect(link).toHaveAttribute('href', '/track-order/');
    await userEvent.click(link);
    expect(window.location.pathname).toBe('/track-order/');
    expect(screen.getByRole('heading', { name: 'Download your Cuba Arrival Card' })).toBeInTheDocument();
    await goBack();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('matches addresses as before: any case and a trailing slash', async () => {
    await openAt('/Track-Order/100042/');
    expect(await screen.findByLabelText('Order ID')).toHaveValue('100042');
  });

  it('a download page without the proof goes back to the form in place of it (no history entry)', async () => {
    // Another order than the first test's, whose answer the page's one query cache still holds.
    fake.on('POST front/get-download-history', failed('Please track your order first.', 403));
    await openAt('/get-new-order-details/100077');
    const entries = window.history.length;
    await waitFor(() => expect(window.location.pathname).toBe('/track-order/100077'));
    expect(window.history.length).toBe(entries);
    expect(await screen.findByLabelText('Order ID')).toHaveValue('100077');
  });

  it('a download page the server rendered asks nothing more of the server until Download Now', async () => {
    const order = completedOrder({ order_id: 100088 });
    const [, answer] = historyReply(order);
    await openAt('/get-new-order-details/100088', {
      url: '/get-new-order-details/100088',
      domain: 'cuba-earrival.example',
      ...pageLanguage('en'),
      download: answer as VisitorPageState['download'],
    });
    expect(await screen.findByRole('button', { name: 'Download Now' })).toBeInTheDocument();
    // A deliberate negative check: long enough for a refetch on mount to have gone out.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.requests).toHaveLength(0);
  });
});
