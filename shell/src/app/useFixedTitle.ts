import { useEffect } from 'react';
import { PRODUCT_TITLE } from '../ui/productTitle';

/** Keeps the fixed product title even if a remote or a widget changes document.title. */
export function useFixedTitle(): void {
  useEffect(() => {
    document.title = PRODUCT_TITLE;
    const observer = new MutationObserver(() => {
      if (document.title !== PRODUCT_TITLE) document.title = PRODUCT_TITLE;
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, []);
}
