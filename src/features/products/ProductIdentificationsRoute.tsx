import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProductIdentificationsEditor_query$key } from '../../__generated__/ProductIdentificationsEditor_query.graphql';
import type { ProductIdentificationsRoute_product$key } from '../../__generated__/ProductIdentificationsRoute_product.graphql';
import type { ProductIdentificationsRouteQuery as RouteQuery } from '../../__generated__/ProductIdentificationsRouteQuery.graphql';
import { productMessages as m } from './messages';
import { ProductIdentificationsEditor } from './ProductIdentificationsEditor';
import { ProductSectionForm, productSectionRoute } from './ProductSectionPage';
import { useFormProblems } from './useFormProblems';
import { useProductTexts } from './useProductTexts';
import { identificationsInput, validateIdentifications, type IdentificationRow } from './validation';

const ProductIdentificationsRouteQuery = graphql`
  query ProductIdentificationsRouteQuery($id: ID!) @preloadable {
    getProductById(id: $id) {
      ...ProductSectionPage_product
      ...ProductIdentificationsRoute_product
    }
    ...ProductIdentificationsEditor_query
  }
`;

/** /products/{id}/identifications: type and value rows (updateProduct with identifications only). */
export const ProductIdentificationsRoute = productSectionRoute<RouteQuery>(ProductIdentificationsRouteQuery, m.identificationsSection, IdentificationsForm);

function IdentificationsForm({ product, query }: {
  product: ProductIdentificationsRoute_product$key; query: ProductIdentificationsEditor_query$key;
}) {
  const { t } = useProductTexts();
  const saved = useFragment(
    graphql`
      fragment ProductIdentificationsRoute_product on Product {
        ...ProductSectionPage_product
        identifications { idProductIdentification idIdentificationType value }
      }
    `,
    product,
  );
  const [rows, setRows] = useState<IdentificationRow[]>(() => saved.identifications.map((i) => ({
    key: i.idProductIdentification, idIdentificationType: i.idIdentificationType, value: i.value,
  })));
  const problems = useFormProblems(() => validateIdentifications(rows));
  return (
    <ProductSectionForm product={saved} title={t(m.identificationsSection)} description={t(m.identificationsHelp)}
      problems={problems} input={() => ({ identifications: identificationsInput(rows) })}>
      <ProductIdentificationsEditor query={query} rows={rows} errorOf={problems.errorOf} onEdited={problems.edited}
        onChange={(next) => {
          if (next.length !== rows.length) problems.rowsMoved('identifications');
          setRows(next);
        }} />
    </ProductSectionForm>
  );
}
