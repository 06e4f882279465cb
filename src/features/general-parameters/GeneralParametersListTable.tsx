import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { GeneralParametersListTable_parameters$key } from '../../__generated__/GeneralParametersListTable_parameters.graphql';
import { type ListTableControls, useRecordTableProps } from '../../app/list/listTable';
import { TwoLineCell } from '../../app/list/TwoLineCell';
import { DataTable } from '../../ui/DataTable';
import * as styles from '../../app/forms/Form.css';
import { gpMessages as m } from './messages';

export type GeneralParametersListControls = ListTableControls;

export function GeneralParametersListTable({
  parameters, count, isLoading, ...controls
}: GeneralParametersListControls & { parameters: GeneralParametersListTable_parameters$key | null; count: number; isLoading: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const list = useRecordTableProps(controls, count, isLoading, {
    title: t(m.emptyTitle), description: t(m.emptyDescription), createLabel: t(m.newParameter),
  });
  const rows = useFragment(
    graphql`
      fragment GeneralParametersListTable_parameters on GeneralParameter @relay(plural: true) {
        id
        idGeneralParameter
        name
        shortName
        code
        isShared
        valueCount
        updatedAt
        parent { name }
      }
    `,
    parameters,
  ) ?? [];
  return (
    <DataTable
      {...list}
      label={t(m.tableLabel)}
      columns={[
        { id: 'name', label: t(m.name), allowsSorting: true, isRowHeader: true, wrap: true },
        { id: 'shortName', label: t(m.shortName), allowsSorting: true },
        { id: 'code', label: t(m.code), allowsSorting: true },
        { id: 'valueCount', label: t(m.valueCount), allowsSorting: true, align: 'end' },
        { id: 'scope', label: t(m.scope) },
        { id: 'updatedAt', label: t(m.updatedAt), allowsSorting: true },
      ]}
      rows={rows.map((row) => ({ ...row, id: row.idGeneralParameter }))}
      renderCell={(row, column) => {
        switch (column) {
          case 'name': return <TwoLineCell main={row.name} detail={row.parent?.name} />;
          case 'shortName': return row.shortName;
          case 'code': return <code className={styles.code}>{row.code}</code>;
          case 'valueCount': return intl.formatNumber(row.valueCount);
          case 'scope': return (
            <span className={styles.chip({ tone: row.isShared ? 'accent' : 'brand' })}>{t(row.isShared ? m.shared : m.own)}</span>
          );
          case 'updatedAt': return intl.formatDate(row.updatedAt, { dateStyle: 'medium' });
          default: return null;
        }
      }}
    />
  );
}
