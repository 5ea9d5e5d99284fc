import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastContainerProps } from 'react-toastify/unstyled';
import { onToastsWanted, toastsWanted } from './toast';

const ToastLane = lazy(() => import('./ToastContainer'));

/**
 * The page's toast container, mounted by the shell (or by an app running on its own). It renders nothing
 * and loads nothing until the first toast is asked for; then the toast lane (ToastContainer.tsx): a strip
 * at the top of the page that takes its own room, so a toast never lies over a control. Tests pass
 * overrides (autoClose={false}).
 */
export function Toasts(overrides: Partial<ToastContainerProps>) {
  const show = useSyncExternalStore(onToastsWanted, toastsWanted, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToastLane {...overrides} />
    </Suspense>
  );
}
