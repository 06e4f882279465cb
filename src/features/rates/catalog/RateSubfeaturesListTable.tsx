import { graphql } from 'react-relay';
import type { RateSubfeaturesListTable_subfeatures$data, RateSubfeaturesListTable_subfeatures$key } from '../../../__generated__/RateSubfeaturesListTable_subfeatures.graphql';
import { RecordTable, usePageRows, type RecordListTableProps } from '../../../app/list/RecordTable';
import { useRateCatalogColumns } from './catalogColumns';
import * as pageStyles from '../../../app/forms/Form.css';
import { rateCatalogMessages as m } from './messages';

export function RateSubfeaturesListTable(table: RecordListTableProps<RateSubfeaturesListTable_subfeatures$key>) {
  const { t, cn, columns } = useRateCatalogColumns<RateSubfeaturesListTable_subfeatures$data[number]>();
  const rows = usePageRows(graphql`
    fragment RateSubfeaturesListTable_subfeatures on RateSubfeature @relay(plural: true) {
      id idRateSubfeature code name shortName order
      typeSubfeature { name }
      typeCategoryProduct { name nameEs }
      typeSubfeatureItem { name nameEs }
    }
  `, table.page);
  return (
    <RecordTable {...table} rows={rows} idOf={(row) => row.idRateSubfeature} columns={columns(
      {
        id: 'typeSubfeature', label: t(m.typeSubfeature),
        cell: (row) => <span className={pageStyles.chip({ tone: 'accent' })}>{row.typeSubfeature.name}</span>,
      },
      { id: 'item', label: t(m.typeSubfeatureItem), cell: (row) => cn(row.typeSubfeatureItem) },
    )} />
  );
}
