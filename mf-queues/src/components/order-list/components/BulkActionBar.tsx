import Button from 'react-bootstrap/Button';
import { BULK_ACTIONS, type BulkActionId } from '../bulkActions';

export interface BulkActionBarProps {
  count: number;
  actions: readonly BulkActionId[];
  onAction: (action: BulkActionId) => void;
  onClear: () => void;
  running: boolean;
  /** What the last action did, said until the next selection. */
  lastResult: string | null;
}

/** Appears with a selection (react-admin style): how many are selected, the actions, and a way out. */
export function BulkActionBar({
  count,
  actions,
  onAction,
  onClear,
  running,
  lastResult,
}: BulkActionBarProps) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2" style={{ minHeight: 31 }}>
      {count > 0 && (
        <div role="toolbar" aria-label="Bulk actions" className="d-flex flex-wrap align-items-center gap-2">
          <strong className="small">{count === 1 ? '1 order selected' : `${count} orders selected`}</strong>
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={BULK_ACTIONS[action].variant}
              disabled={running}
              onClick={() => onAction(action)}
            >
              {BULK_ACTIONS[action].label}
            </Button>
          ))}
          <Button size="sm" variant="link" disabled={running} onClick={onClear}>
            Clear selection
          </Button>
        </div>
      )}
      <span role="status" className="small text-success">
        {count === 0 ? lastResult : null}
      </span>
    </div>
  );
}
