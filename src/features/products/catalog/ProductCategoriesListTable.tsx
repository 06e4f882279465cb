import { graphql } from 'react-relay';
import type { ProductCategoriesListTable_categories$key } from '../../../__generated__/ProductCategoriesListTable_categories.graphql';
import { RecordTable, usePageRows, type RecordListTableProps } from '../../../app/list/RecordTable';
import { useRecordColumns } from '../../../app/list/recordColumns';
import * as styles from '../../../app/forms/Form.css';
import { catalogMessages as c, categoryMessages as m } from './messages';

export function ProductCategoriesListTable(table: RecordListTableProps<ProductCategoriesListTable_categories$key>) {
  const { t, intl, cn, column } = useRecordColumns();
  const rows = usePageRows(graphql`
    fragment ProductCategoriesListTable_categories on ProductCategory @relay(plural: true) {
      id idProductCategory name shortName
      categoryType { name nameEs }
      productCount updatedAt
    }
  `, table.page);
  return (
    <RecordTable {...table} rows={rows} idOf={(row) => row.idProductCategory} columns={[
      { id: 'name', label: t(c.name), allowsSorting: true, isRowHeader: true, wrap: true, cell: (row) => row.name },
      { id: 'shortName', label: t(c.shortName), allowsSorting: true, cell: (row) => row.shortName },
      {
        id: 'type', label: t(c.type),
        cell: (row) => (row.categoryType ? <span className={styles.chip({ tone: 'accent' })}>{cn(row.categoryType)}</span> : null),
      },
      { id: 'productCount', label: t(m.productCount), allowsSorting: true, align: 'end', cell: (row) => intl.formatNumber(row.productCount) },
      column.updatedAt(t(c.updatedAt)),
    ]} />
  );
}
