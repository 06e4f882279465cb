import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ProductCategoriesListTable_categories$key } from '../../../__generated__/ProductCategoriesListTable_categories.graphql';
import { useCatalogName } from '../../../app/catalogNames';
import type { ListTableControls } from '../../../app/list/listTable';
import { RecordTable } from '../../../app/list/RecordTable';
import * as styles from '../../../app/forms/Form.css';
import { catalogMessages as c, categoryMessages as m } from './messages';

export type ProductCategoriesListControls = ListTableControls;

export function ProductCategoriesListTable({
  categories, count, isLoading, ...controls
}: ProductCategoriesListControls & { categories: ProductCategoriesListTable_categories$key | null; count: number; isLoading: boolean }) {
  const cn = useCatalogName();
  const intl = useIntl();
  const t = intl.formatMessage;
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
    <RecordTable label={t(m.tableLabel)} rows={rows} idOf={(row) => row.idProductCategory} count={count} isLoading={isLoading}
      {...controls} empty={{ title: t(m.emptyTitle), description: t(m.emptyDescription), createLabel: t(m.newCategory) }}
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
