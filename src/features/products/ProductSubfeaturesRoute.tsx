import { graphql } from 'react-relay';
import type { ProductSubfeaturesRouteQuery as RouteQuery } from '../../__generated__/ProductSubfeaturesRouteQuery.graphql';
import { productMessages as m } from './messages';
import { choicesSectionRoute } from './ProductChoicesSection';
import { ProductSubfeatureItemChoices } from './ProductSubfeatureItemChoices';

const ProductSubfeaturesRouteQuery = graphql`
  query ProductSubfeaturesRouteQuery($id: ID!) @preloadable {
    getProductById(id: $id) {
      subfeatureItems { idProductFeatureItem }
      ...ProductSectionPage_product
    }
    ...ProductSubfeatureItemChoices_query
  }
`;

/**
 * /products/{id}/subfeatures: the subfeature items the product is offered in, grouped by subfeature (updateProduct
 * with subfeatureItemIds only). The server refuses to drop an item an instance is described by; it says which.
 */
export const ProductSubfeaturesRoute = choicesSectionRoute<RouteQuery>(ProductSubfeaturesRouteQuery, {
  field: 'subfeatureItemIds', title: m.subfeaturesSection, help: m.subfeaturesHelp, Choices: ProductSubfeatureItemChoices,
  savedIds: (product) => product.subfeatureItems.map((i) => i.idProductFeatureItem),
});
