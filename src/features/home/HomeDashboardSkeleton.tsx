import { useIntl } from 'react-intl';
import { Card } from '../../ui/Card';
import * as styles from './HomeDashboard.css';
import { homeMessages as m } from './messages';

function Placeholder({ lines, chart }: { lines: number; chart: boolean }) {
  return (
    <div className={styles.cardBody} aria-hidden="true">
      <div className={styles.skeletonBlock} style={{ width: '40%', height: 28 }} />
      {Array.from({ length: lines }, (_, i) => <div key={i} className={styles.skeletonBlock} style={{ width: `${80 - i * 15}%`, height: 12 }} />)}
      {chart && <div className={styles.skeletonBlock} style={{ height: 180 }} />}
    </div>
  );
}

/** The dashboard's grid with pulsing blocks where each card will be, so nothing jumps when the figures arrive. */
export function HomeDashboardSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite">
      <span className={styles.visuallyHidden}>{intl.formatMessage(m.loading)}</span>
      <div className={styles.grid}>
        <div className={styles.wide}><Card><Placeholder lines={1} chart /></Card></div>
        <div className={styles.narrow}><Card><Placeholder lines={2} chart /></Card></div>
        <div className={styles.wide}><Card><Placeholder lines={3} chart={false} /></Card></div>
        <div className={styles.narrow}><Card><Placeholder lines={3} chart={false} /></Card></div>
        <div className={styles.half}><Card><Placeholder lines={2} chart /></Card></div>
        <div className={styles.half}><Card><Placeholder lines={1} chart /></Card></div>
      </div>
    </div>
  );
}
