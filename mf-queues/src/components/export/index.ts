// Export CSV's public face: the queue and report screens put it above their tables.
export { ExportButton, formatBytes, type ExportButtonProps } from './components/ExportButton';
