import { graphql, useFragment } from 'react-relay';
import type { ProductSubfeatureItemChoices_query$key } from '../../__generated__/ProductSubfeatureItemChoices_query.graphql';
import type { ProductSubfeaturesRoute_product$key } from '../../__generated__/ProductSubfeaturesRoute_product.graphql';
import type { ProductSubfeaturesRouteQuery as RouteQuery } from '../../__generated__/ProductSubfeaturesRouteQuery.graphql';
import { productMessages as m } from './messages';
import { ProductChoicesSection } from './ProductChoicesSection';
import { productSectionRoute } from './ProductSectionPage';
import { ProductSubfeatureItemChoices } from './ProductSubfeatureItemChoices';
import { useProductTexts } from './useProductTexts';

const ProductSubfeaturesRouteQuery = graphql`
  query ProductSubfeaturesRouteQuery($id: ID!) @preloadable {
    getProductById(id: $id) {
      idProduct
      name
      ...ProductSubfeaturesRoute_product
    }
    ...ProductSubfeatureItemChoices_query
  }
`;

/**
 * /products/{id}/subfeatures: the subfeature items the product is offered in, grouped by subfeature (updateProduct
 * with subfeatureItemIds only). The server refuses to drop an item an instance is described by; it says which.
 */
export const ProductSubfeaturesRoute = productSectionRoute<RouteQuery>(ProductSubfeaturesRouteQuery, m.subfeaturesSection, SubfeaturesForm);

function SubfeaturesForm({ product, query }: {
  product: ProductSubfeaturesRoute_product$key; query: ProductSubfeatureItemChoices_query$key;
}) {
  const { t } = useProductTexts();
  const saved = useFragment(
    graphql`
      fragment ProductSubfeaturesRoute_product on Product {
        ...ProductSectionPage_product
        subfeatureItems { idProductFeatureItem }
      }
    `,
    product,
  );
  return (
    <ProductChoicesSection product={saved} field="subfeatureItemIds"
      savedIds={saved.subfeatureItems.map((i) => i.idProductFeatureItem)}
      title={t(m.subfeaturesSection)} description={t(m.subfeaturesHelp)}>
      {(selectedIds, onChange) => <ProductSubfeatureItemChoices query={query} selectedIds={selectedIds} onChange={onChange} />}
    </ProductChoicesSection>
  );
}
