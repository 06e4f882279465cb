import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ProductCategoriesListTable_categories$key } from '../../../__generated__/ProductCategoriesListTable_categories.graphql';
import { useCatalogName } from '../../../app/catalogNames';
import { type ListTableControls, useRecordTableProps } from '../../../app/list/listTable';
import { DataTable } from '../../../ui/DataTable';
import * as styles from '../../../app/forms/Form.css';
import { catalogMessages as c, categoryMessages as m } from './messages';

export type ProductCategoriesListControls = ListTableControls;

export function ProductCategoriesListTable({
  categories, count, isLoading, ...controls
}: ProductCategoriesListControls & { categories: ProductCategoriesListTable_categories$key | null; count: number; isLoading: boolean }) {
  const cn = useCatalogName();
  const intl = useIntl();
  const t = intl.formatMessage;
  const list = useRecordTableProps(controls, count, isLoading, {
    title: t(m.emptyTitle), description: t(m.emptyDescription), createLabel: t(m.newCategory),
  });
  const rows = useFragment(
    graphql`
      fragment ProductCategoriesListTable_categories on ProductCategory @relay(plural: true) {
        id
        idProductCategory
        name
        shortName
        categoryType { name nameEs }
        productCount
        updatedAt
      }
    `,
    categories,
  ) ?? [];
  return (
    <DataTable
      {...list}
      label={t(m.tableLabel)}
      columns={[
        { id: 'name', label: t(c.name), allowsSorting: true, isRowHeader: true, wrap: true },
        { id: 'shortName', label: t(c.shortName), allowsSorting: true },
        { id: 'type', label: t(c.type) },
        { id: 'productCount', label: t(m.productCount), allowsSorting: true, align: 'end' },
        { id: 'updatedAt', label: t(c.updatedAt), allowsSorting: true },
      ]}
      rows={rows.map((row) => ({ ...row, id: row.idProductCategory }))}
      renderCell={(row, column) => {
        switch (column) {
          case 'name': return row.name;
          case 'shortName': return row.shortName;
          case 'type': return row.categoryType ? <span className={styles.chip({ tone: 'accent' })}>{cn(row.categoryType)}</span> : null;
          case 'productCount': return intl.formatNumber(row.productCount);
          case 'updatedAt': return intl.formatDate(row.updatedAt, { dateStyle: 'medium' });
          default: return null;
        }
      }}
    />
  );
}
