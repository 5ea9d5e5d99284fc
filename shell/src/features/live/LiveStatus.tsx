import { useState } from 'react';
import { useBusEvent } from '@earrival/shared/bus';

const EXPLANATION =
  'The connection for live updates is lost and is being retried. Changes made by others will show once it reconnects (or press Refresh).';

/**
 * The top bar's "Live updates paused" mark, shown while the live stream is being retried after a failure
 * (never during the first connect). The status region stays in the page so a screen reader hears the
 * mark come and go.
 */
export function LiveStatus() {
  const [paused, setPaused] = useState(false);
  useBusEvent('live-connection', (event) => setPaused(event.state === 'paused'));
  return (
    <span
      role="status"
      className={paused ? 'ea-live-paused' : 'ea-live-quiet'}
      title={paused ? EXPLANATION : undefined}
    >
      {paused && 'Live updates paused'}
    </span>
  );
}
