import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ProductNewRouteQuery as RouteQuery } from '../../__generated__/ProductNewRouteQuery.graphql';
import { RoutePage } from '../../app/pages/RoutePage';
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
  const title = t(m.newTitle);
  return (
    <RoutePage<RouteQuery> query={ProductNewRouteQuery} className={pageStyles.page}
      header={<PageHeader title={title} breadcrumbs={breadcrumbs({ label: title })} breadcrumbsLabel={breadcrumbsLabel} />}>
      {(reference) => <NewScreen reference={reference} />}
    </RoutePage>
  );
}

function NewScreen({ reference }: { reference: PreloadedQuery<RouteQuery> }) {
  const data = usePreloadedQuery<RouteQuery>(ProductNewRouteQuery, reference);
  return <ProductCreateForm query={data} />;
}
