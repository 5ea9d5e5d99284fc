import { Link } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import type { OrderTrailLinks } from '../hooks/useOrderTrail';

function Step({ to, label, shortcut }: { to: string | null; label: string; shortcut: string }) {
  if (!to) {
    return (
      <Button size="sm" variant="outline-secondary" disabled>
        {label}
      </Button>
    );
  }
  return (
    <Link to={to} className="btn btn-sm btn-outline-secondary" aria-keyshortcuts={shortcut}>
      {label}
    </Link>
  );
}

/**
 * Back to the list the order was opened from (its search, sort, page and filters kept in its address),
 * and Previous / Next through that list's orders. Links, so a middle-click opens another tab.
 */
export function TrailNav({ trail }: { trail: OrderTrailLinks }) {
  return (
    <nav className="od-trail" aria-label="Orders of the list">
      <Link
        to={trail.listUrl}
        className="btn btn-sm btn-link od-trail-back"
        aria-keyshortcuts="u"
        title={trail.listLabel ? `Back to ${trail.listLabel}` : undefined}
      >
        <span aria-hidden>← </span>Back to list
      </Link>
      <Step to={trail.previousPath} label="Previous" shortcut="p" />
      <span className="od-trail-place">
        {trail.position} of {trail.count}
        {trail.listLabel && <span className="od-trail-list"> in {trail.listLabel}</span>}
      </span>
      <Step to={trail.nextPath} label="Next" shortcut="n" />
    </nav>
  );
}
