export const ELLIPSIS = 'ellipsis' as const;
export type PageItem = number | typeof ELLIPSIS;

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page numbers a pager shows: the first and last page, the current page with
 * `siblings` pages on each side, and an ellipsis for each collapsed run. Nothing collapses while
 * there are no more than 5 + siblings pages (first, last, current and two ellipsis slots), so the
 * pager keeps a constant width once it starts collapsing.
 */
export function pageItems(currentPage: number, totalPages: number, siblings = 1): PageItem[] {
  if (totalPages <= 0) return [];
  const current = Math.min(Math.max(1, currentPage), totalPages);
  if (totalPages <= 5 + siblings) return range(1, totalPages);

  const leftSibling = Math.max(current - siblings, 1);
  const rightSibling = Math.min(current + siblings, totalPages);
  // Past this point the pager always shows 5 + 2 * siblings slots, so it does not jump in width.
  const collapseLeft = leftSibling > 2;
  const collapseRight = rightSibling < totalPages - 2;
  const edgeRun = 3 + 2 * siblings;

  if (!collapseLeft && collapseRight) return [...range(1, edgeRun), ELLIPSIS, totalPages];
  if (collapseLeft && !collapseRight) return [1, ELLIPSIS, ...range(totalPages - edgeRun + 1, totalPages)];
  return [1, ELLIPSIS, ...range(leftSibling, rightSibling), ELLIPSIS, totalPages];
}
