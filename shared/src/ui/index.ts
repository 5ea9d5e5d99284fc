export { TOAST_SETTINGS, notify } from './toast';
export { Page, type PageProps } from './Page';
export { StandaloneHarness, type StandaloneHarnessProps } from './StandaloneHarness';
