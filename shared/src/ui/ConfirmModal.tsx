import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

const DEFAULT_CONFIRM_TEXT = 'Are you sure you want to delete?';

export interface ConfirmModalProps {
  show: boolean;
  /** The question; defaults to the delete confirmation. */
  text?: string;
  onYes: () => void;
  onNo: () => void;
  /** While the confirmed action runs: the buttons are disabled so it cannot be sent twice. */
  busy?: boolean;
  /** The buttons' words; the spec's Yes and No unless a screen names the action ("Delete", "Cancel"). */
  yesLabel?: string;
  noLabel?: string;
  /** A destructive action's confirm button is red (`danger`). */
  yesVariant?: 'primary' | 'danger';
}

/** A Yes/No confirmation. */
export function ConfirmModal({
  show,
  text = DEFAULT_CONFIRM_TEXT,
  onYes,
  onNo,
  busy = false,
  yesLabel = 'Yes',
  noLabel = 'No',
  yesVariant = 'primary',
}: ConfirmModalProps) {
  return (
    <Modal show={show} onHide={busy ? () => undefined : onNo} centered aria-labelledby="ea-confirm-text">
      <Modal.Body>
        <p id="ea-confirm-text" className="m-0 fs-5">
          {text}
        </p>
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
