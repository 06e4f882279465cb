import * as styles from '../../app/list/AdminPage.css';

/** FRONT (screens) in burgundy, BACK (server operations) in sage, so the two read apart at a glance. */
export function PermissionTypeChip({ type }: { type: string }) {
  return <span className={styles.chip({ tone: type === 'FRONT' ? 'brand' : 'accent' })}>{type}</span>;
}
