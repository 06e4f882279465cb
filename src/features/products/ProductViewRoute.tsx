import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ProductViewRouteQuery as RouteQuery } from '../../__generated__/ProductViewRouteQuery.graphql';
import { ListBoundary } from '../../app/list/ListBoundary';
import { MissingRecord } from '../../app/list/MissingRecord';
import { LoadingPage } from '../../app/pages/LoadingPage';
import { useRouteQueryRef } from '../../app/routeEntry';
import { PageHeader } from '../../ui/PageHeader';
import * as pageStyles from '../../app/forms/Form.css';
import { productMessages as m } from './messages';
import { ProductView } from './ProductView';
import { useProductTexts } from './useProductTexts';

const ProductViewRouteQuery = graphql`
  query ProductViewRouteQuery($id: ID!) @preloadable {
    getProductById(id: $id) {
      idProduct
      ...ProductView_product
    }
  }
`;

/** /products/{id}. */
export function ProductViewRoute() {
  const { reference, refetch, resetKey } = useRouteQueryRef<RouteQuery>(ProductViewRouteQuery);
  return (
    <section className={pageStyles.page}>
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<LoadingPage />}>
        <ViewScreen reference={reference} />
      </ListBoundary>
    </section>
  );
}

function ViewScreen({ reference }: { reference: PreloadedQuery<RouteQuery> }) {
  const { t, breadcrumbs, breadcrumbsLabel } = useProductTexts();
  const { getProductById: product } = usePreloadedQuery<RouteQuery>(ProductViewRouteQuery, reference);
  if (!product) {
    return (
      <>
        <PageHeader title={t(m.unknownRecord)} breadcrumbs={breadcrumbs({ label: t(m.unknownRecord) })} breadcrumbsLabel={breadcrumbsLabel} />
        <MissingRecord listHref="/products" />
      </>
    );
  }
  return <ProductView key={product.idProduct} product={product} />;
}
