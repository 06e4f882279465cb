import { Suspense, useEffect } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { HomeRouteQuery as HomeRouteQueryType } from '../../__generated__/HomeRouteQuery.graphql';
import { LoadingPage } from '../../app/pages/LoadingPage';
import { readStoredUser } from '../../relay/userStorage';
import { HomeDashboardRoute } from './HomeDashboardRoute';
import { canOpenReports } from './homeLinks';
import { HomeWelcome } from './HomeWelcome';

const HomeRouteQuery = graphql`
  query HomeRouteQuery {
    viewer {
      ...HomeWelcome_viewer
    }
  }
`;

/** SPEC section 6: Home is ADMIN's and RESADM's; every other role lands on a welcome page with shortcuts. */
const DASHBOARD_ROLES = ['ADMIN', 'RESADM'];

export function HomeRoute() {
  const roles = readStoredUser()?.roles ?? [];
  return roles.some((role) => DASHBOARD_ROLES.includes(role))
    ? <HomeDashboardRoute canOpenReports={canOpenReports(roles)} />
    : <HomeWelcomeRoute />;
}

function HomeWelcomeRoute() {
  const [reference, load] = useQueryLoader<HomeRouteQueryType>(HomeRouteQuery);
  useEffect(() => {
    load({}, { fetchPolicy: 'store-and-network' });
  }, [load]);
  if (!reference) return <LoadingPage />;
  return (
    <Suspense fallback={<LoadingPage />}>
      <HomeScreen reference={reference} />
    </Suspense>
  );
}

function HomeScreen({ reference }: { reference: PreloadedQuery<HomeRouteQueryType> }) {
  const data = usePreloadedQuery<HomeRouteQueryType>(HomeRouteQuery, reference);
  return data.viewer ? <HomeWelcome viewer={data.viewer} /> : null;
}
