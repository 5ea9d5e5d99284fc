import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toasts, notify } from '@earrival/shared/toast';

/** react-toastify removes a closed toast at the end of its exit animation, which jsdom never plays. */
async function closed(text: string) {
  await waitFor(() => {
    const toast = screen.queryByText(text)?.closest('.Toastify__toast');
    if (toast) fireEvent.animationEnd(toast);
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });
}

function Page({ name }: { name: string }) {
  return (
    <>
      <h1>{name}</h1>
      <Link to="/other">Other page</Link>
    </>
  );
}

function renderInRouter() {
  render(
    <MemoryRouter initialEntries={['/first']}>
      <Toasts autoClose={false} />
      <Routes>
        <Route path="/first" element={<Page name="First" />} />
        <Route path="/other" element={<Page name="Other" />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the toast lane', () => {
  it('holds the toasts in the page flow, at its top, not in a corner over the page', async () => {
    renderInRouter();
    act(() => notify.info('Saved view created'));
    const toast = (await screen.findByText('Saved view created')).closest('.Toastify__toast')!;
    expect(toast.closest('.ea-toast-lane')).not.toBeNull();
  });

  it('a success clears the error toasts shown before it', async () => {
    renderInRouter();
    act(() => notify.error('Network Error'));
    await screen.findByText('Network Error');
    act(() => notify.success('Order has been assigned successfully'));
    await screen.findByText('Order has been assigned successfully');
    await closed('Network Error');
  });
});
