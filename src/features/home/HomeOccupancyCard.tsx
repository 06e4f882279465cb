import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { HomeOccupancyCard_dashboard$key } from '../../__generated__/HomeOccupancyCard_dashboard.graphql';
import { Card } from '../../ui/Card';
import { BarChart } from '../../ui/charts/BarChart';
import { EmptyState } from '../../ui/EmptyState';
import * as styles from './HomeDashboard.css';
import { HomeCardLink, HomeFigure } from './HomeFigure';
import { reportHref } from './homeLinks';
import { homeMessages as m } from './messages';
import { useHomeFormat } from './useHomeFormat';

/** Held units against capacity for today and the next six days, stacked so each bar is the day's capacity. */
export function HomeOccupancyCard({ dashboard, canOpenReports }: {
  dashboard: HomeOccupancyCard_dashboard$key;
  canOpenReports: boolean;
}) {
  const intl = useIntl();
  const f = useHomeFormat();
  const [, navigate] = useLocation();
  const { occupancy } = useFragment(
    graphql`
      fragment HomeOccupancyCard_dashboard on HomeDashboard {
        occupancy { date held capacity }
      }
    `,
    dashboard,
  );
  const first = occupancy[0]?.date;
  const last = occupancy[occupancy.length - 1]?.date;
  const report = canOpenReports && first && last ? reportHref('inventoryOccupancy', first, last) : null;
  const figures = useMemo(() => {
    const held = occupancy.reduce((n, d) => n + d.held, 0);
    const capacity = occupancy.reduce((n, d) => n + d.capacity, 0);
    const busiest = occupancy.reduce((a, b) => (b.held * a.capacity > a.held * b.capacity || (a.capacity === 0 && b.capacity > 0) ? b : a), occupancy[0]);
    return {
      held,
      capacity,
      labels: occupancy.map((d) => f.weekday(d.date)),
      series: [
        { label: intl.formatMessage(m.occupancyHeld), values: occupancy.map((d) => d.held) },
        { label: intl.formatMessage(m.occupancyFree), values: occupancy.map((d) => Math.max(d.capacity - d.held, 0)) },
      ],
      summary: busiest ? intl.formatMessage(m.occupancySummary, {
        held: f.count(held), capacity: f.count(capacity), busiestDay: f.longDay(busiest.date),
        busiestHeld: f.count(busiest.held), busiestCapacity: f.count(busiest.capacity),
      }) : '',
      onSelect: canOpenReports ? (index: number) => navigate(reportHref('inventoryOccupancy', occupancy[index].date, occupancy[index].date)) : undefined,
    };
  }, [canOpenReports, f, intl, navigate, occupancy]);

  return (
    <Card
      title={intl.formatMessage(m.occupancyTitle)}
      actions={report && <HomeCardLink href={report}>{intl.formatMessage(m.openReport)}</HomeCardLink>}
    >
      {figures.capacity === 0
        ? <EmptyState title={intl.formatMessage(m.occupancyEmpty)} description={intl.formatMessage(m.occupancyEmptyHelp)} />
        : (
          <div className={styles.cardBody}>
            <HomeFigure value={f.percent(figures.held / figures.capacity)} href={report}>
              {intl.formatMessage(m.occupancyRate, { held: f.count(figures.held), capacity: f.count(figures.capacity) })}
            </HomeFigure>
            <BarChart
              title={intl.formatMessage(m.occupancyTitle)}
              summary={figures.summary}
              labels={figures.labels}
              series={figures.series}
              onSelect={figures.onSelect}
              stacked
            />
          </div>
        )}
    </Card>
  );
}
