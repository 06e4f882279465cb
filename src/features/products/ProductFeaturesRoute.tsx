import { graphql } from 'react-relay';
import type { ProductFeaturesRouteQuery as RouteQuery } from '../../__generated__/ProductFeaturesRouteQuery.graphql';
import { productMessages as m } from './messages';
import { choicesSectionRoute } from './ProductChoicesSection';
import { ProductFeatureChoices } from './ProductFeatureChoices';

const ProductFeaturesRouteQuery = graphql`
  query ProductFeaturesRouteQuery($id: ID!) @preloadable {
    getProductById(id: $id) {
      features { idProductFeature }
      ...ProductSectionPage_product
    }
    ...ProductFeatureChoices_query
  }
`;

/** /products/{id}/features: the product's features among the OU's (updateProduct with featureIds only). */
export const ProductFeaturesRoute = choicesSectionRoute<RouteQuery>(ProductFeaturesRouteQuery, {
  field: 'featureIds', title: m.featuresSection, help: m.featuresHelp, Choices: ProductFeatureChoices,
  savedIds: (product) => product.features.map((f) => f.idProductFeature),
});
