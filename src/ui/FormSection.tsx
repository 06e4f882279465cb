import { useId, type ReactNode } from 'react';
import * as styles from './FormSection.css';

export interface FormSectionProps {
  title: string;
  description?: ReactNode;
  /** Fields per row on wide screens; always one column at 760px and below. */
  columns?: 1 | 2 | 3;
  children: ReactNode;
}

/** A titled group of form fields laid out in a responsive grid (exposed as a named group, like a fieldset). */
export function FormSection({ title, description, columns, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className={styles.section}>
      <div className={styles.heading}>
        <h2 id={titleId} className={styles.title}>{title}</h2>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      <div className={styles.grid({ columns })}>{children}</div>
    </div>
  );
}

/** Wrap a field inside FormSection to make it span the whole row (e.g. notes). */
export function FormFullWidth({ children }: { children: ReactNode }) {
  return <div className={styles.fullWidth}>{children}</div>;
}
