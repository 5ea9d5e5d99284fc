import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

const DEFAULT_CONFIRM_TEXT = 'Are you sure you want to delete?';

export interface ConfirmModalProps {
  show: boolean;
  /** The question; defaults to the delete confirmation. */
  text?: string;
  /** What the action affects, under the question. */
  detail?: ReactNode;
  /** The confirming button's words: the spec's 'Yes' unless a screen names the action ("Delete"). */
  yesLabel?: string;
  /** The declining button's words; defaults to 'No'. */
  noLabel?: string;
  onYes: () => void;
  onNo: () => void;
  /** While the confirmed action runs: the buttons are disabled so it cannot be sent twice. */
  busy?: boolean;
  /** A destructive action's confirm button is red (`danger`). */
  yesVariant?: 'primary' | 'danger';
}

/** A Yes/No confirmation. */
export function ConfirmModal({
  show,
  text = DEFAULT_CONFIRM_TEXT,
  detail,
  yesLabel = 'Yes',
  noLabel = 'No',
  onYes,
  onNo,
  busy = false,
  yesVariant = 'primary',
}: ConfirmModalProps) {
  return (
    <Modal show={show} onHide={busy ? () => undefined : onNo} centered aria-labelledby="ea-confirm-text">
      <Modal.Body>
        <p id="ea-confirm-text" className="m-0 fs-5">
          {text}
        </p>
        {detail && <div className="mt-2 mb-0">{detail}</div>}
      </Modal.Body>
      <Modal.Footer>
        <Button variant={yesVariant} onClick={onYes} disabled={busy}>
          {yesLabel}
        </Button>
        <Button variant="secondary" onClick={onNo} disabled={busy}>
          {noLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
