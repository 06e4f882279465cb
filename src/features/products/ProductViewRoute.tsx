import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ProductViewRouteQuery as RouteQuery } from '../../__generated__/ProductViewRouteQuery.graphql';
import { MissingRecordPage } from '../../app/pages/MissingRecordPage';
import { RoutePage } from '../../app/pages/RoutePage';
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
  return (
    <RoutePage<RouteQuery> query={ProductViewRouteQuery} className={pageStyles.page}>
      {(reference) => <ViewScreen reference={reference} />}
    </RoutePage>
  );
}

function ViewScreen({ reference }: { reference: PreloadedQuery<RouteQuery> }) {
  const { t, breadcrumbs, breadcrumbsLabel } = useProductTexts();
  const { getProductById: product } = usePreloadedQuery<RouteQuery>(ProductViewRouteQuery, reference);
  if (!product) {
    return (
      <MissingRecordPage title={t(m.unknownRecord)} breadcrumbs={breadcrumbs({ label: t(m.unknownRecord) })}
        breadcrumbsLabel={breadcrumbsLabel} listHref="/products" />
    );
  }
  return <ProductView key={product.idProduct} product={product} />;
}
