import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ProductCategoriesListTable_categories$key } from '../../../__generated__/ProductCategoriesListTable_categories.graphql';
import { useCatalogName } from '../../../app/catalogNames';
import { PAGE_SIZES, type ListParams, type ListSort } from '../../../app/listParams';
import { adminMessages } from '../../../app/list/adminMessages';
import { useAdminTexts } from '../../../app/list/useAdminTexts';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import * as styles from '../../../app/forms/Form.css';
import { catalogMessages as c, categoryMessages as m } from './messages';

export interface ProductCategoriesListControls {
  params: ListParams;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: ListSort) => void;
  /** The address of a record: each row is a real link to it (middle-click, new tab, copy address). */
  hrefOf: (idProductCategory: string) => string;
  onCreate: () => void;
}

export function ProductCategoriesListTable({
  categories, count, isLoading, params, onPageChange, onPageSizeChange, onSortChange, hrefOf, onCreate,
}: ProductCategoriesListControls & { categories: ProductCategoriesListTable_categories$key | null; count: number; isLoading: boolean }) {
  const cn = useCatalogName();
  const intl = useIntl();
  const t = intl.formatMessage;
  const { pagination } = useAdminTexts();
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
      sortDescriptor={params.sort}
      onSortChange={onSortChange}
      rowHref={(row) => hrefOf(String(row.id))}
      isLoading={isLoading}
      loadingLabel={t(adminMessages.loadingList)}
      emptyLabel={(
        <EmptyState title={t(m.emptyTitle)} description={t(m.emptyDescription)}
          action={<Button variant="secondary" onPress={onCreate}>{t(m.newCategory)}</Button>} />
      )}
      pagination={{
        page: params.page, pageSize: params.pageSize, totalCount: count, onPageChange, onPageSizeChange,
        pageSizeOptions: PAGE_SIZES, ...pagination,
      }}
    />
  );
}
