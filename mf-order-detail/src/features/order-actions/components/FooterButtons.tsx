import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type { OrderDetail } from '@earrival/shared/types';
import { useDefencePack } from '../hooks/useOrderActions';
import { EmailPreviewModal } from './EmailPreviewModal';
import { SendInvoiceModal } from './SendInvoiceModal';
import { TransactionForm } from './TransactionForm';

const PREPARING = 'Preparing the defence pack…';

/**
 * View Email Content and Send Invoice (for this order, its id filled in) always; the defence packs and Enter Transaction Details only while the order can be
 * disputed (Completed, Customer Called, ChargeBack), which the server states as `defencePackAvailable`.
 * A pack takes seconds to build: its button shows a spinner and says so until the PDF opens, and both
 * pack buttons wait meanwhile.
 */
export function FooterButtons({ order }: { order: OrderDetail }) {
  const [open, setOpen] = useState<'email' | 'invoice' | 'transaction' | null>(null);
  const pack = useDefencePack(order.order_id);
  const close = () => setOpen(null);
  return (
    // The section links jump here ("More Actions"): focusable, not in the Tab order.
    <footer
      id="order-footer"
      tabIndex={-1}
      className="od-footer d-flex flex-wrap gap-2 py-3"
      aria-label="More actions"
    >
      <Button variant="info" onClick={() => setOpen('email')}>
        View Email Content
      </Button>
      <Button variant="outline-primary" onClick={() => setOpen('invoice')}>
        Send Invoice
      </Button>
      {order.defencePackAvailable && (
        <>
          {([1, 2] as const).map((type) => {
            const building = pack.isPending && pack.variables === type;
            return (
              <Button
                key={type}
                variant="dark"
                disabled={pack.isPending}
                aria-busy={building || undefined}
                onClick={() => pack.mutate(type)}
              >
                {building ? (
                  <>
                    <Spinner animation="border" size="sm" className="me-2" aria-hidden />
                    {PREPARING}
                  </>
                ) : (
                  `Defence Pack ${type}`
                )}
              </Button>
            );
          })}
          <Button variant="outline-dark" onClick={() => setOpen('transaction')}>
            Enter Transaction Details
          </Button>
        </>
      )}
      {/* Building a pack takes seconds: screen readers hear that it started, as sighted users see it. */}
      <span className="visually-hidden" role="status">
        {pack.isPending ? PREPARING : ''}
      </span>
      <EmailPreviewModal order={order} show={open === 'email'} onHide={close} />
      <SendInvoiceModal orderId={order.order_id} show={open === 'invoice'} onHide={close} />
      <Modal show={open === 'transaction'} onHide={close} size="xl" aria-labelledby="transaction-modal-title">
        <Modal.Header closeButton>
          <Modal.Title id="transaction-modal-title" className="h5">
            Enter Transaction Details
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <TransactionForm
            idPrefix="modal"
            orderId={order.order_id}
            transactionId={order.transaction_id}
            merchantName={order.merchant_name}
            onSaved={close}
          />
        </Modal.Body>
      </Modal>
    </footer>
  );
}
