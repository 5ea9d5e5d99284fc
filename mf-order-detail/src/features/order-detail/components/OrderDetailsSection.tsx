import type { ReactNode } from 'react';
import type { OrderDetail } from '@earrival/shared/types';
import { statusLabel } from '@earrival/shared/status';
import { bothClocks } from '@earrival/shared/dates';
import { processingModeLabel } from '../format';
import { Fields } from '../../../components/Fields';
import { Section } from '../../../components/Section';
import { FIELD_LABELS } from '@earrival/shared/domain';

/**
 * The order's contact and processing facts, then `children` under the grid: the customer's language, which
 * staff may change (the page puts the customer-language form there).
 */
export function OrderDetailsSection({ order, children }: { order: OrderDetail; children?: ReactNode }) {
  return (
    <Section id="order-details" title="Order Details">
      <Fields
        items={[
          { label: FIELD_LABELS.order_id, value: order.order_id },
          { label: FIELD_LABELS.application_email, value: order.application_email },
          { label: FIELD_LABELS.email, value: order.email },
          { label: FIELD_LABELS.processing_mode, value: processingModeLabel(order.processing_mode) },
          { label: FIELD_LABELS.signature_name, value: order.signature_name },
          { label: FIELD_LABELS.process_status, value: statusLabel(order.process_status) },
          // On both clocks: the queues' (UTC) and the histories' (US Eastern) readings of one instant.
          { label: FIELD_LABELS.created_at, value: bothClocks(order.created_at) },
        ]}
      />
      {children}
    </Section>
  );
}
