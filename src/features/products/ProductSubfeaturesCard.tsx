import { graphql, useFragment } from 'react-relay';
import type { ProductSubfeaturesCard_product$key } from '../../__generated__/ProductSubfeaturesCard_product.graphql';
import * as adminStyles from '../../app/list/AdminPage.css';
import * as pageStyles from '../../app/forms/Form.css';
import { DetailList } from '../../ui/DetailList';
import { productMessages as m } from './messages';
import { ProductSectionCard } from './ProductSectionCard';
import { useProductTexts } from './useProductTexts';

/** The subfeature items the product is offered in, by subfeature ("Room type: Single, Double"). */
export function ProductSubfeaturesCard({ product }: { product: ProductSubfeaturesCard_product$key }) {
  const { t } = useProductTexts();
  const data = useFragment(
    graphql`
      fragment ProductSubfeaturesCard_product on Product {
        idProduct
        subfeatureItems { idProductFeatureItem name feature { idProductFeature name } }
      }
    `,
    product,
  );
  const bySubfeature = new Map<string, { name: string; items: string[] }>();
  for (const item of data.subfeatureItems) {
    const group = bySubfeature.get(item.feature.idProductFeature) ?? { name: item.feature.name, items: [] };
    group.items.push(item.name);
    bySubfeature.set(item.feature.idProductFeature, group);
  }
  return (
    <ProductSectionCard title={t(m.subfeaturesSection)} editHref={`/products/${data.idProduct}/subfeatures`}>
      {bySubfeature.size === 0 ? <p className={pageStyles.empty}>{t(m.none)}</p> : (
        <DetailList layout="fitted" details={[...bySubfeature.values()].map((group) => [group.name, (
          <ul className={adminStyles.chips}>
            {group.items.map((name) => <li key={name} className={adminStyles.chip({ tone: 'muted' })}>{name}</li>)}
          </ul>
        )])} />
      )}
    </ProductSectionCard>
  );
}
