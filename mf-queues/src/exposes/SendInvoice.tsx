import type { AdminScreenProps } from '@earrival/shared/routes';
import { SendInvoiceScreen } from '../features/invoices';

/** /admin/send-invoice (Manage Invoices). */
export default function SendInvoice(props: AdminScreenProps) {
  return <SendInvoiceScreen {...props} />;
}

// Which build this is: the shell shows it below the screen.
export { BUILD_VERSION } from '../buildInfo';
