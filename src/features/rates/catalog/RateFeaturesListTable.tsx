import { graphql } from 'react-relay';
import type { RateFeaturesListTable_features$key } from '../../../__generated__/RateFeaturesListTable_features.graphql';
import { RecordTable, usePageRows, type RecordListTableProps } from '../../../app/list/RecordTable';
import { useRecordColumns } from '../../../app/list/recordColumns';
import * as pageStyles from '../../../app/forms/Form.css';
import { rateCatalogMessages as m } from './messages';

export function RateFeaturesListTable(table: RecordListTableProps<RateFeaturesListTable_features$key>) {
  const { t, cn, column } = useRecordColumns();
  const rows = usePageRows(graphql`
    fragment RateFeaturesListTable_features on RateFeature @relay(plural: true) {
      id idRateFeature code name shortName order
      typeFeature { name nameEs }
      typeCategoryProduct { name nameEs }
      subfeatures { idRateSubfeature }
    }
  `, table.page);
  return (
    <RecordTable {...table} rows={rows} idOf={(row) => row.idRateFeature} columns={[
      column.code(t(m.code)),
      column.name(t(m.name)),
      {
        id: 'typeFeature', label: t(m.typeFeature),
        cell: (row) => (row.typeFeature ? <span className={pageStyles.chip({ tone: 'accent' })}>{cn(row.typeFeature)}</span> : null),
      },
      {
        id: 'productType', label: t(m.productType),
        cell: (row) => (row.typeCategoryProduct ? cn(row.typeCategoryProduct) : <span className={pageStyles.muted}>{t(m.allProductTypes)}</span>),
      },
      { id: 'subfeatures', label: t(m.subfeatureCount), align: 'end', cell: (row) => row.subfeatures.length },
      { id: 'order', label: t(m.order), allowsSorting: true, align: 'end', cell: (row) => row.order },
    ]} />
  );
}
