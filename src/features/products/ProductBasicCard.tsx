import { graphql, useFragment } from 'react-relay';
import type { ProductBasicCard_product$key } from '../../__generated__/ProductBasicCard_product.graphql';
import { useCatalogName } from '../../app/catalogNames';
import { StatusChip } from '../../app/list/StatusChip';
import * as pageStyles from '../../app/forms/Form.css';
import { DetailList, type Detail } from '../../ui/DetailList';
import { productMessages as m } from './messages';
import { ProductSectionCard } from './ProductSectionCard';
import { useProductTexts } from './useProductTexts';

/** The product's basic information, read-only. */
export function ProductBasicCard({ product }: { product: ProductBasicCard_product$key }) {
  const cn = useCatalogName();
  const { t, intl } = useProductTexts();
  const data = useFragment(
    graphql`
      fragment ProductBasicCard_product on Product {
        idProduct
        code
        name
        shortName
        productType { name nameEs }
        productUnit { name nameEs }
        supplier { name commercialName }
        hasInventory
        taxInternationalCode
        operationalCode
        idStatus
        updatedAt
      }
    `,
    product,
  );
  const details: Detail[] = [
    [t(m.code), <span className={pageStyles.code}>{data.code}</span>],
    [t(m.name), data.name],
    [t(m.shortName), data.shortName],
    [t(m.productType), cn(data.productType)],
    [t(m.productUnit), cn(data.productUnit)],
    [t(m.supplier), data.supplier ? (
      <span className={pageStyles.nameCell}>
        <span>{data.supplier.commercialName || data.supplier.name}</span>
        {data.supplier.commercialName && data.supplier.commercialName !== data.supplier.name
          && <span className={pageStyles.muted}>{data.supplier.name}</span>}
      </span>
    ) : null],
    [t(m.hasInventory), t(data.hasInventory ? m.yes : m.no)],
    [t(m.taxInternationalCode), data.taxInternationalCode || '—'],
    [t(m.operationalCode), data.operationalCode || '—'],
    [t(m.status), <StatusChip status={data.idStatus} />],
    [t(m.updatedAt), intl.formatDate(data.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })],
  ];
  return (
    <ProductSectionCard title={t(m.basicSection)} editHref={`/products/${data.idProduct}/edit`}>
      <DetailList details={details} layout="fitted" />
    </ProductSectionCard>
  );
}
