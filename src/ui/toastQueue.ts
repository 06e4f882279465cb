import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export interface ToastContent {
  message: string;
  variant: 'success' | 'error' | 'info';
}

/** Success and info toasts close themselves after this long (react-aria pauses the timer on hover and focus). */
export const TOAST_TIMEOUT_MS = 5000;

/** The app-wide queue rendered by <ToastRegion />. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

/** Show app-wide notices from anywhere, including outside React. Each call returns the toast's key. */
export const toast = {
  success: (message: string) => toastQueue.add({ message, variant: 'success' }, { timeout: TOAST_TIMEOUT_MS }),
  info: (message: string) => toastQueue.add({ message, variant: 'info' }, { timeout: TOAST_TIMEOUT_MS }),
  /** Errors stay until the person closes them. */
  error: (message: string) => toastQueue.add({ message, variant: 'error' }),
  close: (key: string) => toastQueue.close(key),
  clear: () => toastQueue.clear(),
};
