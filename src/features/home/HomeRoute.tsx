import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { HomeRouteQuery as HomeRouteQueryType } from '../../__generated__/HomeRouteQuery.graphql';
import { ListBoundary } from '../../app/list/ListBoundary';
import { useRouteQueryRef } from '../../app/routeEntry';
import * as styles from './HomeDashboard.css';
import { HomeDashboardRoute } from './HomeDashboardRoute';
import { HomeDashboardSkeleton } from './HomeDashboardSkeleton';
import { HomeWelcome } from './HomeWelcome';

// $dashboard comes from the session's roles (routes.ts): the dashboard's figures are asked only by roles that may read them.
const HomeRouteQuery = graphql`
  query HomeRouteQuery($dashboard: Boolean!) @preloadable {
    viewer {
      ...HomeWelcome_viewer @skip(if: $dashboard) @alias(as: "welcome")
    }
    ...HomeDashboardRoute_query @include(if: $dashboard) @alias(as: "dashboard")
  }
`;

/** SPEC section 6: Home is ADMIN's and RESADM's dashboard; every other role lands on a welcome page with shortcuts. */
export function HomeRoute() {
  const { reference, refetch, resetKey } = useRouteQueryRef<HomeRouteQueryType>(HomeRouteQuery);
  if (!reference.variables.dashboard) return <HomeWelcomeScreen reference={reference} />;
  // The dashboard's frame shows at once, its skeleton until the figures answer, and Retry in place on an error.
  return (
    <section className={styles.page}>
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<HomeDashboardSkeleton />}>
        <HomeDashboardScreen reference={reference} />
      </ListBoundary>
    </section>
  );
}

function HomeDashboardScreen({ reference }: { reference: PreloadedQuery<HomeRouteQueryType> }) {
  const { dashboard } = usePreloadedQuery<HomeRouteQueryType>(HomeRouteQuery, reference);
  return dashboard ? <HomeDashboardRoute query={dashboard} /> : null;
}

function HomeWelcomeScreen({ reference }: { reference: PreloadedQuery<HomeRouteQueryType> }) {
  const data = usePreloadedQuery<HomeRouteQueryType>(HomeRouteQuery, reference);
  return data.viewer?.welcome ? <HomeWelcome viewer={data.viewer.welcome} /> : null;
}
