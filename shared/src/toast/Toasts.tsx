import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastContainerProps } from 'react-toastify/unstyled';
import { onToastsWanted, TOAST_SETTINGS, toastsWanted } from './toast';

const ToastContainer = lazy(() => import('./ToastContainer'));

/**
 * The page's toast container, mounted by the shell (or by an app running on its own). It renders nothing
 * and loads nothing until the first toast is asked for. Tests pass overrides (autoClose={false}).
 */
export function Toasts(overrides: Partial<ToastContainerProps>) {
  const show = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer {...TOAST_SETTINGS} {...overrides} />
    </Suspense>
  );
}
