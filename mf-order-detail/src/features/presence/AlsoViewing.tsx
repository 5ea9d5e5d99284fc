import { usePresence } from './usePresence';

export interface AlsoViewingProps {
  orderId: number;
  /** The signed-in member: never listed as someone else viewing. */
  memberId: number;
}

/** "Also viewing: Sara (Team), Omar (Manager)" while other members have this order open. */
export function AlsoViewing({ orderId, memberId }: AlsoViewingProps) {
  const others = usePresence(orderId, memberId);
  // The live region stays mounted, so a screen reader hears names arrive and go.
  return (
    <div aria-live="polite" className="od-presence">
      {others.length > 0 && (
        <p className="od-presence-line">
          {`Also viewing: ${others.map((viewer) => `${viewer.name} (${viewer.role})`).join(', ')}`}
        </p>
      )}
    </div>
  );
}
