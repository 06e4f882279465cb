import { graphql } from 'react-relay';
import type { RatesListTable_rates$key } from '../../__generated__/RatesListTable_rates.graphql';
import { useCatalogName } from '../../app/catalogNames';
import { RecordTable, usePageRows, type RecordListTableProps } from '../../app/list/RecordTable';
import * as pageStyles from '../../app/forms/Form.css';
import { rateMessages as m } from './messages';
import * as styles from './Rates.css';
import { RateStateChip } from './RateStateChip';
import { useRateTexts } from './useRateTexts';

const SHORT: Intl.DateTimeFormatOptions = { dateStyle: 'short' };

export function RatesListTable(table: RecordListTableProps<RatesListTable_rates$key>) {
  const cn = useCatalogName();
  const { t, money, day } = useRateTexts();
  // Short numeric days, start over end: nine columns fit a laptop screen without scrolling.
  const range = (from: string, to: string) => (
    <span className={styles.rangeCell}><span>{day(from, SHORT)} –</span><span>{day(to, SHORT)}</span></span>
  );
  const rows = usePageRows(graphql`
    fragment RatesListTable_rates on Rate @relay(plural: true) {
      id idRateInstance code enabled
      productInstance { code name product { code name } }
      entity { name }
      currency { code }
      priceType { name nameEs }
      serviceFrom serviceTo purchaseFrom purchaseTo
      pricing { sellingTotal }
    }
  `, table.page);
  return (
    <RecordTable {...table} rows={rows} idOf={(row) => row.idRateInstance} columns={[
      { id: 'code', label: t(m.code), allowsSorting: true, isRowHeader: true, cell: (row) => <span className={pageStyles.code}>{row.code}</span> },
      {
        id: 'product', label: t(m.productInstance), allowsSorting: true,
        cell: (row) => (
          <span className={styles.productCell}>
            <span>{row.productInstance.product.name}</span>
            <span className={styles.instanceName}>› {row.productInstance.name}</span>
          </span>
        ),
      },
      {
        id: 'customer', label: t(m.customer),
        cell: (row) => (row.entity
          ? <span className={styles.customerCell}>{row.entity.name}</span>
          : <span className={`${styles.customerCell} ${pageStyles.muted}`}>{t(m.allCustomers)}</span>),
      },
      { id: 'priceType', label: t(m.priceType), cell: (row) => cn(row.priceType) },
      { id: 'serviceFrom', label: t(m.serviceColumn), allowsSorting: true, cell: (row) => range(row.serviceFrom, row.serviceTo) },
      { id: 'purchaseFrom', label: t(m.purchaseColumn), allowsSorting: true, cell: (row) => range(row.purchaseFrom, row.purchaseTo) },
      {
        // The currency's code with the amount ("USD 153.40"): rates of several currencies sit in one list.
        id: 'sellingTotal', label: t(m.sellingTotalColumn), align: 'end',
        cell: (row) => <span className={styles.amount}>{money(row.pricing.sellingTotal, row.currency?.code, 'code')}</span>,
      },
      { id: 'enabled', label: t(m.enabledColumn), cell: (row) => <RateStateChip enabled={row.enabled} /> },
    ]} />
  );
}
