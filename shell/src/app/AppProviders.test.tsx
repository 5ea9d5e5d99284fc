import '../testing/polyfills';
import { act, render, screen, waitFor } from '@testing-library/react';
import { notify } from '@earrival/shared/toast';
import { installFakeApi, type FakeApi } from '@earrival/shared/testing';
import { PRODUCT_TITLE } from '../ui/productTitle';
import { App } from './App';
import { AppProviders } from './AppProviders';

let server: FakeApi;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server = installFakeApi();
});
afterEach(() => server.restore());

describe('the page as bootstrap renders it', () => {
  it('has one toast container, in the toast lane at the top of the page (clear of the page controls), that remotes reach through shared notify', async () => {
    const { container } = render(
      <AppProviders>
        <App />
      </AppProviders>,
    );
    act(() => {
      notify.info('From a remote');
    });
    expect(await screen.findByText('From a remote')).toBeInTheDocument();
    expect(container.querySelectorAll('.Toastify')).toHaveLength(1);
    const lane = container.firstElementChild;
    expect(lane).toHaveClass('ea-toast-lane');
    expect(lane!.querySelector('.Toastify__toast-container--top-center')).not.toBeNull();
  });

  it('keeps the fixed product title even when something changes it', async () => {
    render(
      <AppProviders>
        <App />
      </AppProviders>,
    );
    expect(document.title).toBe(PRODUCT_TITLE);
    document.title = 'Something else';
    await waitFor(() => expect(document.title).toBe(PRODUCT_TITLE));
  });
});
