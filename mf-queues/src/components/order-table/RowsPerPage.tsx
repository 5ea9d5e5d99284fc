// The form parts it renders, not react-bootstrap's Form (which brings every form part and its classes).
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';

/** Rows-per-page choices. 'all' means the list's total count. */
export const ROWS_PER_PAGE_CHOICES = [10, 25, 50, 100, 500, 'all'] as const;
export type RowsPerPageChoice = (typeof ROWS_PER_PAGE_CHOICES)[number];
export const DEFAULT_ROWS_PER_PAGE: RowsPerPageChoice = 10;

export interface RowsPerPageProps {
  value: RowsPerPageChoice;
  onChange: (value: RowsPerPageChoice) => void;
  disabled?: boolean;
}

export function parseRowsPerPage(raw: string | null | undefined): RowsPerPageChoice | null {
  if (raw === 'all') return 'all';
  const size = Number(raw);
  return (ROWS_PER_PAGE_CHOICES as readonly unknown[]).includes(size) ? (size as RowsPerPageChoice) : null;
}

export function RowsPerPage({ value, onChange, disabled = false }: RowsPerPageProps) {
  return (
    <FormGroup className="d-flex align-items-center gap-2 m-0" controlId="ea-rows-per-page">
      <FormLabel className="m-0 small text-nowrap">Rows per page</FormLabel>
      <FormSelect
        size="sm"
        style={{ width: 'auto' }}
        value={String(value)}
        disabled={disabled}
        onChange={(event) => {
          const choice = parseRowsPerPage(event.target.value);
          if (choice !== null) onChange(choice);
        }}
      >
        {ROWS_PER_PAGE_CHOICES.map((choice) => (
          <option key={choice} value={String(choice)}>
            {choice === 'all' ? 'All' : choice}
          </option>
        ))}
      </FormSelect>
    </FormGroup>
  );
}
