import { useEffect, useMemo, useState } from 'react';
import FormControl from 'react-bootstrap/FormControl';
import { SEARCH_DEBOUNCE_MS } from '@earrival/shared/ui';
import { debounce } from './debounce';

export interface SearchBoxProps {
  onSearch: (term: string) => void;
  placeholder?: string;
  /** Label for assistive technology. */
  label?: string;
  /** The search in force (e.g. from the address): the box shows it, and follows when it changes (Back). */
  value?: string;
}

/** A search input that reports its trimmed text once typing has paused for 500 ms. */
export function SearchBox({ onSearch, placeholder = 'Search', label = 'Search', value }: SearchBoxProps) {
  const [text, setText] = useState(value ?? '');
  const report = useMemo(() => debounce((term: string) => onSearch(term), SEARCH_DEBOUNCE_MS), [onSearch]);
  useEffect(() => () => report.cancel(), [report]);
  // Only a change from outside (Back, a saved view) replaces what is typed; the box's own report does not.
  useEffect(() => {
    if (value === undefined) return;
    setText((typed) => (typed.trim() === value ? typed : value));
  }, [value]);
  return (
    <FormControl
      type="search"
      size="sm"
      style={{ maxWidth: 260 }}
      value={text}
      placeholder={placeholder}
      aria-label={label}
      onChange={(event) => {
        setText(event.target.value);
        report(event.target.value.trim());
      }}
    />
  );
}
