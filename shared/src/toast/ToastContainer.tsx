// Loaded with the first toast: the lane, react-toastify's container and its stylesheet (a file, not a <style>).
import 'react-toastify/dist/ReactToastify.css';
import './toast.css';
import { useEffect, useRef } from 'react';
import { ToastContainer, toast, type Id, type ToastContainerProps } from 'react-toastify/unstyled';

/**
 * One toast configuration for the whole page. Toasts stack, newest first, in the toast lane (below):
 * a strip at the top of the page that takes its own room, so no toast ever lies over a control. The
 * spec's top-right corner covered the controls a member reaches for right after an action (Export CSV, the
 * user menu, the order page's action bar), and the bottom corner later covered the pager, a card's buttons
 * on a phone and the Upload form's e-mail field (issues 31 and 46). Three at most show at once (the rest
 * wait). The spec's auto-close and drag-to-dismiss stay.
 */
const TOAST_SETTINGS: ToastContainerProps = {
  position: 'top-center',
  autoClose: 5000,
  draggable: true,
  draggablePercent: 80,
  newestOnTop: true,
  closeOnClick: true,
  pauseOnHover: true,
  limit: 3,
};

/** The error toasts on screen: a success, or a new page (clearErrorToasts), closes them. */
const errorToasts = new Set<Id>();

export function clearErrorToasts(): void {
  for (const id of errorToasts) toast.dismiss(id);
  errorToasts.clear();
}

// Watched from the moment the lane loads, which is before its first toast shows.
toast.onChange(({ id, status, type }) => {
  if (status === 'removed') errorToasts.delete(id);
  else if (type === 'error') errorToasts.add(id);
  else if (status === 'added' && type === 'success') clearErrorToasts();
});

/** The lane's height, for whatever sits below it: the top bar and every sticky or fixed part under it. */
const LANE_HEIGHT = '--ea-toast-lane';

/**
 * Publishes the lane's height on the root element while it has toasts, and keeps the browser from
 * scrolling the page to hold its content still when the lane grows: the content moves down by the
 * lane's height instead, so nothing that was in view goes under the top bar.
 */
function usePublishedHeight(lane: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = lane.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = element.getBoundingClientRect().height;
      root.style.setProperty(LANE_HEIGHT, `${height}px`);
      root.style.overflowAnchor = height > 0 ? 'none' : '';
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(LANE_HEIGHT);
      root.style.overflowAnchor = '';
    };
  }, [lane]);
}

/**
 * The toast lane (its settings here, loaded with it, not with every page): a strip across the top of the
 * page, above the top bar, that takes its own room in the layout (it pushes the page down while it holds
 * toasts), so a toast never lies over a control.
 */
export default function ToastLane(overrides: Partial<ToastContainerProps>) {
  const lane = useRef<HTMLDivElement>(null);
  usePublishedHeight(lane);
  return (
    <div className="ea-toast-lane" ref={lane}>
      <ToastContainer {...TOAST_SETTINGS} {...overrides} />
    </div>
  );
}
