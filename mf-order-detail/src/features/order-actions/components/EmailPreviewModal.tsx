import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { OrderDetail } from '@earrival/shared/types';
import { whatsappLink } from '../whatsapp';
import { MailFrame } from './MailFrame';

export interface EmailPreviewModalProps {
  order: OrderDetail;
  show: boolean;
  onHide: () => void;
}

/**
 * The order-approved e-mail exactly as the server mails it (its own HTML in a frame that runs nothing),
 * with the key facts above it and the WhatsApp message as the secondary way to reach the customer.
 */
export function EmailPreviewModal({ order, show, onHide }: EmailPreviewModalProps) {
  const preview = order.emailPreview;
  const chat = whatsappLink(order);
  return (
    <Modal show={show} onHide={onHide} size="xl" aria-labelledby="email-preview-title" scrollable>
      <Modal.Header closeButton>
        <Modal.Title id="email-preview-title" className="h5">
          Email Content
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <dl className="od-preview-facts row g-0 mb-3">
          <div className="col-12 col-md-6">
            <dt>Subject</dt>
            <dd>{preview.subject}</dd>
          </div>
          <div className="col-6 col-md-3">
            <dt>Order Number</dt>
            <dd>{preview.orderNumber}</dd>
          </div>
          <div className="col-6 col-md-3">
            <dt>Service Phone</dt>
            <dd>{preview.servicePhone}</dd>
          </div>
          <div className="col-12">
            <dt>Track Order Link</dt>
            <dd className="text-break">
              <a href={preview.trackOrderUrl} target="_blank" rel="noreferrer">
                {preview.trackOrderUrl}
              </a>
            </dd>
          </div>
        </dl>
        <MailFrame title="Order approved e-mail" html={preview.html} />
      </Modal.Body>
      <Modal.Footer>
        {chat ? (
          <Button as="a" variant="secondary" href={chat} target="_blank" rel="noreferrer">
            Send Whatsapp Message
          </Button>
        ) : (
          <Button variant="secondary" disabled title="The order has no phone number">
            Send Whatsapp Message
          </Button>
        )}
        <Button variant="outline-secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
