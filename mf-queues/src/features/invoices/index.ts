export { SendInvoiceScreen } from './components/SendInvoiceScreen';
