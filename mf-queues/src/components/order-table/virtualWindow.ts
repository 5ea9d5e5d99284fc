/** The fixed row height of the order table, in pixels: virtualisation needs it to place rows. */
export const ROW_HEIGHT = 41;
/** The table's scroll height. */
export const SCROLL_HEIGHT = 550;
/** Lists longer than this render only the rows in view. */
export const VIRTUALISE_ABOVE = 100;

export interface RowWindow {
  /** First rendered row. */
  start: number;
  /** One past the last rendered row. */
  end: number;
  /** Height of the empty space above and below the rendered rows. */
  padTop: number;
  padBottom: number;
}

/**
 * Which rows to render for a scroll position: the rows in view plus `overscan` rows each side,
 * so a fast scroll does not show blank space before React catches up.
 */
export function rowWindow(
  rowCount: number,
  scrollTop: number,
  viewportHeight = SCROLL_HEIGHT,
  rowHeight = ROW_HEIGHT,
  overscan = 10,
): RowWindow {
  if (rowCount <= 0) return { start: 0, end: 0, padTop: 0, padBottom: 0 };
  const firstVisible = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visibleCount = Math.ceil(viewportHeight / rowHeight) + 1;
  const start = Math.min(Math.max(0, firstVisible - overscan), Math.max(0, rowCount - 1));
  const end = Math.min(rowCount, firstVisible + visibleCount + overscan);
  return { start, end, padTop: start * rowHeight, padBottom: (rowCount - end) * rowHeight };
}
