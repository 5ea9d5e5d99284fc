export { StatusBadge, StatusButtons } from './components/StatusButtons';
export { TransactionForm } from './components/TransactionForm';
export { FooterButtons } from './components/FooterButtons';
