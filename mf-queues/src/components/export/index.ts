// Export CSV's public face: the queue and report screens put it above their tables.
export { ExportButton, type ExportButtonProps } from './components/ExportButton';
