import { Link } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import { listReturnState } from '@earrival/shared/orderTrail';
import type { OrderTrailLinks } from '../hooks/useOrderTrail';

export type TrailStep = 'previous' | 'next';

function Step({
  to,
  label,
  shortcut,
  onFollow,
}: {
  to: string | null;
  label: string;
  shortcut: string;
  onFollow: () => void;
}) {
  if (!to) {
    return (
      <Button size="sm" variant="outline-secondary" disabled>
        {label}
      </Button>
    );
  }
  return (
    <Link
      to={to}
      className="btn btn-sm btn-outline-secondary"
      aria-keyshortcuts={shortcut}
      onClick={onFollow}
    >
      {label}
    </Link>
  );
}

const number = (value: number) => value.toLocaleString('en-US');

/**
 * "12 of 537"; "10,000+ of 537,000" deeper than the server counts; "Moved out · 536 left" once the order
 * has left the list; "…" while the server is asked.
 */
function placeText({ position, count, countCapped, positionCapped, inList }: OrderTrailLinks): string {
  if (position === null || count === null) return '…';
  const total = `${number(count)}${countCapped ? '+' : ''}`;
  const place = positionCapped ? `${number(position - 1)}+` : number(position);
  return inList ? `${place} of ${total}` : `Moved out · ${total} left`;
}

/**
 * Back to the list the order was opened from (its search, sort, page and filters kept in its address, and
 * the row to give the focus back to in the history entry), and Previous / Next through that whole list.
 * Links, so a middle-click opens another tab.
 */
export function TrailNav({
  trail,
  orderId,
  onFollow,
}: {
  trail: OrderTrailLinks;
  orderId: number;
  onFollow: (step: TrailStep) => void;
}) {
  return (
    <nav className="od-trail" aria-label="Orders of the list">
      <Link
        to={trail.listUrl}
        state={listReturnState([orderId, trail.next])}
        className="btn btn-sm btn-link od-trail-back"
        aria-keyshortcuts="u"
        title={trail.listLabel ? `Back to ${trail.listLabel}` : undefined}
      >
        <span aria-hidden>← </span>Back to list
      </Link>
      <Step to={trail.previousPath} label="Previous" shortcut="p" onFollow={() => onFollow('previous')} />
      <span className="od-trail-place" aria-live="polite">
        {placeText(trail)}
        {trail.listLabel && <span className="od-trail-list"> in {trail.listLabel}</span>}
      </span>
      <Step to={trail.nextPath} label="Next" shortcut="n" onFollow={() => onFollow('next')} />
    </nav>
  );
}
