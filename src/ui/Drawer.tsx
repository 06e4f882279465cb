import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from './Drawer.css';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the drawer. */
  label: string;
  children: ReactNode;
}

/** A panel sliding in from the left, dismissed by Escape or a click outside. */
export function Drawer({ isOpen, onOpenChange, label, children }: DrawerProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog aria-label={label} className={styles.dialog}>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
