import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'wouter';
import type { ProductInstancesRoute_product$key } from '../../__generated__/ProductInstancesRoute_product.graphql';
import type { ProductInstancesRouteQuery as RouteQuery } from '../../__generated__/ProductInstancesRouteQuery.graphql';
import * as pageStyles from '../../app/forms/Form.css';
import type { ChoiceGroup } from './ChoiceList';
import { productMessages as m } from './messages';
import { ProductInstancesEditor } from './ProductInstancesEditor';
import { ProductSectionForm, productSectionRoute } from './ProductSectionPage';
import { useFormProblems } from './useFormProblems';
import { useProductTexts } from './useProductTexts';
import { instancesInput, validateInstances, type InstanceRow } from './validation';

const ProductInstancesRouteQuery = graphql`
  query ProductInstancesRouteQuery($id: ID!) @preloadable {
    getProductById(id: $id) {
      ...ProductSectionPage_product
      ...ProductInstancesRoute_product
    }
  }
`;

/**
 * /products/{id}/instances: the product's sellable variants (updateProduct with instances only), each described by
 * the product's own subfeature items, with a link to its inventory page when the product keeps inventory.
 */
export const ProductInstancesRoute = productSectionRoute<RouteQuery>(ProductInstancesRouteQuery, m.instancesSection, InstancesForm);

function InstancesForm({ product }: { product: ProductInstancesRoute_product$key }) {
  const { t } = useProductTexts();
  const saved = useFragment(
    graphql`
      fragment ProductInstancesRoute_product on Product {
        idProduct
        ...ProductSectionPage_product
        hasInventory
        subfeatureItems { idProductFeatureItem name feature { idProductFeature name } }
        instances {
          idProductInstance
          code
          name
          shortName
          idStatus
          items { idProductFeatureItem }
        }
      }
    `,
    product,
  );
  const [rows, setRows] = useState<InstanceRow[]>(() => saved.instances.map((i) => ({
    key: i.idProductInstance, idProductInstance: i.idProductInstance, code: i.code, name: i.name, shortName: i.shortName,
    idStatus: i.idStatus === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE', itemIds: i.items.map((item) => item.idProductFeatureItem),
  })));
  const itemGroups = useMemo(() => {
    const groups = new Map<string, ChoiceGroup & { items: { id: string; label: string }[] }>();
    for (const item of saved.subfeatureItems) {
      const group = groups.get(item.feature.idProductFeature) ?? { key: item.feature.idProductFeature, title: item.feature.name, items: [] };
      group.items.push({ id: item.idProductFeatureItem, label: item.name });
      groups.set(group.key, group);
    }
    return [...groups.values()];
  }, [saved.subfeatureItems]);
  const problems = useFormProblems(() => validateInstances(rows));
  return (
    <ProductSectionForm product={saved} title={t(m.instancesSection)} description={t(m.instancesHelp)}
      problems={problems} input={() => ({ instances: instancesInput(rows) })}>
      <ProductInstancesEditor rows={rows} itemGroups={itemGroups} hasInventory={saved.hasInventory}
        errorOf={problems.errorOf} errorUnder={problems.errorUnder} onEdited={problems.edited}
        inventoryHref={(idInstance) => `/products/${saved.idProduct}/instances/${idInstance}/inventory`}
        noItemsHint={(
          <p className={pageStyles.muted}>
            {t(m.noItemsToDescribe)} <Link href={`/products/${saved.idProduct}/subfeatures`}>{t(m.subfeaturesSection)}</Link>
          </p>
        )}
        onChange={(next) => {
          if (next.length !== rows.length) problems.rowsMoved('instances');
          setRows(next);
        }} />
    </ProductSectionForm>
  );
}
