import { Suspense, useEffect } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { HomeRouteQuery as HomeRouteQueryType } from '../../__generated__/HomeRouteQuery.graphql';
import { LoadingPage } from '../../app/pages/LoadingPage';
import { HomeWelcome } from './HomeWelcome';

const HomeRouteQuery = graphql`
  query HomeRouteQuery {
    viewer {
      ...HomeWelcome_viewer
    }
  }
`;

export function HomeRoute() {
  const [reference, load] = useQueryLoader<HomeRouteQueryType>(HomeRouteQuery);
  useEffect(() => load({}, { fetchPolicy: 'store-and-network' }), [load]);
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
