import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { ProductCategoriesListTable_categories$key } from '../../../__generated__/ProductCategoriesListTable_categories.graphql';
import { useCatalogName } from '../../../app/catalogNames';
import { RecordTable, usePageRows, type RecordListTableProps } from '../../../app/list/RecordTable';
import * as styles from '../../../app/forms/Form.css';
import { catalogMessages as c, categoryMessages as m } from './messages';

export function ProductCategoriesListTable(table: RecordListTableProps<ProductCategoriesListTable_categories$key>) {
  const cn = useCatalogName();
  const intl = useIntl();
  const t = intl.formatMessage;
  const rows = usePageRows(graphql`
    fragment ProductCategoriesListTable_categories on ProductCategory @relay(plural: true) {
      id idProductCategory name shortName
      categoryType { name nameEs }
      productCount updatedAt
    }
  `, table.page);
  return (
    <RecordTable {...table} rows={rows} idOf={(row) => row.idProductCategory}
      columns={[
        { id: 'name', label: t(c.name), allowsSorting: true, isRowHeader: true, wrap: true, cell: (row) => row.name },
        { id: 'shortName', label: t(c.shortName), allowsSorting: true, cell: (row) => row.shortName },
        {
          id: 'type', label: t(c.type),
          cell: (row) => (row.categoryType ? <span className={styles.chip({ tone: 'accent' })}>{cn(row.categoryType)}</span> : null),
        },
        { id: 'productCount', label: t(m.productCount), allowsSorting: true, align: 'end', cell: (row) => intl.formatNumber(row.productCount) },
        { id: 'updatedAt', label: t(c.updatedAt), allowsSorting: true, cell: (row) => intl.formatDate(row.updatedAt, { dateStyle: 'medium' }) },
      ]} />
  );
}
