import { graphql, useFragment } from 'react-relay';
import type { ProductCategoriesRoute_product$key } from '../../__generated__/ProductCategoriesRoute_product.graphql';
import type { ProductCategoriesRouteQuery as RouteQuery } from '../../__generated__/ProductCategoriesRouteQuery.graphql';
import type { ProductCategoryChoices_query$key } from '../../__generated__/ProductCategoryChoices_query.graphql';
import { productMessages as m } from './messages';
import { ProductCategoryChoices } from './ProductCategoryChoices';
import { ProductChoicesSection } from './ProductChoicesSection';
import { productSectionRoute } from './ProductSectionPage';
import { useProductTexts } from './useProductTexts';

const ProductCategoriesRouteQuery = graphql`
  query ProductCategoriesRouteQuery($id: ID!) @preloadable {
    getProductById(id: $id) {
      idProduct
      name
      ...ProductCategoriesRoute_product
    }
    ...ProductCategoryChoices_query
  }
`;

/** /products/{id}/categories: the product's categories among the OU's (updateProduct with categoryIds only). */
export const ProductCategoriesRoute = productSectionRoute<RouteQuery>(ProductCategoriesRouteQuery, m.categoriesSection, CategoriesForm);

function CategoriesForm({ product, query }: { product: ProductCategoriesRoute_product$key; query: ProductCategoryChoices_query$key }) {
  const { t } = useProductTexts();
  const saved = useFragment(
    graphql`
      fragment ProductCategoriesRoute_product on Product {
        ...ProductSectionPage_product
        categories { idProductCategory }
      }
    `,
    product,
  );
  return (
    <ProductChoicesSection product={saved} field="categoryIds" savedIds={saved.categories.map((c) => c.idProductCategory)}
      title={t(m.categoriesSection)} description={t(m.categoriesHelp)}>
      {(selectedIds, onChange) => <ProductCategoryChoices query={query} selectedIds={selectedIds} onChange={onChange} />}
    </ProductChoicesSection>
  );
}
