import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

export interface PageProps {
  title: string;
  /** Shows a Refresh button that reloads the screen's data (spec: "a Refresh button"). */
  onRefresh?: () => void;
  actions?: ReactNode;
  children: ReactNode;
}

/** The titled page every screen sits in. */
export function Page({ title, onRefresh, actions, children }: PageProps) {
  return (
    <section className="ea-page" aria-labelledby="ea-page-title">
      <header className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="ea-page-title" className="h4 m-0 me-auto">
          {title}
        </h1>
        {actions}
        {onRefresh && (
          <Button variant="outline-secondary" size="sm" onClick={onRefresh}>
            Refresh
          </Button>
        )}
      </header>
      {children}
    </section>
  );
}
