import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { deleteScope } from '@earrival/shared/policy';
import { statusLabel } from '@earrival/shared/status';
import { type ProcessStatus, type Role } from '@earrival/shared/types';
import { ConfirmModal } from '@earrival/shared/ui';
import { useMoveStatus } from '../hooks/useOrderActions';
import { STATUS_BUTTONS } from '../statusButtons';

export interface StatusButtonsProps {
  orderId: number;
  status: ProcessStatus;
  role: Role;
  /** The move that is the order's likely next step: its button is solid. */
  next?: ProcessStatus;
  /** After a move the server accepted (the fold that holds the buttons closes). */
  onMoved?: () => void;
}

/**
 * The order's status as a badge: read, not pressed. The words before it are for screen readers and the
 * page's tests.
 */
export function StatusBadge({ status }: { status: ProcessStatus }) {
  return (
    <span className="od-status-current badge rounded-pill" title="Current status">
      <span className="visually-hidden">Current status: </span>
      {statusLabel(status)}
    </span>
  );
}

/**
 * One button per status the order can move to; the current status has none (the spec hides it; the
 * status itself is the bar's badge). Delete stands apart from the moves, at the end, and asks first,
 * naming the order; it is left out for a role that may not delete at all, and for an order deleted
 * already. Whether a role limited to some folders may delete this order is the server's decision. A
 * move's toast offers Undo.
 */
export function StatusButtons({ orderId, status, role, next, onMoved }: StatusButtonsProps) {
  const move = useMoveStatus(orderId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const moves = STATUS_BUTTONS.filter((button) => button.status !== 'Deleted' && button.status !== status);
  const canDelete = status !== 'Deleted' && deleteScope(role, undefined) !== 'none';
  const moveTo = (next: ProcessStatus) => move.mutate(next, { onSuccess: () => onMoved?.() });
  return (
    <div className="od-status-buttons">
      <div className="od-status-moves" role="group" aria-label="Move the order to">
        {moves.map((button) => (
          <Button
            key={button.status}
            size="sm"
            variant={button.status === next ? button.variant.replace(/^outline-/, '') : button.variant}
            disabled={move.isPending}
            onClick={() => moveTo(button.status)}
          >
            {button.label}
          </Button>
        ))}
      </div>
      {canDelete && (
        <div className="od-status-delete" role="group" aria-label="Delete the order">
          <Button
            size="sm"
            variant="outline-danger"
            disabled={move.isPending}
            onClick={() => setConfirmDelete(true)}
          >
            Delete
          </Button>
        </div>
      )}
      <ConfirmModal
        show={confirmDelete}
        text={`Delete order ${orderId}?`}
        yesLabel="Delete"
        yesVariant="danger"
        noLabel="Cancel"
        busy={move.isPending}
        onNo={() => setConfirmDelete(false)}
        onYes={() =>
          move.mutate('Deleted', {
            onSettled: () => setConfirmDelete(false),
            onSuccess: () => onMoved?.(),
          })
        }
      />
    </div>
  );
}
