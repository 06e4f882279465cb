import { graphql, useFragment } from 'react-relay';
import { Link } from 'wouter';
import type { ProductInstancesCard_product$key } from '../../__generated__/ProductInstancesCard_product.graphql';
import * as adminStyles from '../../app/list/AdminPage.css';
import { StatusChip } from '../../app/list/StatusChip';
import * as pageStyles from '../../app/forms/Form.css';
import { productMessages as m } from './messages';
import { ProductSectionCard } from './ProductSectionCard';
import * as styles from './Products.css';
import { useProductTexts } from './useProductTexts';

/** The product's instances with the items that describe them and, when it keeps inventory, a link to each inventory. */
export function ProductInstancesCard({ product }: { product: ProductInstancesCard_product$key }) {
  const { t } = useProductTexts();
  const data = useFragment(
    graphql`
      fragment ProductInstancesCard_product on Product {
        idProduct
        hasInventory
        instances {
          idProductInstance
          code
          name
          idStatus
          items { idProductFeatureItem name }
        }
      }
    `,
    product,
  );
  return (
    <ProductSectionCard title={t(m.instancesSection)} editHref={`/products/${data.idProduct}/instances`}>
      {data.instances.length === 0 ? <p className={pageStyles.empty}>{t(m.noInstances)}</p> : (
        <ul className={styles.instanceList} aria-label={t(m.instancesSection)}>
          {data.instances.map((instance) => (
            <li key={instance.idProductInstance} className={styles.instanceLine}>
              <span className={`${pageStyles.code} ${styles.instanceCode}`}>{instance.code}</span>
              <span className={styles.instanceName}>
                <span>{instance.name}</span>
                {instance.items.length > 0 && (
                  <span className={adminStyles.chips}>
                    {instance.items.map((item) => (
                      <span key={item.idProductFeatureItem} className={adminStyles.chip({ tone: 'muted' })}>{item.name}</span>
                    ))}
                  </span>
                )}
              </span>
              <span className={styles.instanceStatus}><StatusChip status={instance.idStatus} /></span>
              {data.hasInventory && (
                <span className={styles.instanceLink}>
                  <Link href={`/products/${data.idProduct}/instances/${instance.idProductInstance}/inventory`}
                    className={styles.linkButton} aria-label={t(m.inventoryOf, { name: instance.name })}>
                    {t(m.inventory)}
                  </Link>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </ProductSectionCard>
  );
}
