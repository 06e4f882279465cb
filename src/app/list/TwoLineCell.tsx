import type { ReactNode } from 'react';
import * as styles from '../forms/Form.css';

/** A table cell's text with, under it, a muted second line (a short name, a parent, a unit) where there is one. */
export function TwoLineCell({ main, detail }: { main: ReactNode; detail?: ReactNode }) {
  return (
    <span className={styles.nameCell}>
      <span>{main}</span>
      {detail != null && <span className={styles.muted}>{detail}</span>}
    </span>
  );
}
