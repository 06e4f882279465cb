import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { reportMessages as m } from './messages';
import type { ReportProgress } from './reportStream';
import * as styles from './Reports.css';

/** Rows read against the planner's estimate (never past 99% until the end), or bytes when the rows cannot be counted. */
export function ReportProgressBar({ progress, onCancel }: { progress: ReportProgress; onCancel: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const known = progress.estimate > 0;
  const percent = known ? Math.min(99, Math.round((100 * progress.received) / progress.estimate)) : undefined;
  const text = known
    ? t(m.progressRows, { received: progress.received, estimate: progress.estimate })
    : progress.received > 0 ? t(m.progressBytes, { kb: Math.round(progress.received / 1024) }) : t(m.generating);
  return (
    <div className={styles.progress}>
      <div role="progressbar" aria-label={t(m.generating)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}
        aria-valuetext={text} className={styles.progressTrack}>
        {known ? <div className={styles.progressFill} style={{ width: `${percent}%` }} /> : <div className={styles.progressIndeterminate} />}
      </div>
      <div className={styles.resultHeader}>
        <span className={styles.progressText} aria-live="polite">{text}</span>
        <Button variant="secondary" size="sm" onPress={onCancel}>{t(m.cancel)}</Button>
      </div>
    </div>
  );
}
