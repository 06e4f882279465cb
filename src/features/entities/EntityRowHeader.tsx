import { Button } from '../../ui/Button';
import * as styles from '../../app/forms/Form.css';

/** The heading of an address or contact row, with its remove button while the entity keeps another one. */
export function EntityRowHeader({ title, removeLabel, onRemove }: { title: string; removeLabel: string; onRemove?: () => void }) {
  return (
    <div className={styles.rowHeader}>
      <p className={styles.rowTitle} aria-hidden="true">{title}</p>
      {onRemove && <Button variant="quiet" size="sm" onPress={onRemove}>{removeLabel}</Button>}
    </div>
  );
}
