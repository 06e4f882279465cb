import { graphql } from 'react-relay';
import type { RateFeaturesListTable_features$data, RateFeaturesListTable_features$key } from '../../../__generated__/RateFeaturesListTable_features.graphql';
import { RecordTable, usePageRows, type RecordListTableProps } from '../../../app/list/RecordTable';
import { useRateCatalogColumns } from './catalogColumns';
import * as pageStyles from '../../../app/forms/Form.css';
import { rateCatalogMessages as m } from './messages';

export function RateFeaturesListTable(table: RecordListTableProps<RateFeaturesListTable_features$key>) {
  const { t, cn, columns } = useRateCatalogColumns<RateFeaturesListTable_features$data[number]>();
  const rows = usePageRows(graphql`
    fragment RateFeaturesListTable_features on RateFeature @relay(plural: true) {
      id idRateFeature code name shortName order
      typeFeature { name nameEs }
      typeCategoryProduct { name nameEs }
      subfeatures { idRateSubfeature }
    }
  `, table.page);
  return (
    <RecordTable {...table} rows={rows} idOf={(row) => row.idRateFeature} columns={columns(
      {
        id: 'typeFeature', label: t(m.typeFeature),
        cell: (row) => (row.typeFeature ? <span className={pageStyles.chip({ tone: 'accent' })}>{cn(row.typeFeature)}</span> : null),
      },
      { id: 'subfeatures', label: t(m.subfeatureCount), align: 'end', cell: (row) => row.subfeatures.length },
    )} />
  );
}
