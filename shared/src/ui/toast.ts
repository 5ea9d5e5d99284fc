import { toast, type ToastContainerProps } from 'react-toastify';

/** One toast configuration for the whole page. */
export const TOAST_SETTINGS: ToastContainerProps = {
  position: 'top-right',
  autoClose: 5000,
  draggable: true,
  draggablePercent: 80,
  newestOnTop: true,
  closeOnClick: true,
  pauseOnHover: true,
};

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
};
