import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

export interface SectionProps {
  /** Anchor and heading id, e.g. 'email-history'. */
  id: string;
  title: string;
  children: ReactNode;
  /** Buttons or inputs shown at the right of the heading. */
  actions?: ReactNode;
}

/**
 * One titled block of the detail screen; the heading names the region for screen readers and tests. The
 * heading takes the focus when a section link jumps to it (tabIndex -1: focusable, not in the Tab order).
 */
export function Section({ id, title, children, actions }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <Card as="section" className="od-section mb-3" aria-labelledby={headingId} id={id}>
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 id={headingId} className="h6 m-0 me-auto" tabIndex={-1}>
          {title}
        </h2>
        {actions}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}
