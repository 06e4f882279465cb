import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProductBasicFields_query$key } from '../../__generated__/ProductBasicFields_query.graphql';
import type { ProductEditRoute_product$key } from '../../__generated__/ProductEditRoute_product.graphql';
import type { ProductEditRouteQuery as RouteQuery } from '../../__generated__/ProductEditRouteQuery.graphql';
import { productMessages as m } from './messages';
import { ProductBasicFields } from './ProductBasicFields';
import { ProductSectionForm, productSectionRoute, useSavedBasics } from './ProductSectionPage';
import { useFormProblems } from './useFormProblems';
import { useProductTexts } from './useProductTexts';
import { basicInput, validateBasic, type ProductBasicValues } from './validation';

const ProductEditRouteQuery = graphql`
  query ProductEditRouteQuery($id: ID!) @preloadable {
    getProductById(id: $id) {
      ...ProductSectionPage_product
      ...ProductEditRoute_product
    }
    ...ProductBasicFields_query
  }
`;

/** /products/{id}/edit: the basic information section (its lists have their own routes). */
export const ProductEditRoute = productSectionRoute<RouteQuery>(ProductEditRouteQuery, m.basicSection, BasicForm);

function BasicForm({ product, query }: { product: ProductEditRoute_product$key; query: ProductBasicFields_query$key }) {
  const { t } = useProductTexts();
  const saved = useFragment(
    graphql`
      fragment ProductEditRoute_product on Product {
        ...ProductSectionPage_product
        supplier { name commercialName }
        hasInventory
        taxInternationalCode
        operationalCode
      }
    `,
    product,
  );
  const { code, name, shortName, idProductType, idProductUnit, idSupplier } = useSavedBasics(saved);
  const [values, setValues] = useState<ProductBasicValues>(() => ({
    code, name, shortName, idProductType, idProductUnit, idSupplier,
    supplierLabel: saved.supplier ? saved.supplier.commercialName || saved.supplier.name : '',
    hasInventory: saved.hasInventory, taxInternationalCode: saved.taxInternationalCode ?? '',
    operationalCode: saved.operationalCode ?? '',
  }));
  const problems = useFormProblems(() => validateBasic(values));
  return (
    <ProductSectionForm product={saved} title={t(m.basicSection)} problems={problems} sectioned={false}
      input={() => basicInput(values)}>
      <ProductBasicFields query={query} values={values} errorOf={problems.errorOf}
        onChange={(changes, path) => {
          setValues((v) => ({ ...v, ...changes }));
          problems.edited(path);
        }} />
    </ProductSectionForm>
  );
}
