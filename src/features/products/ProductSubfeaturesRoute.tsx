import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProductSubfeatureItemChoices_query$key } from '../../__generated__/ProductSubfeatureItemChoices_query.graphql';
import type { ProductSubfeaturesRoute_product$key } from '../../__generated__/ProductSubfeaturesRoute_product.graphql';
import type { ProductSubfeaturesRouteQuery as RouteQuery } from '../../__generated__/ProductSubfeaturesRouteQuery.graphql';
import { productMessages as m } from './messages';
import { ProductSectionForm, ProductSectionRoute } from './ProductSectionPage';
import { ProductSubfeatureItemChoices } from './ProductSubfeatureItemChoices';
import { useFormProblems } from './useFormProblems';
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
export function ProductSubfeaturesRoute() {
  const { t } = useProductTexts();
  return (
    <ProductSectionRoute<RouteQuery> query={ProductSubfeaturesRouteQuery} section={t(m.subfeaturesSection)}>
      {(data) => data.getProductById && <SubfeaturesForm product={data.getProductById} query={data} />}
    </ProductSectionRoute>
  );
}

function SubfeaturesForm({ product, query }: {
  product: ProductSubfeaturesRoute_product$key; query: ProductSubfeatureItemChoices_query$key;
}) {
  const { t } = useProductTexts();
  const saved = useFragment(
    graphql`
      fragment ProductSubfeaturesRoute_product on Product {
        idProduct
        ...ProductSectionPage_product
        subfeatureItems { idProductFeatureItem }
      }
    `,
    product,
  );
  const [itemIds, setItemIds] = useState(() => saved.subfeatureItems.map((i) => i.idProductFeatureItem));
  const problems = useFormProblems(() => ({}));
  return (
    <ProductSectionForm product={saved} title={t(m.subfeaturesSection)} description={t(m.subfeaturesHelp)}
      problems={problems} input={() => ({ subfeatureItemIds: itemIds })} listPath="subfeatureItemIds">
      <ProductSubfeatureItemChoices query={query} selectedIds={itemIds} onChange={(ids) => {
        setItemIds(ids);
        problems.edited('subfeatureItemIds');
      }} />
    </ProductSectionForm>
  );
}
