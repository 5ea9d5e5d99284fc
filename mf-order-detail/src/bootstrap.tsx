import { REMOTE_APPS } from '@earrival/shared/apps';

/*
 * In production the shell loads this remote's exposes and its own page is never used, so the page says
 * where the screens live and the development harness stays out of the production build (the condition
 * is decided at build time and the import dropped).
 */
if (process.env.NODE_ENV === 'production') {
  const app = REMOTE_APPS.find((remote) => remote.federationName === 'mf_order_detail');
  document.getElementById('root')!.textContent =
    `${app?.label} of the back-office: open it through the back-office.`;
} else {
  void import('./standalone');
}
