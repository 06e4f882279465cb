import { graphql, useFragment } from 'react-relay';
import type { PackageDetails_package$key } from '../../../__generated__/PackageDetails_package.graphql';
import * as adminStyles from '../../../app/list/AdminPage.css';
import { adminMessages } from '../../../app/list/adminMessages';
import { StatusChip } from '../../../app/list/StatusChip';
import { Card } from '../../../ui/Card';
import { DetailList, type Detail } from '../../../ui/DetailList';
import { useProductTexts } from '../catalog/useProductTexts';
import { packageMessages as m } from './messages';

/** The package's own data, read only (packages are created whole; the schema offers no update). */
export function PackageDetails({ pkg }: { pkg: PackageDetails_package$key }) {
  const { t, intl } = useProductTexts();
  const data = useFragment(
    graphql`
      fragment PackageDetails_package on Package {
        code
        shortName
        description
        durationDays
        itemCount
        idStatus
        updatedAt
      }
    `,
    pkg,
  );
  const details: Detail[] = [
    [t(m.code), <span className={adminStyles.mono}>{data.code}</span>],
    [t(m.shortName), data.shortName],
    [t(m.duration), t(m.days, { count: data.durationDays })],
    [t(m.parts), intl.formatNumber(data.itemCount)],
    [t(adminMessages.status), <StatusChip status={data.idStatus} />],
    [t(m.updatedAt), intl.formatDate(data.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })],
    [t(m.description), data.description || <span className={adminStyles.muted}>{t(m.noDescription)}</span>],
  ];
  return (
    <Card title={t(m.detailsSection)}>
      <DetailList details={details} />
    </Card>
  );
}
