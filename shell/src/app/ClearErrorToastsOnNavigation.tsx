import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { clearErrorToasts } from '@earrival/shared/toast';

/**
 * A new page says nothing of the last page's failures: inside the shell's router, it closes the error
 * toasts when the path changes (the toast module itself knows no router: the visitor page has none).
 */
export function ClearErrorToastsOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    clearErrorToasts();
  }, [pathname]);
  return null;
}
