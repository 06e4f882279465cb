import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PackageDetails_package$key } from '../../../__generated__/PackageDetails_package.graphql';
import * as adminStyles from '../../../app/list/AdminPage.css';
import { adminMessages } from '../../../app/list/adminMessages';
import { StatusChip } from '../../../app/list/StatusChip';
import { Card } from '../../../ui/Card';
import { useProductTexts } from '../catalog/useProductTexts';
import { packageMessages as m } from './messages';
import * as styles from './Packages.css';

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
  const rows: [string, ReactNode][] = [
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
      <dl className={adminStyles.details}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.detailRow}>
            <dt className={adminStyles.term}>{term}</dt>
            <dd className={adminStyles.definition}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
