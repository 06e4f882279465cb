import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useIntl } from 'react-intl';
import type { HomeDashboardRouteQuery as RouteQuery } from '../../__generated__/HomeDashboardRouteQuery.graphql';
import { ListBoundary } from '../../app/list/ListBoundary';
import { appMessages, navMessages } from '../../app/messages';
import { useRouteQuery } from '../../app/list/useRouteQuery';
import { PageHeader } from '../../ui/PageHeader';
import { HomeCashiersCard } from './HomeCashiersCard';
import * as styles from './HomeDashboard.css';
import { HomeDashboardSkeleton } from './HomeDashboardSkeleton';
import { HomeOccupancyCard } from './HomeOccupancyCard';
import { HomeReceivablesCard } from './HomeReceivablesCard';
import { HomeSalesCard } from './HomeSalesCard';
import { HomeStatusCard } from './HomeStatusCard';
import { HomeTodayCard } from './HomeTodayCard';
import { homeMessages as m } from './messages';
import { useHomeFormat } from './useHomeFormat';

const HomeDashboardRouteQuery = graphql`
  query HomeDashboardRouteQuery {
    viewer { name ou { name } }
    homeDashboard {
      today
      ...HomeTodayCard_dashboard
      ...HomeCashiersCard_dashboard
      ...HomeSalesCard_dashboard
      ...HomeStatusCard_dashboard
      ...HomeReceivablesCard_dashboard
      ...HomeOccupancyCard_dashboard
    }
  }
`;

/** / for ADMIN and RESADM: the OU's day at a glance, each figure a link to the list or report behind it. */
export function HomeDashboardRoute({ canOpenReports }: { canOpenReports: boolean }) {
  const { reference, refetch, resetKey } = useRouteQuery<RouteQuery>(HomeDashboardRouteQuery, {});
  return (
    <section className={styles.page}>
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<HomeDashboardSkeleton />}>
        {reference ? <HomeDashboardScreen reference={reference} canOpenReports={canOpenReports} /> : <HomeDashboardSkeleton />}
      </ListBoundary>
    </section>
  );
}

function HomeDashboardScreen({ reference, canOpenReports }: { reference: PreloadedQuery<RouteQuery>; canOpenReports: boolean }) {
  const intl = useIntl();
  const f = useHomeFormat();
  const { viewer, homeDashboard: dashboard } = usePreloadedQuery<RouteQuery>(HomeDashboardRouteQuery, reference);
  return (
    <>
      <PageHeader
        title={intl.formatMessage(appMessages.homeWelcome, { name: viewer?.name ?? '' })}
        documentTitle={intl.formatMessage(navMessages.home)}
        description={intl.formatMessage(m.subtitle, { ou: viewer?.ou.name ?? '', date: f.longDay(dashboard.today) })}
      />
      <div className={styles.grid}>
        <div className={styles.wide}><HomeTodayCard dashboard={dashboard} canOpenReports={canOpenReports} /></div>
        <div className={styles.narrow}><HomeCashiersCard dashboard={dashboard} /></div>
        <div className={styles.wide}><HomeSalesCard dashboard={dashboard} canOpenReports={canOpenReports} /></div>
        <div className={styles.narrow}><HomeStatusCard dashboard={dashboard} canOpenReports={canOpenReports} /></div>
        <div className={styles.half}><HomeReceivablesCard dashboard={dashboard} canOpenReports={canOpenReports} /></div>
        <div className={styles.half}><HomeOccupancyCard dashboard={dashboard} canOpenReports={canOpenReports} /></div>
      </div>
    </>
  );
}
