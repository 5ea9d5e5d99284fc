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
}

/** The order's status as people read it; the words before it are for screen readers and the page's tests. */
function CurrentStatus({ status }: { status: ProcessStatus }) {
  return (
    <span className="od-status-current" title="Current status">
      <span className="visually-hidden">Current status: </span>
      {statusLabel(status)}
    </span>
  );
}

/**
 * One button per status the order can move to. The current status's button keeps its slot, hidden, and
 * the status's label fills that slot instead of a hole: after a move every other button stays where it
 * was, under the pointer that pressed it, and a second click lands on the label, not on another move.
 * New and Pending have no button; their label follows the buttons, so it moves nothing when it goes.
 * Delete asks first, naming the order, and is left out for a role that may not delete at all; whether a
 * role limited to some folders may delete this order is the server's decision. A move's toast offers Undo.
 */
export function StatusButtons({ orderId, status, role }: StatusButtonsProps) {
  const move = useMoveStatus(orderId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const buttons = STATUS_BUTTONS.filter(
    (button) => button.status !== 'Deleted' || deleteScope(role, undefined) !== 'none',
  );
  const hasSlot = buttons.some((button) => button.status === status);
  const run = (next: ProcessStatus) => {
    if (next === 'Deleted') setConfirmDelete(true);
    else move.mutate(next);
  };
  return (
    <div className="od-status-buttons" role="group" aria-label="Move the order to">
      {buttons.map((button) => {
        const current = button.status === status;
        return (
          <span key={button.status} className="od-status-slot">
            <Button
              size="sm"
              variant={button.variant}
              disabled={move.isPending || current}
              // Hidden, not removed: its width keeps the slot, so the buttons after it keep their place.
              className={current ? 'invisible' : undefined}
              aria-hidden={current || undefined}
              tabIndex={current ? -1 : undefined}
              onClick={() => run(button.status)}
            >
              {button.label}
            </Button>
            {current && <CurrentStatus status={status} />}
          </span>
        );
      })}
      {!hasSlot && <CurrentStatus status={status} />}
      <ConfirmModal
        show={confirmDelete}
        text={`Delete order ${orderId}?`}
        busy={move.isPending}
        onNo={() => setConfirmDelete(false)}
        onYes={() => move.mutate('Deleted', { onSettled: () => setConfirmDelete(false) })}
      />
    </div>
  );
}
