import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation } from 'wouter';
import type { HomeStatusCard_dashboard$key } from '../../__generated__/HomeStatusCard_dashboard.graphql';
import { DoughnutChart } from '../../ui/charts/DoughnutChart';
import type { DoughnutChartProps } from '../../ui/charts/chartTypes';
import { statusMessage } from '../../app/reservationStatus';
import * as styles from './HomeDashboard.css';
import { HomeCard } from './HomeCard';
import { HomeFigure } from './HomeFigure';
import { reportHref, reservationsHref } from './homeLinks';
import { homeMessages as m } from './messages';
import { useHomeFormat } from './useHomeFormat';

/** The last 30 days' reservations by status; each status opens the reservations list filtered by it. */
export function HomeStatusCard({ dashboard, canOpenReports }: { dashboard: HomeStatusCard_dashboard$key; canOpenReports: boolean }) {
  const { intl, f } = useHomeFormat();
  const { sales } = useFragment(
    graphql`
      fragment HomeStatusCard_dashboard on HomeDashboard {
        sales { from to statuses { status count } }
      }
    `,
    dashboard,
  );
  const [, navigate] = useLocation();
  const total = sales.statuses.reduce((n, s) => n + s.count, 0);
  const hrefOf = (status?: string) => reservationsHref({ status, from: sales.from, to: sales.to });
  const chart = useMemo((): DoughnutChartProps => {
    const labels = sales.statuses.map((s) => intl.formatMessage(statusMessage(s.status)));
    return {
      title: intl.formatMessage(m.statusTitle),
      labels,
      values: sales.statuses.map((s) => s.count),
      summary: intl.formatMessage(m.statusSummary, {
        parts: intl.formatList(sales.statuses.map((s, i) => `${labels[i]} ${f.count(s.count)}`), { type: 'conjunction' }),
      }),
      onSelect: (index: number) => navigate(reservationsHref({ status: sales.statuses[index].status, from: sales.from, to: sales.to })),
    };
  }, [f, intl, navigate, sales]);

  return (
    <HomeCard title={m.statusTitle} link={{ href: canOpenReports && reportHref('reservationsByStatus', sales.from, sales.to), label: m.openReport }}
      empty={{ title: m.statusEmpty }}>
      {total > 0 && (
        <>
          <HomeFigure value={f.count(total)} href={hrefOf()}>{intl.formatMessage(m.statusTotal, { count: total })}</HomeFigure>
          <DoughnutChart {...chart} height={200} />
          <ul className={styles.list}>
            {sales.statuses.map((s, i) => (
              <li key={s.status} className={styles.listRow}>
                <Link href={hrefOf(s.status)}>{chart.labels[i]}</Link>
                <span className={styles.amount}>{f.count(s.count)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </HomeCard>
  );
}
