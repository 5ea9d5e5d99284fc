import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HistoryPager, ShowAllNotice } from './HistoryControls';

describe('the Show all parts of a long history', () => {
  it("says 'Showing the latest 50 of 20,000' with a Show all button, and nothing for a whole history", async () => {
    const onShowAll = jest.fn();
    const { rerender } = render(<ShowAllNotice shown={50} total={20000} onShowAll={onShowAll} />);
    expect(screen.getByText(/Showing the latest 50 of 20,000\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all 20,000' }));
    expect(onShowAll).toHaveBeenCalledTimes(1);
    rerender(<ShowAllNotice shown={3} total={3} onShowAll={onShowAll} />);
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('pages a whole history: the range shown, the pages and Show latest', async () => {
    const onPageChange = jest.fn();
    const onShowLatest = jest.fn();
    render(
      <HistoryPager
        label="Comment History"
        total={20000}
        paging={{
          from: 19801,
          to: 20000,
          page: 100,
          totalPages: 100,
          loading: false,
          goTo: onPageChange,
          showLatest: onShowLatest,
        }}
      />,
    );
    const pager = screen.getByRole('navigation', { name: 'Comment History pages' });
    expect(pager).toHaveTextContent('Showing 19,801–20,000 of 20,000');
    await userEvent.click(screen.getByRole('button', { name: 'Page 99' }));
    expect(onPageChange).toHaveBeenCalledWith(99);
    await userEvent.click(screen.getByRole('button', { name: 'Show latest' }));
    expect(onShowLatest).toHaveBeenCalledTimes(1);
  });
});
