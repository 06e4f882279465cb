import { graphql, useFragment } from 'react-relay';
import { useIntl } from 'react-intl';
import type { ChangeOuCurrent_viewer$key } from '../../../__generated__/ChangeOuCurrent_viewer.graphql';
import { Card } from '../../../ui/Card';
import { DataTable } from '../../../ui/DataTable';
import { DetailList } from '../../../ui/DetailList';
import * as styles from './ChangeOu.css';
import { changeOuMessages as m } from './messages';

/** The unit the person works in now, with its users: what changes when the unit changes. */
export function ChangeOuCurrent({ viewer }: { viewer: ChangeOuCurrent_viewer$key }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const data = useFragment(
    graphql`
      fragment ChangeOuCurrent_viewer on User {
        ou {
          code
          name
          entity { name }
          users { idUser name lastName email }
        }
      }
    `,
    viewer,
  );
  return (
    <Card title={t(m.current)}>
      <div className={styles.stack}>
        <DetailList details={[
          [t(m.name), data.ou.name],
          [t(m.code), data.ou.code],
          [t(m.entity), data.ou.entity?.name ?? '—'],
        ]} />
        <DataTable
          label={t(m.usersOfOu)}
          columns={[
            { id: 'name', label: t(m.userName), isRowHeader: true },
            { id: 'email', label: t(m.userEmail) },
          ]}
          rows={data.ou.users.map((u) => ({ ...u, id: u.idUser }))}
          renderCell={(row, column) => (column === 'name' ? [row.name, row.lastName].filter(Boolean).join(' ') : row.email)}
          emptyLabel={t(m.noUsers)}
        />
      </div>
    </Card>
  );
}
