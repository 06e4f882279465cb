import * as styles from './Spinner.css';

/** A loading indicator announced to screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.wrapper} role="status" aria-live="polite">
      <span className={styles.circle} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
