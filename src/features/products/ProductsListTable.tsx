import { graphql } from 'react-relay';
import type { ProductsListTable_products$key } from '../../__generated__/ProductsListTable_products.graphql';
import { adminMessages } from '../../app/list/adminMessages';
import { StatusChip } from '../../app/list/StatusChip';
import { RecordTable, usePageRows, type RecordListTableProps } from '../../app/list/RecordTable';
import { useRecordColumns } from '../../app/list/recordColumns';
import { TwoLineCell } from '../../app/list/TwoLineCell';
import * as styles from '../../app/forms/Form.css';
import { productMessages as m } from './messages';

/** One page of products; a row opens the product's view. */
export function ProductsListTable(table: RecordListTableProps<ProductsListTable_products$key>) {
  const { t, intl, cn, column } = useRecordColumns();
  const rows = usePageRows(graphql`
    fragment ProductsListTable_products on Product @relay(plural: true) {
      id idProduct code name shortName idStatus hasInventory
      productType { name nameEs }
      productUnit { shortName }
      supplier { name commercialName }
      # The server loads the instances of a whole page in one query; only their number is shown.
      instances { idProductInstance }
    }
  `, table.page);
  return (
    <RecordTable {...table} rows={rows} idOf={(row) => row.idProduct} columns={[
      column.code(t(m.code)),
      column.name(t(m.name)),
      {
        id: 'type', label: t(m.productType), wrap: true,
        cell: (row) => (row.productType ? <TwoLineCell main={cn(row.productType)} detail={row.productUnit?.shortName} /> : null),
      },
      { id: 'supplier', label: t(m.supplier), wrap: true, cell: (row) => (row.supplier ? (row.supplier.commercialName || row.supplier.name) : null) },
      { id: 'instances', label: t(m.instanceCount), align: 'end', cell: (row) => intl.formatNumber(row.instances.length) },
      {
        id: 'inventory', label: t(m.inventoryColumn),
        cell: (row) => (row.hasInventory
          ? <span className={styles.chip({ tone: 'brand' })}>{t(m.yes)}</span>
          : <span className={styles.chip({ tone: 'muted' })}>{t(m.no)}</span>),
      },
      { id: 'idStatus', label: t(adminMessages.status), cell: (row) => <StatusChip status={row.idStatus} /> },
    ]} />
  );
}
