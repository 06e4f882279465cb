import { graphql, useFragment } from 'react-relay';
import type { ProductFeaturesCard_product$key } from '../../__generated__/ProductFeaturesCard_product.graphql';
import { useCatalogName } from '../../app/catalogNames';
import * as adminStyles from '../../app/list/AdminPage.css';
import * as pageStyles from '../../app/forms/Form.css';
import { productMessages as m } from './messages';
import { ProductSectionCard } from './ProductSectionCard';
import { useProductTexts } from './useProductTexts';

/** The features that describe the product. */
export function ProductFeaturesCard({ product }: { product: ProductFeaturesCard_product$key }) {
  const cn = useCatalogName();
  const { t } = useProductTexts();
  const data = useFragment(
    graphql`
      fragment ProductFeaturesCard_product on Product {
        idProduct
        features { idProductFeature name featureType { name nameEs } }
      }
    `,
    product,
  );
  return (
    <ProductSectionCard title={t(m.featuresSection)} editHref={`/products/${data.idProduct}/features`}>
      {data.features.length === 0 ? <p className={pageStyles.empty}>{t(m.none)}</p> : (
        <ul className={adminStyles.chips} aria-label={t(m.featuresSection)}>
          {data.features.map((f) => (
            <li key={f.idProductFeature} className={adminStyles.chip({ tone: 'brand' })}
              title={cn(f.featureType) || undefined}>{f.name}</li>
          ))}
        </ul>
      )}
    </ProductSectionCard>
  );
}
