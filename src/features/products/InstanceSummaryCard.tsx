import { graphql, useFragment } from 'react-relay';
import type { InstanceSummaryCard_instance$key } from '../../__generated__/InstanceSummaryCard_instance.graphql';
import * as adminStyles from '../../app/list/AdminPage.css';
import { StatusChip } from '../../app/list/StatusChip';
import { Card } from '../../ui/Card';
import { DetailList } from '../../ui/DetailList';
import * as pageStyles from '../../app/forms/Form.css';
import { inventoryMessages as im, productMessages as m } from './messages';
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
      <DetailList layout="inline" details={[
        [t(m.code), <span className={pageStyles.code}>{data.code}</span>],
        [t(m.name), <>{data.name} <span className={pageStyles.muted}>({data.shortName})</span></>],
        [t(m.instanceStatus), <StatusChip status={data.idStatus} />],
        [t(m.describedBy), data.items.length === 0 ? '—' : (
          <ul className={adminStyles.chips}>
            {data.items.map((item) => (
              <li key={item.idProductFeatureItem} className={adminStyles.chip({ tone: 'muted' })}>
                {item.feature.name}: {item.name}
              </li>
            ))}
          </ul>
        )],
      ]} />
    </Card>
  );
}
