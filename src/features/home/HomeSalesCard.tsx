import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'wouter';
import type { HomeSalesCard_dashboard$key } from '../../__generated__/HomeSalesCard_dashboard.graphql';
import { LineChart } from '../../ui/charts/LineChart';
import type { LineChartProps } from '../../ui/charts/chartTypes';
import { HomeCard } from './HomeCard';
import { HomeCurrencyFigure } from './HomeFigure';
import { reportHref, reservationsHref } from './homeLinks';
import { homeMessages as m } from './messages';
import { useCurrencyChoice } from './useCurrencyChoice';
import { useHomeFormat } from './useHomeFormat';

/** Sales of the last 30 days by day in one currency; a day of the chart opens that day's reservations. */
export function HomeSalesCard({ dashboard, canOpenReports }: { dashboard: HomeSalesCard_dashboard$key; canOpenReports: boolean }) {
  const { intl, f } = useHomeFormat();
  const { sales } = useFragment(
    graphql`
      fragment HomeSalesCard_dashboard on HomeDashboard {
        sales { from to currencies { currencyCode total reservationCount days { date amount reservationCount } } }
      }
    `,
    dashboard,
  );
  const [, navigate] = useLocation();
  const choice = useCurrencyChoice(sales.currencies);
  const { current } = choice;
  const behind = canOpenReports
    ? reportHref('salesByPeriod', sales.from, sales.to)
    : reservationsHref({ from: sales.from, to: sales.to });
  const chart = useMemo((): LineChartProps | null => {
    if (!current) return null;
    const days = current.days;
    const best = days.reduce((a, b) => (Number(b.amount) > Number(a.amount) ? b : a), days[0]);
    return {
      title: intl.formatMessage(m.salesTitle),
      labels: days.map((d) => f.day(d.date)),
      series: [{ label: intl.formatMessage(m.salesSeries), values: days.map((d) => Number(d.amount)) }],
      formatValue: f.moneyOf(current.currencyCode),
      formatTick: f.moneyTickOf(current.currencyCode),
      summary: intl.formatMessage(m.salesSummary, {
        from: f.day(sales.from), to: f.day(sales.to), total: f.money(current.total, current.currencyCode),
        count: current.reservationCount, bestDay: f.day(best.date), best: f.money(best.amount, current.currencyCode),
      }),
      onSelect: (index: number) => navigate(reservationsHref({ from: days[index].date, to: days[index].date })),
    };
  }, [current, f, intl, navigate, sales.from, sales.to]);

  return (
    <HomeCard title={m.salesTitle} link={{ href: behind, label: canOpenReports ? m.openReport : m.viewAll }}
      empty={{ title: m.salesEmpty, description: m.salesEmptyHelp }}>
      {current && chart && (
        <>
          <HomeCurrencyFigure choice={choice} href={behind}>
            {intl.formatMessage(m.salesTotal, { count: current.reservationCount })}
          </HomeCurrencyFigure>
          <LineChart {...chart} height={280} area />
        </>
      )}
    </HomeCard>
  );
}
