import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { deleteScope } from '@earrival/shared/policy';
import { type ProcessStatus, type Role } from '@earrival/shared/types';
import { ConfirmModal } from '@earrival/shared/ui';
import { Section } from '../../../components/Section';
import { useMoveStatus } from '../hooks/useOrderActions';
import { statusButtonsFor } from '../statusButtons';

export interface StatusButtonsProps {
  orderId: number;
  status: ProcessStatus;
  role: Role;
}

/**
 * One button per status the order can move to. Delete asks first and is left out for a role that may not
 * delete at all; whether a role limited to some folders may delete this order is the server's decision.
 */
export function StatusButtons({ orderId, status, role }: StatusButtonsProps) {
  const move = useMoveStatus(orderId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const buttons = statusButtonsFor(status).filter(
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
        {buttons.map((button) => (
          <Button
            key={button.status}
            variant={button.variant}
            disabled={move.isPending}
            onClick={() => run(button.status)}
          >
            {button.label}
          </Button>
        ))}
      </div>
      <ConfirmModal
        show={confirmDelete}
        busy={move.isPending}
        onNo={() => setConfirmDelete(false)}
        onYes={() => move.mutate('Deleted', { onSettled: () => setConfirmDelete(false) })}
      />
    </Section>
  );
}
