import {
  Button as AriaButton, Text, UNSTABLE_Toast as AriaToast, UNSTABLE_ToastContent as ToastContentSlot,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { CloseIcon } from './icons';
import { toastQueue, type ToastContent } from './toastQueue';
import * as styles from './ToastRegion.css';

export interface ToastRegionProps {
  /** Accessible name of the landmark (reachable with F6). */
  label?: string;
  /** Accessible name of each toast's × button. */
  closeLabel?: string;
}

/**
 * Renders the app-wide toast queue at the bottom right. Mount once near the root; call `toast.success(...)` /
 * `toast.error(...)` from toastQueue.ts. Each message sits in a role="alert" element so it is announced.
 */
export function ToastRegion({ label = 'Notifications', closeLabel = 'Close' }: ToastRegionProps) {
  return (
    <AriaToastRegion<ToastContent> queue={toastQueue} aria-label={label} className={styles.region}>
      {({ toast }) => (
        <AriaToast toast={toast} className={styles.toast({ variant: toast.content.variant })}
          data-variant={toast.content.variant}>
          <ToastContentSlot className={styles.content}>
            <Text slot="title">{toast.content.message}</Text>
          </ToastContentSlot>
          <AriaButton slot="close" aria-label={closeLabel} className={styles.close}>
            <CloseIcon size={14} />
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
