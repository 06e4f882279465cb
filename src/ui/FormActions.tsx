import type { ReactNode } from 'react';
import * as styles from './FormActions.css';

export interface FormActionsProps {
  /** The main buttons, right-aligned; put the primary one last. */
  children: ReactNode;
  /** Secondary actions kept on the left, e.g. Delete. */
  start?: ReactNode;
}

/** The button row closing a form. */
export function FormActions({ children, start }: FormActionsProps) {
  return (
    <div className={styles.actions}>
      {start && <div className={styles.start}>{start}</div>}
      <div className={styles.end}>{children}</div>
    </div>
  );
}
