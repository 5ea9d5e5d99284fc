import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { OrderDetail } from '@earrival/shared/types';
import { useDefencePack } from '../hooks/useOrderActions';
import { EmailPreviewModal } from './EmailPreviewModal';
import { TransactionForm } from './TransactionForm';

/**
 * View Email Content always; the defence packs and Enter Transaction Details only while the order can be
 * disputed (Completed, Customer Called, ChargeBack), which the server states as `defencePackAvailable`.
 */
export function FooterButtons({ order }: { order: OrderDetail }) {
  const [open, setOpen] = useState<'email' | 'transaction' | null>(null);
  const pack = useDefencePack(order.order_id);
  const close = () => setOpen(null);
  return (
    <footer className="od-footer d-flex flex-wrap gap-2 py-3" aria-label="Order actions">
      <Button variant="info" onClick={() => setOpen('email')}>
        View Email Content
      </Button>
      {order.defencePackAvailable && (
        <>
          {([1, 2] as const).map((type) => (
            <Button key={type} variant="dark" disabled={pack.isPending} onClick={() => pack.mutate(type)}>
              {pack.isPending && pack.variables === type ? 'Building…' : `Defence Pack ${type}`}
            </Button>
          ))}
          <Button variant="outline-dark" onClick={() => setOpen('transaction')}>
            Enter Transaction Details
          </Button>
        </>
      )}
      <EmailPreviewModal order={order} show={open === 'email'} onHide={close} />
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
