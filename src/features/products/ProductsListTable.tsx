import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ProductsListTable_products$key } from '../../__generated__/ProductsListTable_products.graphql';
import { useCatalogName } from '../../app/catalogNames';
import { adminMessages } from '../../app/list/adminMessages';
import { StatusChip } from '../../app/list/StatusChip';
import { type ListTableControls, useRecordTableProps } from '../../app/list/listTable';
import { TwoLineCell } from '../../app/list/TwoLineCell';
import { DataTable } from '../../ui/DataTable';
import * as styles from '../../app/forms/Form.css';
import { productMessages as m } from './messages';

export type ProductsListControls = ListTableControls;

/** One page of products; a row opens the product's view. */
export function ProductsListTable({ products, count, isLoading, ...controls }:
  ProductsListControls & { products: ProductsListTable_products$key | null; count: number; isLoading: boolean }) {
  const cn = useCatalogName();
  const intl = useIntl();
  const t = intl.formatMessage;
  const list = useRecordTableProps(controls, count, isLoading, {
    title: t(m.emptyTitle), description: t(m.emptyDescription), createLabel: t(m.newProduct),
  });
  const rows = useFragment(
    graphql`
      fragment ProductsListTable_products on Product @relay(plural: true) {
        id
        idProduct
        code
        name
        shortName
        idStatus
        hasInventory
        productType { name nameEs }
        productUnit { shortName }
        supplier { name commercialName }
        # The server loads the instances of a whole page in one query; only their number is shown.
        instances { idProductInstance }
      }
    `,
    products,
  ) ?? [];
  return (
    <DataTable
      {...list}
      label={t(m.tableLabel)}
      columns={[
        { id: 'code', label: t(m.code), allowsSorting: true },
        { id: 'name', label: t(m.name), allowsSorting: true, isRowHeader: true, wrap: true },
        { id: 'type', label: t(m.productType), wrap: true },
        { id: 'supplier', label: t(m.supplier), wrap: true },
        { id: 'instances', label: t(m.instanceCount), align: 'end' },
        { id: 'inventory', label: t(m.inventoryColumn) },
        { id: 'idStatus', label: t(adminMessages.status) },
      ]}
      rows={rows.map((row) => ({ ...row, id: row.idProduct }))}
      renderCell={(row, column) => {
        switch (column) {
          case 'code': return <span className={styles.code}>{row.code}</span>;
          case 'name': return <TwoLineCell main={row.name} detail={row.shortName !== row.name ? row.shortName : null} />;
          case 'type': return row.productType ? <TwoLineCell main={cn(row.productType)} detail={row.productUnit?.shortName} /> : null;
          case 'supplier': return row.supplier ? (row.supplier.commercialName || row.supplier.name) : null;
          case 'instances': return intl.formatNumber(row.instances.length);
          case 'inventory': return row.hasInventory
            ? <span className={styles.chip({ tone: 'brand' })}>{t(m.yes)}</span>
            : <span className={styles.chip({ tone: 'muted' })}>{t(m.no)}</span>;
          case 'idStatus': return <StatusChip status={row.idStatus} />;
          default: return null;
        }
      }}
    />
  );
}
