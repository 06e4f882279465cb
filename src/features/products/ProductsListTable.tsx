import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { ProductsListTable_products$key } from '../../__generated__/ProductsListTable_products.graphql';
import { useCatalogName } from '../../app/catalogNames';
import { adminMessages } from '../../app/list/adminMessages';
import { StatusChip } from '../../app/list/StatusChip';
import { RecordTable, usePageRows, type RecordListTableProps } from '../../app/list/RecordTable';
import { TwoLineCell } from '../../app/list/TwoLineCell';
import * as styles from '../../app/forms/Form.css';
import { productMessages as m } from './messages';

/** One page of products; a row opens the product's view. */
export function ProductsListTable(table: RecordListTableProps<ProductsListTable_products$key>) {
  const cn = useCatalogName();
  const intl = useIntl();
  const t = intl.formatMessage;
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
    <RecordTable {...table} rows={rows} idOf={(row) => row.idProduct}
      columns={[
        { id: 'code', label: t(m.code), allowsSorting: true, cell: (row) => <span className={styles.code}>{row.code}</span> },
        {
          id: 'name', label: t(m.name), allowsSorting: true, isRowHeader: true, wrap: true,
          cell: (row) => <TwoLineCell main={row.name} detail={row.shortName !== row.name ? row.shortName : null} />,
        },
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
