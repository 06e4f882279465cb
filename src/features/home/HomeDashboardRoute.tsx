import { graphql, useFragment } from 'react-relay';
import type { HomeDashboardRoute_query$key } from '../../__generated__/HomeDashboardRoute_query.graphql';
import { appMessages, navMessages } from '../../app/messages';
import { PageHeader } from '../../ui/PageHeader';
import { HomeCashiersCard } from './HomeCashiersCard';
import * as styles from './HomeDashboard.css';
import { HomeOccupancyCard } from './HomeOccupancyCard';
import { HomeReceivablesCard } from './HomeReceivablesCard';
import { HomeSalesCard } from './HomeSalesCard';
import { HomeStatusCard } from './HomeStatusCard';
import { HomeTodayCard } from './HomeTodayCard';
import { canOpenReports as canOpenReportsFor } from './homeLinks';
import { homeMessages as m } from './messages';
import { useHomeFormat } from './useHomeFormat';

/** / for ADMIN and RESADM: the OU's day at a glance, each figure a link to the list or report behind it. */
export function HomeDashboardRoute({ query }: { query: HomeDashboardRoute_query$key }) {
  const { intl, f } = useHomeFormat();
  const { viewer, homeDashboard: dashboard } = useFragment(
    graphql`
      fragment HomeDashboardRoute_query on Query {
        viewer { name ou { name } roles { code } }
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
    `,
    query,
  );
  const canOpenReports = canOpenReportsFor(viewer?.roles.map((role) => role.code) ?? []);
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
