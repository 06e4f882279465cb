import type { ReactNode } from 'react';
import {
  Button as AriaButton, Dialog as AriaDialog, Heading, Modal, ModalOverlay,
} from 'react-aria-components';
import * as styles from './Dialog.css';
import { CloseIcon } from './icons';

export interface DialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  /** The body; scrolls when taller than the screen. */
  children: ReactNode;
  /** Buttons, right-aligned under the body. */
  footer?: ReactNode;
  /** Clicking outside and the × button close the dialog. Escape closes it unless `isKeyboardDismissDisabled`. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the × button. */
  closeLabel?: string;
  /** `alertdialog` for confirmations that interrupt the flow. */
  role?: 'dialog' | 'alertdialog';
}

/** The dialog of ./Dialog, loaded when a page first opens one. */
export function DialogFrame({
  isOpen, onOpenChange, title, children, footer, isDismissable = true, isKeyboardDismissDisabled, size,
  closeLabel = 'Close', role = 'dialog',
}: DialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled} className={styles.overlay}>
      <Modal className={styles.modal({ size })}>
        <AriaDialog role={role} className={styles.dialog}>
          <header className={styles.header}>
            <Heading slot="title" className={styles.title}>{title}</Heading>
            {isDismissable && (
              <AriaButton slot="close" aria-label={closeLabel} className={styles.closeButton}>
                <CloseIcon />
              </AriaButton>
            )}
          </header>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
