import type { AdminScreenProps } from '@earrival/shared/routes';
import type { OrderDetail } from '@earrival/shared/types';
import { Section } from '../components/Section';
import { AddComment, CommentHistory } from '../features/comments';
import { CustomerLanguageForm } from '../features/customer-language';
import { DownloadHistory, EmailHistory, UploadDocument } from '../features/documents';
import { FooterButtons, TransactionForm } from '../features/order-actions';
import {
  ActivitySection,
  CustomsSection,
  MigratorySection,
  OrderDetailsSection,
  PersonalDataSection,
  SanitarySection,
} from '../features/order-detail';
import { likelyNextStep } from '../lib/nextStep';

export interface OrderDetailViewProps {
  order: OrderDetail;
  user: AdminScreenProps['user'];
}

/**
 * Every block of the order, top to bottom in the spec's order. The status moves live in the action bar
 * above (ActionBar), which stays in view.
 */
export function OrderDetailView({ order, user }: OrderDetailViewProps) {
  const orderId = order.order_id;
  return (
    <div className="od-screen">
      <EmailHistory
        orderId={orderId}
        mails={order.mailHistory}
        total={order.totals?.mails}
        customerEmail={order.email}
        hasDocument={order.uploadDoc.length > 0}
      />
      <UploadDocument
        orderId={orderId}
        customerEmail={order.email}
        documents={order.uploadDoc}
        primary={likelyNextStep(order) === 'upload'}
      />
      <OrderDetailsSection order={order}>
        <CustomerLanguageForm orderId={orderId} language={order.language} />
      </OrderDetailsSection>
      <PersonalDataSection order={order} />
      <MigratorySection order={order} />
      <SanitarySection order={order} />
      <CustomsSection order={order} />
      <DownloadHistory
        orderId={orderId}
        downloads={order.downloadHistory}
        total={order.totals?.downloads}
        customerEmail={order.email}
      />
      <ActivitySection order={order} />
      <CommentHistory orderId={orderId} remarks={order.remark} total={order.totals?.remarks} />
      <AddComment
        orderId={orderId}
        userName={user.name}
        refundRequested={order.refund_date !== null || order.process_status === 'Refunds'}
      />
      <Section id="transaction" title="Transaction Details">
        <TransactionForm
          idPrefix="page"
          orderId={orderId}
          transactionId={order.transaction_id}
          merchantName={order.merchant_name}
        />
      </Section>
      <FooterButtons order={order} />
    </div>
  );
}
