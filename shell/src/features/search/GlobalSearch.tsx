import { forwardRef, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { errorMessage, searchApi, type GlobalSearchRow } from '@earrival/shared/api';
import { queryKeys } from '@earrival/shared/query';
import { statusLabel } from '@earrival/shared/status';
import { SEARCH_DEBOUNCE_MS, viewOrderPath } from '@earrival/shared/ui';
import { SearchIcon } from '../../ui/icons';
import { rememberQueueOf } from './searchTrail';
import './search.css';

/** The server's trigram search needs three characters; an order id is looked up whole at any length. */
const MIN_TEXT = 3;
export const isSearchable = (text: string): boolean => text.length >= MIN_TEXT || /^#?\d+$/.test(text);

/** The typed text once typing pauses (the queues' search waits as long). */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

function ResultOption({
  row,
  id,
  active,
  onOpen,
}: {
  row: GlobalSearchRow;
  id: string;
  active: boolean;
  onOpen: () => void;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={`ea-search-option${active ? ' is-active' : ''}`}
      // mousedown, not click: the input's blur would close the list before a click lands.
      onMouseDown={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      <span className="ea-search-option-main">
        <strong>#{row.order_id}</strong> {row.name}
      </span>
      <span className="ea-search-option-meta">
        {row.email} · {row.phone}
      </span>
      <span className="ea-search-option-status">{statusLabel(row.status)}</span>
    </li>
  );
}

/**
 * The top bar's search over every order the member may see (an ARIA 1.2 combobox): results show as one
 * types, arrows move through them, Enter opens the order, Escape closes the list (a second Escape clears).
 */
export const GlobalSearch = forwardRef<HTMLInputElement, { userName: string }>(function GlobalSearch(
  { userName },
  ref,
) {
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  const settled = useSettled(typed);
  const ready = isSearchable(settled) && settled === typed;
  const result = useQuery({
    queryKey: queryKeys.orderList({ globalSearch: settled }),
    queryFn: ({ signal }) => searchApi.orders(settled, signal),
    enabled: isSearchable(settled),
    staleTime: 10_000,
  });
  const rows = ready ? (result.data?.data ?? []) : [];
  useEffect(() => setActive(-1), [settled]);

  const optionId = (index: number) => `${listId}-option-${index}`;
  const openOrder = (row: GlobalSearchRow) => {
    setOpen(false);
    setText('');
    rememberQueueOf(row, userName);
    navigate(viewOrderPath(row.order_id));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (rows.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + rows.length) % rows.length);
    } else if (event.key === 'Enter') {
      const row = rows[active] ?? (rows.length === 1 ? rows[0] : undefined);
      if (!row) return;
      event.preventDefault();
      openOrder(row);
    } else if (event.key === 'Escape') {
      // Handled here: the page's own Escape (closing the menu) must not act too.
      event.stopPropagation();
      if (open && typed) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  let status: string | null = null;
  if (typed && !isSearchable(typed)) status = `Type at least ${MIN_TEXT} characters, or an order id.`;
  else if (typed && (!ready || result.isFetching) && rows.length === 0) status = 'Searching…';
  else if (ready && result.isError) status = errorMessage(result.error);
  else if (ready && result.data && rows.length === 0) status = 'No orders found';
  const expanded = open && typed.length > 0 && (rows.length > 0 || status !== null);

  return (
    <div className="ea-search" role="search">
      <SearchIcon className="ea-search-icon" />
      <input
        ref={ref}
        type="search"
        className="form-control ea-search-input"
        placeholder="Search orders"
        // What it searches is its description, not its name: a label holding "name" or "phone" would
        // also answer for the screens' own Name and Telephone fields.
        aria-label="Search orders"
        title="Order id, e-mail, name or phone"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="/"
        autoComplete="off"
        spellCheck={false}
        maxLength={200}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div className="ea-search-popup" hidden={!expanded}>
        <ul id={listId} role="listbox" aria-label="Orders found" className="ea-search-list">
          {rows.map((row, index) => (
            <ResultOption
              key={row.order_id}
              row={row}
              id={optionId(index)}
              active={index === active}
              onOpen={() => openOrder(row)}
            />
          ))}
        </ul>
        {status && (
          <p className="ea-search-status" role="status">
            {status}
          </p>
        )}
      </div>
    </div>
  );
});
