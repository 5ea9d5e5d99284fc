import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { deleteScope } from '@earrival/shared/policy';
import { type ProcessStatus, type Role } from '@earrival/shared/types';
import { ConfirmModal } from '@earrival/shared/ui';
import { Section } from '../../../components/Section';
import { useMoveStatus } from '../hooks/useOrderActions';
import { STATUS_BUTTONS } from '../statusButtons';

export interface StatusButtonsProps {
  orderId: number;
  status: ProcessStatus;
  role: Role;
}

/**
 * One button per status the order can move to. The button of the current status is hidden but keeps its
 * place, so after a move every other button stays where it was, under the pointer that pressed it. Delete
 * asks first, naming the order, and is left out for a role that may not delete at all; whether a role
 * limited to some folders may delete this order is the server's decision. A move's toast offers Undo.
 */
export function StatusButtons({ orderId, status, role }: StatusButtonsProps) {
  const move = useMoveStatus(orderId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const buttons = STATUS_BUTTONS.filter(
    (button) => button.status !== 'Deleted' || deleteScope(role, undefined) !== 'none',
  );
  const run = (next: ProcessStatus) => {
    if (next === 'Deleted') setConfirmDelete(true);
    else move.mutate(next);
  };
  return (
    <Section id="status" title="Change Status">
      <p className="mb-2">
        Current status: <strong>{status}</strong>
      </p>
      <div className="d-flex flex-wrap gap-2" role="group" aria-label="Move the order to">
        {buttons.map((button) => {
          const current = button.status === status;
          return (
            <Button
              key={button.status}
              variant={button.variant}
              disabled={move.isPending || current}
              // Hidden, not removed: the buttons after it keep their place.
              className={current ? 'invisible' : undefined}
              aria-hidden={current || undefined}
              tabIndex={current ? -1 : undefined}
              onClick={() => run(button.status)}
            >
              {button.label}
            </Button>
          );
        })}
      </div>
      <ConfirmModal
        show={confirmDelete}
        text={`Delete order ${orderId}?`}
        busy={move.isPending}
        onNo={() => setConfirmDelete(false)}
        onYes={() => move.mutate('Deleted', { onSettled: () => setConfirmDelete(false) })}
      />
    </Section>
  );
}
