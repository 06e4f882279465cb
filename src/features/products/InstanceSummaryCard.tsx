import { graphql, useFragment } from 'react-relay';
import type { InstanceSummaryCard_instance$key } from '../../__generated__/InstanceSummaryCard_instance.graphql';
import * as adminStyles from '../../app/list/AdminPage.css';
import { StatusChip } from '../../app/list/StatusChip';
import { Card } from '../../ui/Card';
import * as pageStyles from '../../app/forms/Form.css';
import { inventoryMessages as im, productMessages as m } from './messages';
import * as styles from './Products.css';
import { useProductTexts } from './useProductTexts';

/** The instance the inventory page is about: code, names, status and the items that describe it. */
export function InstanceSummaryCard({ instance }: { instance: InstanceSummaryCard_instance$key }) {
  const { t } = useProductTexts();
  const data = useFragment(
    graphql`
      fragment InstanceSummaryCard_instance on ProductInstance {
        code
        name
        shortName
        idStatus
        items { idProductFeatureItem name feature { name } }
      }
    `,
    instance,
  );
  return (
    <Card title={t(im.instanceCard)}>
      <dl className={styles.inlineDetails}>
        <div className={styles.inlinePair}>
          <dt className={styles.term}>{t(m.code)}</dt>
          <dd className={styles.definition}><span className={pageStyles.code}>{data.code}</span></dd>
        </div>
        <div className={styles.inlinePair}>
          <dt className={styles.term}>{t(m.name)}</dt>
          <dd className={styles.definition}>{data.name} <span className={pageStyles.muted}>({data.shortName})</span></dd>
        </div>
        <div className={styles.inlinePair}>
          <dt className={styles.term}>{t(m.instanceStatus)}</dt>
          <dd className={styles.definition}><StatusChip status={data.idStatus} /></dd>
        </div>
        <div className={styles.inlinePair}>
          <dt className={styles.term}>{t(m.describedBy)}</dt>
          <dd className={styles.definition}>
            {data.items.length === 0 ? '—' : (
              <ul className={adminStyles.chips}>
                {data.items.map((item) => (
                  <li key={item.idProductFeatureItem} className={adminStyles.chip({ tone: 'muted' })}>
                    {item.feature.name}: {item.name}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
