import { useCallback, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useShortcuts } from '@earrival/shared/keyboard';
import type { RowLink, RowSource } from './types';

/** What inside a row does its own thing on a click: links, buttons, form controls. */
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"]';

export interface RowNavigation<Row> {
  /**
   * The row that takes Tab (roving focus: one row of the table is in the Tab order): the last row that had
   * the focus itself (Tab, j/k, a click). Focus on a control inside a row does not move it, so the tab
   * stop stays a row the keyboard has actually reached and Tab order does not shift under a user tabbing
   * through the View links.
   */
  tabbable: number;
  onRowClick: (event: MouseEvent<HTMLTableRowElement>, row: Row) => void;
  onRowAuxClick: (event: MouseEvent<HTMLTableRowElement>, row: Row) => void;
  onRowFocus: (index: number, itself: boolean) => void;
  onRowBlur: () => void;
}

/**
 * Rows as links and the list's keys: j/k move a visible focus through the rows (scrolling a long list to
 * it), Enter opens the focused row, a click opens the row unless it lands on a control of its own, and a
 * middle or Ctrl/Cmd click opens it in a new tab. The keys come from the one shortcut list.
 */
export function useRowNavigation<Row>(
  rows: RowSource<Row>,
  link: RowLink<Row> | undefined,
  scroller: RefObject<HTMLDivElement | null>,
  /** Virtual lists render only a window: scroll the row into it before focusing. */
  reveal: (index: number) => void,
): RowNavigation<Row> {
  const navigate = useNavigate();
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [rowHasFocus, setRowHasFocus] = useState(false);
  const [tabStop, setTabStop] = useState(0);
  const focusWanted = useRef<number | null>(null);

  useEffect(() => {
    setFocusIndex((index) => (index !== null && index >= rows.length ? null : index));
    setTabStop((index) => (index >= rows.length ? 0 : index));
  }, [rows]);

  const open = useCallback(
    (row: Row, newTab: boolean) => {
      if (!link) return;
      link.onOpen?.(row);
      const href = link.href(row);
      if (newTab) window.open(href, '_blank', 'noopener');
      else navigate(href);
    },
    [link, navigate],
  );

  const move = (step: number) => {
    if (rows.length === 0) return;
    const next = focusIndex === null ? 0 : Math.min(rows.length - 1, Math.max(0, focusIndex + step));
    focusWanted.current = next;
    reveal(next);
    setFocusIndex(next);
  };

  // Back from a row's page: that row takes the focus (from the page heading the shell gave it), once.
  const returned = useRef<readonly string[] | undefined>(undefined);
  const returnTo = link?.returnFocusTo;
  useEffect(() => {
    if (!link || !returnTo?.length || returned.current === returnTo) return;
    for (const href of returnTo) {
      for (let index = 0; index < rows.length; index += 1) {
        const row = rows.at(index);
        if (row === undefined || link.href(row) !== href) continue;
        returned.current = returnTo;
        focusWanted.current = index;
        reveal(index);
        setFocusIndex(index);
        setTabStop(index);
        return;
      }
    }
  }, [rows, link, returnTo, reveal]);

  // Focus the row once it is rendered (a virtual list renders it after the scroll).
  useEffect(() => {
    const wanted = focusWanted.current;
    if (wanted === null) return;
    const element = scroller.current?.querySelector<HTMLElement>(`tr[data-row-index="${wanted}"]`);
    if (!element) return;
    focusWanted.current = null;
    element.focus();
  });

  useShortcuts(
    {
      nextRow: () => move(1),
      previousRow: () => move(-1),
      // Only while a row itself has the focus: Enter on a button or link keeps its own meaning.
      ...(rowHasFocus && focusIndex !== null
        ? {
            openRow: () => {
              const row = rows.at(focusIndex);
              if (row !== undefined) open(row, false);
            },
          }
        : {}),
    },
    !!link,
  );

  const onRowClick = useCallback(
    (event: MouseEvent<HTMLTableRowElement>, row: Row) => {
      if (!link) return;
      const control = (event.target as HTMLElement).closest(INTERACTIVE);
      if (control && event.currentTarget.contains(control)) {
        // The row's own link to the order: let the browser follow it, and remember the list.
        if (control instanceof HTMLAnchorElement && control.getAttribute('href') === link.href(row))
          link.onOpen?.(row);
        return;
      }
      // Selecting text to copy (an e-mail, a phone number) is not opening the order.
      if (window.getSelection?.()?.toString()) return;
      open(row, event.ctrlKey || event.metaKey || event.shiftKey);
    },
    [link, open],
  );

  const onRowAuxClick = useCallback(
    (event: MouseEvent<HTMLTableRowElement>, row: Row) => {
      if (!link || event.button !== 1) return;
      const control = (event.target as HTMLElement).closest(INTERACTIVE);
      if (control instanceof HTMLAnchorElement) {
        if (control.getAttribute('href') === link.href(row)) link.onOpen?.(row);
        return;
      }
      if (control) return;
      event.preventDefault();
      open(row, true);
    },
    [link, open],
  );

  const onRowFocus = useCallback((index: number, itself: boolean) => {
    setFocusIndex(index);
    setRowHasFocus(itself);
    if (itself) setTabStop(index);
  }, []);
  const onRowBlur = useCallback(() => setRowHasFocus(false), []);

  return { tabbable: tabStop, onRowClick, onRowAuxClick, onRowFocus, onRowBlur };
}
