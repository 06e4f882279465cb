import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { EntitiesListTable_entities$key } from '../../__generated__/EntitiesListTable_entities.graphql';
import { RecordTable, usePageRows, type RecordListTableProps } from '../../app/list/RecordTable';
import { TwoLineCell } from '../../app/list/TwoLineCell';
import * as styles from '../../app/forms/Form.css';
import { adminMessages } from '../../app/list/adminMessages';
import { StatusChip } from '../../app/list/StatusChip';
import { quickCustomerMessages as qm } from '../../app/quickCustomer/messages';
import { entityMessages as m } from './messages';
import { useCatalogName } from '../../app/catalogNames';

export function EntitiesListTable(table: RecordListTableProps<EntitiesListTable_entities$key>) {
  const t = useIntl().formatMessage;
  const cn = useCatalogName();
  const rows = usePageRows(graphql`
    fragment EntitiesListTable_entities on Entity @relay(plural: true) {
      id idEntity name commercialName idStatus toComplete
      identityDocumentNumber identityDocumentType { shortName }
      entityRole { name nameEs }
      entityType { name nameEs }
    }
  `, table.page);
  return (
    <RecordTable {...table} rows={rows} idOf={(row) => row.idEntity} columns={[
      {
        id: 'name', label: t(m.name), allowsSorting: true, isRowHeader: true, wrap: true,
        cell: (row) => <TwoLineCell main={row.name} detail={row.entityType ? cn(row.entityType) : null} />,
      },
      { id: 'commercialName', label: t(m.commercialName), allowsSorting: true, wrap: true, cell: (row) => row.commercialName },
      {
        id: 'identityDocumentNumber', label: t(m.document), allowsSorting: true,
        cell: (row) => (row.identityDocumentNumber ? (
          <span className={styles.nameCell}>
            <span className={styles.code}>{row.identityDocumentNumber}</span>
            {row.identityDocumentType && <span className={styles.muted}>{row.identityDocumentType.shortName}</span>}
          </span>
        ) : null),
      },
      {
        id: 'role', label: t(m.entityRole),
        cell: (row) => (row.entityRole ? <span className={styles.chip({ tone: 'accent' })}>{cn(row.entityRole)}</span> : null),
      },
      {
        id: 'idStatus', label: t(adminMessages.status), allowsSorting: true,
        cell: (row) => (
          <span className={styles.nameCell}>
            <StatusChip status={row.idStatus} />
            {row.toComplete && <span className={styles.chip({ tone: 'accent' })}>{t(qm.toComplete)}</span>}
          </span>
        ),
      },
    ]} />
  );
}
