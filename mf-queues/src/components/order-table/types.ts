import type { ReactNode } from 'react';

/** Anything indexable with a length: a plain array, or a list whose rows arrive in chunks. */
export interface RowSource<Row> {
  readonly length: number;
  at(index: number): Row | undefined;
}

export type SortDirection = 'asc' | 'desc';

export interface SortState<Key extends string = string> {
  key: Key;
  direction: SortDirection;
}

export interface TableColumn<Row, SortKey extends string = string> {
  /** Stable id of the column. */
  id: string;
  header: string;
  /** The server's sort key; a column without one is not sortable. */
  sortKey?: SortKey;
  /** The direction of a first click on the header (a date column: 'desc', newest first); 'asc' if unset. */
  firstDirection?: SortDirection;
  render: (row: Row) => ReactNode;
  /** Table-cell class, e.g. for the action column. */
  className?: string;
  /** Shown on the narrow screen's card (id, name, status, date, actions); other cells hide there. */
  card?: boolean;
}

/** Row checkboxes; the table renders them, the owner keeps the selection (it may span pages). */
export interface TableSelection<Row> {
  isSelected: (row: Row) => boolean;
  onToggle: (row: Row, selected: boolean) => void;
  /** The header checkbox: every loaded row of the page at once. */
  onToggleMany: (rows: Row[], selected: boolean) => void;
  /** Checkboxes shown but not usable (e.g. while an action runs). */
  disabled?: boolean;
}

/**
 * Rows that open something (an order): a click anywhere on the row, Enter on a focused row, and the
 * browser's own new-tab gestures (middle-click, Ctrl/Cmd-click) on it, all go to `href`.
 */
export interface RowLink<Row> {
  href: (row: Row) => string;
  /** Called whenever a row is opened, in this tab or a new one, before it goes (e.g. to remember the list). */
  onOpen?: (row: Row) => void;
  /**
   * Coming back from a row's page: the addresses of the rows to give the focus to, the first one listed
   * wins (the row left, then the one that took its place). Each new array is one arrival.
   */
  returnFocusTo?: readonly string[] | undefined;
}
