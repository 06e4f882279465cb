import * as styles from '../../app/list/AdminPage.css';
import { rateMessages as m } from './messages';
import { useRateTexts } from './useRateTexts';

/** Enabled (sage) or disabled (muted), as the lists show a status. */
export function RateStateChip({ enabled }: { enabled: boolean }) {
  const { t } = useRateTexts();
  return <span className={styles.chip({ tone: enabled ? 'accent' : 'muted' })}>{t(enabled ? m.enabled : m.disabled)}</span>;
}
