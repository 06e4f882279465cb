import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProductFeatureChoices_query$key } from '../../__generated__/ProductFeatureChoices_query.graphql';
import type { ProductFeaturesRoute_product$key } from '../../__generated__/ProductFeaturesRoute_product.graphql';
import type { ProductFeaturesRouteQuery as RouteQuery } from '../../__generated__/ProductFeaturesRouteQuery.graphql';
import { productMessages as m } from './messages';
import { ProductFeatureChoices } from './ProductFeatureChoices';
import { ProductSectionForm, ProductSectionRoute } from './ProductSectionPage';
import { useFormProblems } from './useFormProblems';
import { useProductTexts } from './useProductTexts';

const ProductFeaturesRouteQuery = graphql`
  query ProductFeaturesRouteQuery($id: ID!) @preloadable {
    getProductById(id: $id) {
      idProduct
      name
      ...ProductFeaturesRoute_product
    }
    ...ProductFeatureChoices_query
  }
`;

/** /products/{id}/features: the product's features among the OU's (updateProduct with featureIds only). */
export function ProductFeaturesRoute() {
  const { t } = useProductTexts();
  return (
    <ProductSectionRoute<RouteQuery> query={ProductFeaturesRouteQuery} section={t(m.featuresSection)}>
      {(data) => data.getProductById && <FeaturesForm product={data.getProductById} query={data} />}
    </ProductSectionRoute>
  );
}

function FeaturesForm({ product, query }: { product: ProductFeaturesRoute_product$key; query: ProductFeatureChoices_query$key }) {
  const { t } = useProductTexts();
  const saved = useFragment(
    graphql`
      fragment ProductFeaturesRoute_product on Product {
        idProduct
        ...ProductSectionPage_product
        features { idProductFeature }
      }
    `,
    product,
  );
  const [featureIds, setFeatureIds] = useState(() => saved.features.map((f) => f.idProductFeature));
  const problems = useFormProblems(() => ({}));
  return (
    <ProductSectionForm product={saved} title={t(m.featuresSection)} description={t(m.featuresHelp)}
      problems={problems} input={() => ({ featureIds })} listPath="featureIds">
      <ProductFeatureChoices query={query} selectedIds={featureIds} onChange={(ids) => {
        setFeatureIds(ids);
        problems.edited('featureIds');
      }} />
    </ProductSectionForm>
  );
}
