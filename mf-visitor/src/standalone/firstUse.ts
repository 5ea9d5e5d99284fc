import { firstUse as firstUseOf } from '@earrival/shared/firstUse';
import { PAGE_STATE_ID } from './pageState';

/**
 * Resolves when the customer first reaches for a page the server rendered (it carries the page's state);
 * at once on the server, in a page the browser renders alone (the shell, a development server) and after
 * the first use.
 */
export const firstUse = (): Promise<void> =>
  firstUseOf(typeof document !== 'undefined' && document.getElementById(PAGE_STATE_ID) !== null);
