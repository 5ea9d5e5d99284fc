import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toasts, notify } from '@earrival/shared/toast';
import { ClearErrorToastsOnNavigation } from './ClearErrorToastsOnNavigation';

function Page({ name }: { name: string }) {
  return (
    <>
      <h1>{name}</h1>
      <Link to="/other">Other page</Link>
    </>
  );
}

it('a new page closes the error toasts of the last one, and keeps its successes', async () => {
  render(
    <MemoryRouter initialEntries={['/first']}>
      <Toasts autoClose={false} />
      <ClearErrorToastsOnNavigation />
      <Routes>
        <Route path="/first" element={<Page name="First" />} />
        <Route path="/other" element={<Page name="Other" />} />
      </Routes>
    </MemoryRouter>,
  );
  act(() => notify.success('Comment added'));
  act(() => notify.error('Request failed with status code 403'));
  await screen.findByText('Request failed with status code 403');
  await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
  await screen.findByRole('heading', { name: 'Other' });
  await waitFor(() => {
    // react-toastify removes a closed toast at the end of its exit animation, which jsdom never plays.
    const toast = screen.queryByText('Request failed with status code 403')?.closest('.Toastify__toast');
    if (toast) fireEvent.animationEnd(toast);
    expect(screen.queryByText('Request failed with status code 403')).not.toBeInTheDocument();
  });
  expect(screen.getByText('Comment added')).toBeInTheDocument();
});
