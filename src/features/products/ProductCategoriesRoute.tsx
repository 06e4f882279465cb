import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProductCategoriesRoute_product$key } from '../../__generated__/ProductCategoriesRoute_product.graphql';
import type { ProductCategoriesRouteQuery as RouteQuery } from '../../__generated__/ProductCategoriesRouteQuery.graphql';
import type { ProductCategoryChoices_query$key } from '../../__generated__/ProductCategoryChoices_query.graphql';
import { productMessages as m } from './messages';
import { ProductCategoryChoices } from './ProductCategoryChoices';
import { ProductSectionForm, ProductSectionRoute } from './ProductSectionPage';
import { useFormProblems } from './useFormProblems';
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
export function ProductCategoriesRoute() {
  const { t } = useProductTexts();
  return (
    <ProductSectionRoute<RouteQuery> query={ProductCategoriesRouteQuery} section={t(m.categoriesSection)}>
      {(data) => data.getProductById && <CategoriesForm product={data.getProductById} query={data} />}
    </ProductSectionRoute>
  );
}

function CategoriesForm({ product, query }: { product: ProductCategoriesRoute_product$key; query: ProductCategoryChoices_query$key }) {
  const { t } = useProductTexts();
  const saved = useFragment(
    graphql`
      fragment ProductCategoriesRoute_product on Product {
        idProduct
        ...ProductSectionPage_product
        categories { idProductCategory }
      }
    `,
    product,
  );
  const [categoryIds, setCategoryIds] = useState(() => saved.categories.map((c) => c.idProductCategory));
  const problems = useFormProblems(() => ({}));
  return (
    <ProductSectionForm product={saved} title={t(m.categoriesSection)} description={t(m.categoriesHelp)}
      problems={problems} input={() => ({ categoryIds })} listPath="categoryIds">
      <ProductCategoryChoices query={query} selectedIds={categoryIds} onChange={(ids) => {
        setCategoryIds(ids);
        problems.edited('categoryIds');
      }} />
    </ProductSectionForm>
  );
}
