import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'wouter';
import type { HomeReceivablesCard_dashboard$key } from '../../__generated__/HomeReceivablesCard_dashboard.graphql';
import { BarChart } from '../../ui/charts/BarChart';
import type { BarChartProps } from '../../ui/charts/chartTypes';
import * as styles from './HomeDashboard.css';
import { HomeCard } from './HomeCard';
import { HomeCurrencyFigure } from './HomeFigure';
import { reportHref, reservationsHref } from './homeLinks';
import { homeMessages as m } from './messages';
import { useCurrencyChoice } from './useCurrencyChoice';
import { useHomeFormat } from './useHomeFormat';

/** The server's buckets, by days past the due date: not yet due, 0–30, 31–60, 61–90, 91+. */
const BUCKET_LABELS = {
  NOT_DUE: m.bucketNOT_DUE, DAYS_0_30: m.bucketDAYS_0_30, DAYS_31_60: m.bucketDAYS_31_60, DAYS_61_90: m.bucketDAYS_61_90,
  DAYS_OVER_90: m.bucketDAYS_OVER_90,
};

/**
 * What customers owe in one currency: total, aged by due date (a payment schedule's instalments; a reservation without
 * one by its date) and the customers who owe most. The buckets are not links: the receivables report selects by
 * reservation date, which no longer matches an age by due date.
 */
export function HomeReceivablesCard({ dashboard, canOpenReports }: {
  dashboard: HomeReceivablesCard_dashboard$key;
  canOpenReports: boolean;
}) {
  const { intl, f } = useHomeFormat();
  const { today, receivables } = useFragment(
    graphql`
      fragment HomeReceivablesCard_dashboard on HomeDashboard {
        today
        receivables {
          currencyCode total reservationCount oldestReservationDate
          buckets { key amount reservationCount }
          topCustomers { idEntity name amount reservationCount }
        }
      }
    `,
    dashboard,
  );
  const choice = useCurrencyChoice(receivables);
  const { current } = choice;
  const chart = useMemo((): BarChartProps | null => {
    if (!current) return null;
    const labels = current.buckets.map((b) => intl.formatMessage(BUCKET_LABELS[b.key as keyof typeof BUCKET_LABELS] ?? m.pendingSeries));
    return {
      title: intl.formatMessage(m.receivablesAge),
      labels,
      series: [{ label: intl.formatMessage(m.pendingSeries), values: current.buckets.map((b) => Number(b.amount)) }],
      formatValue: f.moneyOf(current.currencyCode),
      formatTick: f.moneyTickOf(current.currencyCode),
      summary: intl.formatMessage(m.receivablesSummary, {
        total: f.money(current.total, current.currencyCode),
        parts: intl.formatList(current.buckets.map((b, i) => `${labels[i]} ${f.money(b.amount, current.currencyCode)}`)),
      }),
    };
  }, [current, f, intl]);
  const report = current && canOpenReports
    ? reportHref('accountsReceivable', current.oldestReservationDate, today) : null;

  return (
    <HomeCard title={m.receivablesTitle} link={{ href: report, label: m.openReport }}
      empty={{ title: m.receivablesEmpty, description: m.receivablesEmptyHelp }}>
      {current && chart && (
        <>
          <HomeCurrencyFigure choice={choice} href={report}>
            {intl.formatMessage(m.receivablesCount, { count: current.reservationCount })}
          </HomeCurrencyFigure>
          <div className={styles.split}>
            <div className={styles.cardBody}>
              <h3 className={styles.subheading}>{intl.formatMessage(m.receivablesAge)}</h3>
              <BarChart {...chart} horizontal height={200} />
              <ul className={styles.list} aria-label={intl.formatMessage(m.receivablesAge)}>
                {current.buckets.map((b, i) => (
                  <li key={b.key} className={styles.listRow}>
                    <span>{chart.labels[i]}</span>
                    <span className={styles.amount}>{f.money(b.amount, current.currencyCode)}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div className={styles.cardBody}>
              <h3 className={styles.subheading}>{intl.formatMessage(m.receivablesTop)}</h3>
              <ul className={styles.list}>
                {current.topCustomers.map((c) => (
                  <li key={c.idEntity} className={styles.listRow}>
                    <span className={styles.rowMain}>
                      <Link href={reservationsHref({ q: c.name })} className={styles.rowTitle}>{c.name}</Link>
                      <span className={styles.rowMeta}>{intl.formatMessage(m.receivablesCount, { count: c.reservationCount })}</span>
                    </span>
                    <span className={styles.amount}>{f.money(c.amount, current.currencyCode)}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </>
      )}
    </HomeCard>
  );
}
