import { graphql, useFragment } from 'react-relay';
import type { ProductView_product$key } from '../../__generated__/ProductView_product.graphql';
import { useCatalogName } from '../../app/catalogNames';
import { StatusChip } from '../../app/list/StatusChip';
import { PageHeader } from '../../ui/PageHeader';
import * as pageStyles from '../../app/forms/Form.css';
import { productMessages as m } from './messages';
import { ProductBasicCard } from './ProductBasicCard';
import { ProductCatalogCards } from './ProductCatalogCards';
import { ProductIdentificationsCard } from './ProductIdentificationsCard';
import { ProductInstancesCard } from './ProductInstancesCard';
import * as styles from './Products.css';
import { ProductSubfeaturesCard } from './ProductSubfeaturesCard';
import { ProductViewActions } from './ProductViewActions';
import { useProductTexts } from './useProductTexts';

/**
 * /products/{id}: the product read-only, one card per section of the form, each with an Edit link to the route
 * that changes only that section (the section routes).
 */
export function ProductView({ product }: { product: ProductView_product$key }) {
  const cn = useCatalogName();
  const { t, breadcrumbs, breadcrumbsLabel } = useProductTexts();
  const data = useFragment(
    graphql`
      fragment ProductView_product on Product {
        idProduct
        code
        name
        idStatus
        productType { name nameEs }
        ...ProductViewActions_product
        ...ProductBasicCard_product
        ...ProductCatalogCards_product
        ...ProductSubfeaturesCard_product
        ...ProductIdentificationsCard_product
        ...ProductInstancesCard_product
      }
    `,
    product,
  );
  return (
    <>
      <PageHeader
        title={<>{data.name} {data.idStatus === 'INACTIVE' && <StatusChip status={data.idStatus} />}</>}
        documentTitle={data.name}
        description={t(m.viewDescription, { code: data.code, type: cn(data.productType) })}
        breadcrumbs={breadcrumbs({ label: data.name })}
        breadcrumbsLabel={breadcrumbsLabel}
        actions={<ProductViewActions product={data} />}
      />
      {data.idStatus === 'INACTIVE' && <p className={pageStyles.alert}>{t(m.inactiveNotice)}</p>}
      <div className={styles.cards}>
        <ProductBasicCard product={data} />
        <ProductInstancesCard product={data} />
        <ProductCatalogCards product={data} />
        <ProductSubfeaturesCard product={data} />
        <ProductIdentificationsCard product={data} />
      </div>
    </>
  );
}
