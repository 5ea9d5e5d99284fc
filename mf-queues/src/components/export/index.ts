// The export feature's public face: Export CSV on the queue and report screens.
export { ExportButton, formatBytes, type ExportButtonProps } from './components/ExportButton';
