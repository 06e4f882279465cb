import { graphql, useFragment } from 'react-relay';
import type { ProductFeatureChoices_query$key } from '../../__generated__/ProductFeatureChoices_query.graphql';
import type { ProductFeaturesRoute_product$key } from '../../__generated__/ProductFeaturesRoute_product.graphql';
import type { ProductFeaturesRouteQuery as RouteQuery } from '../../__generated__/ProductFeaturesRouteQuery.graphql';
import { productMessages as m } from './messages';
import { ProductChoicesSection } from './ProductChoicesSection';
import { ProductFeatureChoices } from './ProductFeatureChoices';
import { productSectionRoute } from './ProductSectionPage';
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
export const ProductFeaturesRoute = productSectionRoute<RouteQuery>(ProductFeaturesRouteQuery, m.featuresSection, FeaturesForm);

function FeaturesForm({ product, query }: { product: ProductFeaturesRoute_product$key; query: ProductFeatureChoices_query$key }) {
  const { t } = useProductTexts();
  const saved = useFragment(
    graphql`
      fragment ProductFeaturesRoute_product on Product {
        ...ProductSectionPage_product
        features { idProductFeature }
      }
    `,
    product,
  );
  return (
    <ProductChoicesSection product={saved} field="featureIds" savedIds={saved.features.map((f) => f.idProductFeature)}
      title={t(m.featuresSection)} description={t(m.featuresHelp)}>
      {(selectedIds, onChange) => <ProductFeatureChoices query={query} selectedIds={selectedIds} onChange={onChange} />}
    </ProductChoicesSection>
  );
}
