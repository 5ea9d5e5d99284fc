import type { ReactNode } from 'react';

export interface FieldItem {
  label: string;
  value: ReactNode;
}

/**
 * Label/value pairs in a responsive grid (three columns wide, one on a phone). An empty value shows a dash
 * so a blank answer on the application form is visibly blank rather than a missing line.
 */
export function Fields({ items }: { items: FieldItem[] }) {
  return (
    <dl className="od-fields row g-0 m-0">
      {items.map(({ label, value }) => (
        <div key={label} className="od-field col-12 col-md-6 col-xl-4">
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
