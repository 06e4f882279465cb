import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'wouter';
import type { HomeOccupancyCard_dashboard$key } from '../../__generated__/HomeOccupancyCard_dashboard.graphql';
import { BarChart } from '../../ui/charts/BarChart';
import type { BarChartProps } from '../../ui/charts/chartTypes';
import { HomeCard } from './HomeCard';
import { HomeFigure } from './HomeFigure';
import { reportHref } from './homeLinks';
import { homeMessages as m } from './messages';
import { useHomeFormat } from './useHomeFormat';

/** Held units against capacity for today and the next six days, stacked so each bar is the day's capacity. */
export function HomeOccupancyCard({ dashboard, canOpenReports }: {
  dashboard: HomeOccupancyCard_dashboard$key;
  canOpenReports: boolean;
}) {
  const { intl, f } = useHomeFormat();
  const { occupancy } = useFragment(
    graphql`
      fragment HomeOccupancyCard_dashboard on HomeDashboard {
        occupancy { date held capacity }
      }
    `,
    dashboard,
  );
  const [, navigate] = useLocation();
  const first = occupancy[0]?.date;
  const last = occupancy[occupancy.length - 1]?.date;
  const report = canOpenReports && first && last ? reportHref('inventoryOccupancy', first, last) : null;
  const held = occupancy.reduce((n, d) => n + d.held, 0);
  const capacity = occupancy.reduce((n, d) => n + d.capacity, 0);
  const chart = useMemo((): BarChartProps => {
    const busiest = occupancy.reduce((a, b) => (b.held * a.capacity > a.held * b.capacity || (a.capacity === 0 && b.capacity > 0) ? b : a), occupancy[0]);
    return {
      title: intl.formatMessage(m.occupancyTitle),
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
  }, [canOpenReports, capacity, f, held, intl, navigate, occupancy]);

  return (
    <HomeCard title={m.occupancyTitle} link={{ href: report, label: m.openReport }}
      empty={{ title: m.occupancyEmpty, description: m.occupancyEmptyHelp }}>
      {capacity > 0 && (
        <>
          <HomeFigure value={f.percent(held / capacity)} href={report}>
            {intl.formatMessage(m.occupancyRate, { held: f.count(held), capacity: f.count(capacity) })}
          </HomeFigure>
          <BarChart {...chart} stacked />
        </>
      )}
    </HomeCard>
  );
}
