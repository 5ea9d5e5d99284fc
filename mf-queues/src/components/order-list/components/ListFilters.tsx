import { useEffect, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ordersApi, type OrderListFilter } from '@earrival/shared/api';
import { queryKeys } from '@earrival/shared/query';
import { reportRangeProblem } from '@earrival/shared/dateRange';
import { SaveViewButton } from './SaveViewButton';

export interface ListFiltersProps {
  filter: OrderListFilter;
  onChange: (filter: OrderListFilter) => void;
  /** New and Priority hold only unassigned orders of one mode: those two filters would say nothing. */
  fixedAssigneeAndMode?: boolean;
  /** The queue route a saved view opens ('/admin/pending-order'); absent: no Save view. */
  viewPath?: string;
}

/** The two ends of the days created, as their fields and the range's messages name them. */
const CREATED = { from: 'Created from', to: 'Created to' };
/** A range's typed days, an empty one left out. */
const given = (days: { from: string; to: string }) => ({
  from: days.from || undefined,
  to: days.to || undefined,
});

/**
 * The list's filters: assignee (a member or nobody), citizenship, processing mode and the days created.
 * Choices apply at once; the citizenship on Enter or when leaving the field; a date range that cannot be
 * is said under the fields and not sent.
 */
export function ListFilters({ filter, onChange, fixedAssigneeAndMode = false, viewPath }: ListFiltersProps) {
  const assignees = useQuery({
    queryKey: queryKeys.orderAssignees(),
    queryFn: async () => (await ordersApi.assignees()).data,
    enabled: !fixedAssigneeAndMode,
    staleTime: 60_000,
  });
  const [citizenship, setCitizenship] = useState(filter.citizenship ?? '');
  const [days, setDays] = useState({ from: filter.createdFrom ?? '', to: filter.createdTo ?? '' });
  // The address changed from outside (Back, a saved view): the fields follow.
  useEffect(() => setCitizenship(filter.citizenship ?? ''), [filter.citizenship]);
  useEffect(() => setDays((typed) => ({ ...typed, from: filter.createdFrom ?? '' })), [filter.createdFrom]);
  useEffect(() => setDays((typed) => ({ ...typed, to: filter.createdTo ?? '' })), [filter.createdTo]);

  const apply = (changes: OrderListFilter) => onChange({ ...filter, ...changes });
  const rangeProblem = reportRangeProblem(given(days), CREATED);
  const changeDay = (end: keyof typeof CREATED, day: string) => {
    const next = { ...days, [end]: day };
    setDays(next);
    const range = given(next);
    if (!reportRangeProblem(range)) apply({ createdFrom: range.from, createdTo: range.to });
  };
  const applyCitizenship = (event?: FormEvent) => {
    event?.preventDefault();
    const value = citizenship.trim();
    if (value !== (filter.citizenship ?? '')) apply({ citizenship: value || undefined });
  };
  const any = Object.values(filter).some(Boolean);

  return (
    <form
      className="ea-list-filters d-flex flex-wrap align-items-end gap-2 mb-2"
      aria-label="Filters"
      onSubmit={applyCitizenship}
    >
      {!fixedAssigneeAndMode && (
        <Form.Group controlId="filter-assignee">
          <Form.Label className="small mb-0">Assigned To</Form.Label>
          <Form.Select
            size="sm"
            value={filter.assignee ?? ''}
            onChange={(event) => apply({ assignee: event.target.value || undefined })}
          >
            <option value="">Anyone</option>
            <option value="none">Unassigned</option>
            {assignees.data?.map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.name} ({member.orders})
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      <Form.Group controlId="filter-citizenship">
        <Form.Label className="small mb-0">Citizenship</Form.Label>
        <Form.Control
          size="sm"
          value={citizenship}
          maxLength={100}
          placeholder="Any country"
          onChange={(event) => setCitizenship(event.target.value)}
          onBlur={() => applyCitizenship()}
        />
      </Form.Group>
      {!fixedAssigneeAndMode && (
        <Form.Group controlId="filter-mode">
          <Form.Label className="small mb-0">Processing</Form.Label>
          <Form.Select
            size="sm"
            value={filter.mode ?? ''}
            onChange={(event) =>
              apply({ mode: (event.target.value || undefined) as OrderListFilter['mode'] })
            }
          >
            <option value="">Any</option>
            <option value="Regular Processing">Standard Processing</option>
            <option value="Priority Processing">Priority Processing</option>
          </Form.Select>
        </Form.Group>
      )}
      {(['from', 'to'] as const).map((end) => (
        <Form.Group key={end} controlId={`filter-created-${end}`}>
          <Form.Label className="small mb-0">{CREATED[end]}</Form.Label>
          <Form.Control
            size="sm"
            type="date"
            value={days[end]}
            isInvalid={!!rangeProblem}
            onChange={(event) => changeDay(end, event.target.value)}
          />
        </Form.Group>
      ))}
      {any && (
        <Button size="sm" variant="outline-secondary" onClick={() => onChange({})}>
          Clear filters
        </Button>
      )}
      {viewPath && <SaveViewButton path={viewPath} />}
      {rangeProblem && (
        <div className="w-100 small text-danger" role="alert">
          {rangeProblem}
        </div>
      )}
      {/* Enter in the citizenship field applies it. */}
      <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
    </form>
  );
}
