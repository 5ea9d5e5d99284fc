import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { KeyIcon } from '../../../ui/icons';

/**
 * Staff accounts are created and reset by an Admin or Manager in Manage Team (the spec has no reset call),
 * so "forgot password" explains who to ask rather than sending a mail nobody could act on.
 */
export default function ForgotPasswordModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby="forgot-password-title">
      <Modal.Header closeButton>
        <Modal.Title id="forgot-password-title" className="h5 d-flex align-items-center gap-2">
          <KeyIcon /> Forgot your password?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>Back-office passwords are managed by your team, not by e-mail.</p>
        <ol className="mb-0 ps-3">
          <li>Ask your Admin or Manager to set a new password for you in Manage Team.</li>
          <li>Sign in with the password they give you.</li>
          <li>Change it to one only you know under Change Password.</li>
        </ol>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose}>
          Got it
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
