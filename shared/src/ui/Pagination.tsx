import BootstrapPagination from 'react-bootstrap/Pagination';
import { ELLIPSIS, pageItems } from './pageItems';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  siblings?: number;
  disabled?: boolean;
  /** The count stopped at a cap: the last page shown is not known to be the last ("100+"). */
  openEnded?: boolean;
}

/** Previous / numbered pages with ellipses / Next. Renders nothing for a single page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  siblings = 1,
  disabled = false,
  openEnded = false,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (!disabled && target !== page && target >= 1 && target <= totalPages) onPageChange(target);
  };
  return (
    <BootstrapPagination size="sm" className="m-0" aria-label="Pagination">
      <BootstrapPagination.Prev
        disabled={disabled || page <= 1}
        onClick={() => go(page - 1)}
        aria-label="Previous page"
      />
      {pageItems(page, totalPages, siblings).map((item, index) =>
        item === ELLIPSIS ? (
          <BootstrapPagination.Ellipsis key={`ellipsis-${index}`} disabled />
        ) : (
          <BootstrapPagination.Item
            key={item}
            active={item === page}
            disabled={disabled}
            onClick={() => go(item)}
            aria-label={openEnded && item === totalPages ? `Page ${item}, more may follow` : `Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
          >
            {openEnded && item === totalPages ? `${item}+` : item}
          </BootstrapPagination.Item>
        ),
      )}
      <BootstrapPagination.Next
        disabled={disabled || page >= totalPages}
        onClick={() => go(page + 1)}
        aria-label="Next page"
      />
    </BootstrapPagination>
  );
}
