import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'wouter';
import type { ProductViewRouteQuery as RouteQuery } from '../../__generated__/ProductViewRouteQuery.graphql';
import { ListBoundary } from '../../app/list/ListBoundary';
import { MissingRecord } from '../../app/list/MissingRecord';
import { useRouteQuery } from '../../app/list/useRouteQuery';
import { LoadingPage } from '../../app/pages/LoadingPage';
import { PageHeader } from '../../ui/PageHeader';
import * as pageStyles from '../../app/forms/Form.css';
import { productMessages as m } from './messages';
import { ProductView } from './ProductView';
import { useProductTexts } from './useProductTexts';

const ProductViewRouteQuery = graphql`
  query ProductViewRouteQuery($id: ID!) {
    getProductById(id: $id) {
      idProduct
      ...ProductView_product
    }
  }
`;

/** /products/{id}. */
export function ProductViewRoute() {
  const { id = '' } = useParams<{ id: string }>();
  const { reference, refetch, resetKey } = useRouteQuery<RouteQuery>(ProductViewRouteQuery, { id });
  return (
    <section className={pageStyles.page}>
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<LoadingPage />}>
        {reference ? <ViewScreen reference={reference} /> : <LoadingPage />}
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
