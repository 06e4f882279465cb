import { graphql, useFragment } from 'react-relay';
import type { HomeCashiersCard_dashboard$key } from '../../__generated__/HomeCashiersCard_dashboard.graphql';
import { EmptyState } from '../../ui/EmptyState';
import * as styles from './HomeDashboard.css';
import { HomeCard } from './HomeCard';
import { HomeFigure } from './HomeFigure';
import { openDailyCashiersHref } from './homeLinks';
import { homeMessages as m } from './messages';
import { useHomeFormat } from './useHomeFormat';

/** Who has a daily cashier open; one left open from an earlier day is flagged, it still needs its close. */
export function HomeCashiersCard({ dashboard }: { dashboard: HomeCashiersCard_dashboard$key }) {
  const { intl, f } = useHomeFormat();
  const { today, openDailyCashiers: cashiers } = useFragment(
    graphql`
      fragment HomeCashiersCard_dashboard on HomeDashboard {
        today
        openDailyCashiers { idDailyCashier cashierName cashierDate openedAt }
      }
    `,
    dashboard,
  );
  return (
    <HomeCard title={m.cashiersTitle} link={{ href: openDailyCashiersHref, label: m.viewAll }}>
      <HomeFigure value={f.count(cashiers.length)} href={openDailyCashiersHref}>
        {intl.formatMessage(m.cashiersCount, { count: cashiers.length })}
      </HomeFigure>
      {cashiers.length === 0
        ? <EmptyState title={intl.formatMessage(m.cashiersEmpty)} />
        : (
          <ul className={styles.list}>
            {cashiers.map((c) => (
              <li key={c.idDailyCashier} className={styles.listRow}>
                <span className={styles.rowMain}>
                  <span className={styles.rowTitle}>{c.cashierName}</span>
                  <span className={styles.rowMeta}>{intl.formatMessage(m.cashierOpenedAt, { time: f.time(c.openedAt) })}</span>
                </span>
                {c.cashierDate < today && (
                  <span className={styles.staleBadge}>{intl.formatMessage(m.cashierStale, { date: f.day(c.cashierDate) })}</span>
                )}
              </li>
            ))}
          </ul>
        )}
    </HomeCard>
  );
}
