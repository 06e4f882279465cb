import { graphql, useFragment } from 'react-relay';
import type { ProductCatalogCards_product$key } from '../../__generated__/ProductCatalogCards_product.graphql';
import { useCatalogName } from '../../app/catalogNames';
import * as adminStyles from '../../app/list/AdminPage.css';
import * as pageStyles from '../../app/forms/Form.css';
import { productMessages as m } from './messages';
import { ProductSectionCard } from './ProductSectionCard';
import { useProductTexts } from './useProductTexts';

/** The categories the product is found under and the features that describe it: one card each, as chips. */
export function ProductCatalogCards({ product }: { product: ProductCatalogCards_product$key }) {
  const cn = useCatalogName();
  const { t } = useProductTexts();
  const data = useFragment(
    graphql`
      fragment ProductCatalogCards_product on Product {
        idProduct
        categories { idProductCategory name categoryType { name nameEs } }
        features { idProductFeature name featureType { name nameEs } }
      }
    `,
    product,
  );
  return (
    <>
      <ChipsCard title={t(m.categoriesSection)} editHref={`/products/${data.idProduct}/categories`} tone="accent"
        chips={data.categories.map((c) => ({ id: c.idProductCategory, name: c.name, type: cn(c.categoryType) }))} />
      <ChipsCard title={t(m.featuresSection)} editHref={`/products/${data.idProduct}/features`} tone="brand"
        chips={data.features.map((f) => ({ id: f.idProductFeature, name: f.name, type: cn(f.featureType) }))} />
    </>
  );
}

function ChipsCard({ title, editHref, tone, chips }: {
  title: string; editHref: string; tone: 'accent' | 'brand'; chips: { id: string; name: string; type: string }[];
}) {
  const { t } = useProductTexts();
  return (
    <ProductSectionCard title={title} editHref={editHref}>
      {chips.length === 0 ? <p className={pageStyles.empty}>{t(m.none)}</p> : (
        <ul className={adminStyles.chips} aria-label={title}>
          {chips.map((chip) => (
            <li key={chip.id} className={adminStyles.chip({ tone })} title={chip.type || undefined}>{chip.name}</li>
          ))}
        </ul>
      )}
    </ProductSectionCard>
  );
}
