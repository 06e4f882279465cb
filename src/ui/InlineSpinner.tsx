import * as styles from './InlineSpinner.css';

/**
 * A small spinner for inside buttons and fields. Decorative unless given a label,
 * in which case it is exposed as an image with that name.
 */
export function InlineSpinner({ label, muted }: { label?: string; muted?: boolean }) {
  const className = muted ? `${styles.circle} ${styles.muted}` : styles.circle;
  return label
    ? <span className={className} role="img" aria-label={label} />
    : <span className={className} aria-hidden="true" />;
}
