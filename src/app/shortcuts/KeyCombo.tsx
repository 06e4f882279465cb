import { comboKeys } from './keys';
import * as styles from './Shortcuts.css';

/** A combination as key caps: Ctrl K. */
export function KeyCombo({ combo }: { combo: string }) {
  return (
    <kbd className={styles.combo}>
      {comboKeys(combo).map((key) => <kbd key={key} className={styles.key}>{key}</kbd>)}
    </kbd>
  );
}
