import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ProductNewRouteQuery as RouteQuery } from '../../__generated__/ProductNewRouteQuery.graphql';
import { ListBoundary } from '../../app/list/ListBoundary';
import { LoadingPage } from '../../app/pages/LoadingPage';
import { useRouteQueryRef } from '../../app/routeEntry';
import { PageHeader } from '../../ui/PageHeader';
import * as pageStyles from '../../app/forms/Form.css';
import { productMessages as m } from './messages';
import { ProductCreateForm } from './ProductCreateForm';
import { useProductTexts } from './useProductTexts';

/** Every catalog the new-product form picks from, in one request. */
const ProductNewRouteQuery = graphql`
  query ProductNewRouteQuery @preloadable {
    ...ProductCreateForm_query
  }
`;

/** /products/new. */
export function ProductNewRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useProductTexts();
  const { reference, refetch, resetKey } = useRouteQueryRef<RouteQuery>(ProductNewRouteQuery);
  const title = t(m.newTitle);
  return (
    <section className={pageStyles.page}>
      <PageHeader title={title} breadcrumbs={breadcrumbs({ label: title })} breadcrumbsLabel={breadcrumbsLabel} />
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<LoadingPage />}>
        <NewScreen reference={reference} />
      </ListBoundary>
    </section>
  );
}

function NewScreen({ reference }: { reference: PreloadedQuery<RouteQuery> }) {
  const data = usePreloadedQuery<RouteQuery>(ProductNewRouteQuery, reference);
  return <ProductCreateForm query={data} />;
}
