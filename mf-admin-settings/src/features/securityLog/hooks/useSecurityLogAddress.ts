import { useSearchParams } from 'react-router-dom';
import type { SecurityEventFilters } from '@earrival/shared/api';
import { SECURITY_EVENTS, type SecurityEventName } from '@earrival/shared/securityEvents';

/** The filter form's values: '' is "any". */
export interface LogFilterValues {
  memberId: string;
  event: string;
  from: string;
  to: string;
}

export const NO_FILTERS: LogFilterValues = { memberId: '', event: '', from: '', to: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isEvent = (name: string): name is SecurityEventName => Object.hasOwn(SECURITY_EVENTS, name);

/** The form's values as the calls take them: only the filters given. */
export function filtersOf(values: LogFilterValues): SecurityEventFilters {
  const filters: SecurityEventFilters = {};
  if (/^[1-9]\d{0,9}$/.test(values.memberId)) filters.memberId = Number(values.memberId);
  if (isEvent(values.event)) filters.event = values.event;
  if (DAY.test(values.from)) filters.from = values.from;
  if (DAY.test(values.to)) filters.to = values.to;
  return filters;
}

/**
 * The Security Log keeps its filters and page in the address (`?memberId=&event=&from=&to=&page=`), so a
 * link, a reload or Back shows the same events. Anything unreadable there is left out.
 */
export function useSecurityLogAddress() {
  const [params, setParams] = useSearchParams();
  const values = filtersOf({
    memberId: params.get('memberId') ?? '',
    event: params.get('event') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  });
  const filters: LogFilterValues = {
    memberId: values.memberId ? String(values.memberId) : '',
    event: values.event ?? '',
    from: values.from ?? '',
    to: values.to ?? '',
  };
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1;

  /** New filters start again at page 1. */
  const setFilters = (next: LogFilterValues) =>
    setParams(() => {
      const updated = new URLSearchParams();
      for (const [key, value] of Object.entries(filtersOf(next))) updated.set(key, String(value));
      return updated;
    });
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
  return { filters, applied: values, page, setFilters, setPage };
}
