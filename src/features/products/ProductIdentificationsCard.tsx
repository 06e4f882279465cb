import { graphql, useFragment } from 'react-relay';
import type { ProductIdentificationsCard_product$key } from '../../__generated__/ProductIdentificationsCard_product.graphql';
import { useCatalogName } from '../../app/catalogNames';
import * as pageStyles from '../../app/forms/Form.css';
import { DetailList } from '../../ui/DetailList';
import { productMessages as m } from './messages';
import { ProductSectionCard } from './ProductSectionCard';
import { useProductTexts } from './useProductTexts';

/** The codes other systems know the product by. */
export function ProductIdentificationsCard({ product }: { product: ProductIdentificationsCard_product$key }) {
  const cn = useCatalogName();
  const { t } = useProductTexts();
  const data = useFragment(
    graphql`
      fragment ProductIdentificationsCard_product on Product {
        idProduct
        identifications { idProductIdentification identificationType { name nameEs } value }
      }
    `,
    product,
  );
  return (
    <ProductSectionCard title={t(m.identificationsSection)} editHref={`/products/${data.idProduct}/identifications`}>
      {data.identifications.length === 0 ? <p className={pageStyles.empty}>{t(m.noIdentifications)}</p> : (
        <DetailList layout="fitted"
          details={data.identifications.map((i) => [cn(i.identificationType), <span className={pageStyles.code}>{i.value}</span>])} />
      )}
    </ProductSectionCard>
  );
}
