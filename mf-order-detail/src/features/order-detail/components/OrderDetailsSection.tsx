import type { OrderDetail } from '@earrival/shared/types';
import { statusLabel } from '@earrival/shared/status';
import { bothClocks } from '@earrival/shared/dates';
import { processingModeLabel } from '../format';
import { Fields } from '../../../components/Fields';
import { Section } from '../../../components/Section';

export function OrderDetailsSection({ order }: { order: OrderDetail }) {
  return (
    <Section id="order-details" title="Order Details">
      <Fields
        items={[
          { label: 'Order ID', value: order.order_id },
          { label: 'Application Email', value: order.application_email },
          { label: 'Email', value: order.email },
          { label: 'Processing Mode', value: processingModeLabel(order.processing_mode) },
          { label: 'Signature Name', value: order.signature_name },
          { label: 'Status', value: statusLabel(order.process_status) },
          // On both clocks: the queues' (UTC) and the histories' (US Eastern) readings of one instant.
          { label: 'Received', value: bothClocks(order.created_at) },
        ]}
      />
    </Section>
  );
}
