import { graphql } from 'react-relay';
import type { RateSubfeaturesListTable_subfeatures$key } from '../../../__generated__/RateSubfeaturesListTable_subfeatures.graphql';
import { useCatalogName } from '../../../app/catalogNames';
import { RecordTable, usePageRows, type RecordListTableProps } from '../../../app/list/RecordTable';
import { TwoLineCell } from '../../../app/list/TwoLineCell';
import * as pageStyles from '../../../app/forms/Form.css';
import { rateCatalogMessages as m } from './messages';
import { useRateCatalogTexts } from './useRateCatalogTexts';

export function RateSubfeaturesListTable(table: RecordListTableProps<RateSubfeaturesListTable_subfeatures$key>) {
  const cn = useCatalogName();
  const { t } = useRateCatalogTexts();
  const rows = usePageRows(graphql`
    fragment RateSubfeaturesListTable_subfeatures on RateSubfeature @relay(plural: true) {
      id idRateSubfeature code name shortName order
      typeSubfeature { name }
      typeCategoryProduct { name nameEs }
      typeSubfeatureItem { name nameEs }
    }
  `, table.page);
  return (
    <RecordTable {...table} rows={rows} idOf={(row) => row.idRateSubfeature}
      columns={[
        { id: 'code', label: t(m.code), allowsSorting: true, cell: (row) => <span className={pageStyles.code}>{row.code}</span> },
        {
          id: 'name', label: t(m.name), allowsSorting: true, isRowHeader: true, wrap: true,
          cell: (row) => <TwoLineCell main={row.name} detail={row.shortName !== row.name ? row.shortName : null} />,
        },
        {
          id: 'typeSubfeature', label: t(m.typeSubfeature),
          cell: (row) => <span className={pageStyles.chip({ tone: 'accent' })}>{row.typeSubfeature.name}</span>,
        },
        {
          id: 'productType', label: t(m.productType),
          cell: (row) => (row.typeCategoryProduct ? cn(row.typeCategoryProduct) : <span className={pageStyles.muted}>{t(m.allProductTypes)}</span>),
        },
        { id: 'item', label: t(m.typeSubfeatureItem), cell: (row) => cn(row.typeSubfeatureItem) },
        { id: 'order', label: t(m.order), allowsSorting: true, align: 'end', cell: (row) => row.order },
      ]} />
  );
}
