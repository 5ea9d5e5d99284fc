import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { BusyMark } from '@earrival/shared/form';
import { useSendInvoice } from '../hooks/useOrderActions';

export interface SendInvoiceModalProps {
  orderId: number;
  show: boolean;
  onHide: () => void;
}

/**
 * Send Invoice from the order itself: the Order ID is this order's, filled in and read-only, so nothing is
 * retyped. Closes once the server has queued the invoice; a refusal leaves it open.
 */
export function SendInvoiceModal({ orderId, show, onHide }: SendInvoiceModalProps) {
  const send = useSendInvoice(orderId);
  const sending = send.isPending;
  return (
    <Modal show={show} onHide={sending ? () => undefined : onHide} aria-labelledby="invoice-modal-title">
      <Modal.Header closeButton={!sending}>
        <Modal.Title id="invoice-modal-title" className="h5">
          Send Invoice
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form.Group controlId="order-invoice-id" className="mb-2">
          <Form.Label>Order ID</Form.Label>
          <Form.Control value={String(orderId)} readOnly />
        </Form.Group>
        <p className="text-body-secondary small mb-0">
          The invoice (amount paid, currency and payment gateway) is built as a PDF and e-mailed to the
          customer; it is recorded in the order&apos;s Email History.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide} disabled={sending}>
          Cancel
        </Button>
        <Button
          variant="primary"
          disabled={sending}
          onClick={() => send.mutate(undefined, { onSuccess: onHide })}
        >
          {sending ? (
            <>
              <BusyMark />
              Building and sending the invoice…
            </>
          ) : (
            'Send Invoice'
          )}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
