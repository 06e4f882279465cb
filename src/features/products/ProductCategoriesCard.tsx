import { graphql, useFragment } from 'react-relay';
import type { ProductCategoriesCard_product$key } from '../../__generated__/ProductCategoriesCard_product.graphql';
import { useCatalogName } from '../../app/catalogNames';
import * as adminStyles from '../../app/list/AdminPage.css';
import * as pageStyles from '../../app/forms/Form.css';
import { productMessages as m } from './messages';
import { ProductSectionCard } from './ProductSectionCard';
import { useProductTexts } from './useProductTexts';

/** The categories the product is found under. */
export function ProductCategoriesCard({ product }: { product: ProductCategoriesCard_product$key }) {
  const cn = useCatalogName();
  const { t } = useProductTexts();
  const data = useFragment(
    graphql`
      fragment ProductCategoriesCard_product on Product {
        idProduct
        categories { idProductCategory name categoryType { name nameEs } }
      }
    `,
    product,
  );
  return (
    <ProductSectionCard title={t(m.categoriesSection)} editHref={`/products/${data.idProduct}/categories`}>
      {data.categories.length === 0 ? <p className={pageStyles.empty}>{t(m.none)}</p> : (
        <ul className={adminStyles.chips} aria-label={t(m.categoriesSection)}>
          {data.categories.map((c) => (
            <li key={c.idProductCategory} className={adminStyles.chip({ tone: 'accent' })}
              title={cn(c.categoryType) || undefined}>{c.name}</li>
          ))}
        </ul>
      )}
    </ProductSectionCard>
  );
}
