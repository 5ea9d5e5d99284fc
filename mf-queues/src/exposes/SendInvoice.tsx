import type { AdminScreenProps } from '@earrival/shared/routes';
import { SendInvoiceScreen } from '../features/invoices';

/** /admin/send-invoice (Manage Invoices). */
export default function SendInvoice(props: AdminScreenProps) {
  return <SendInvoiceScreen {...props} />;
}
