import { graphql, useFragment } from 'react-relay';
import type { RatesListTable_rates$key } from '../../__generated__/RatesListTable_rates.graphql';
import { useCatalogName } from '../../app/catalogNames';
import { type ListTableControls, useRecordTableProps } from '../../app/list/listTable';
import { DataTable } from '../../ui/DataTable';
import * as pageStyles from '../../app/forms/Form.css';
import { rateMessages as m } from './messages';
import * as styles from './Rates.css';
import { RateStateChip } from './RateStateChip';
import { useRateTexts } from './useRateTexts';

const SHORT: Intl.DateTimeFormatOptions = { dateStyle: 'short' };

export type RatesListControls = ListTableControls;

export function RatesListTable({ rates, count, isLoading, ...controls }:
  RatesListControls & { rates: RatesListTable_rates$key | null; count: number; isLoading: boolean }) {
  const cn = useCatalogName();
  const { t, money, day } = useRateTexts();
  // Short numeric days, start over end: nine columns fit a laptop screen without scrolling.
  const range = (from: string, to: string) => (
    <span className={styles.rangeCell}><span>{day(from, SHORT)} –</span><span>{day(to, SHORT)}</span></span>
  );
  const list = useRecordTableProps(controls, count, isLoading, {
    title: t(m.emptyTitle), description: t(m.emptyDescription), createLabel: t(m.newRate),
  });
  const rows = useFragment(
    graphql`
      fragment RatesListTable_rates on Rate @relay(plural: true) {
        id
        idRateInstance
        code
        enabled
        productInstance { code name product { code name } }
        entity { name }
        currency { code }
        priceType { name nameEs }
        serviceFrom
        serviceTo
        purchaseFrom
        purchaseTo
        pricing { sellingTotal }
      }
    `,
    rates,
  ) ?? [];
  return (
    <DataTable
      {...list}
      label={t(m.tableLabel)}
      columns={[
        { id: 'code', label: t(m.code), allowsSorting: true, isRowHeader: true },
        { id: 'product', label: t(m.productInstance), allowsSorting: true },
        { id: 'customer', label: t(m.customer) },
        { id: 'priceType', label: t(m.priceType) },
        { id: 'serviceFrom', label: t(m.serviceColumn), allowsSorting: true },
        { id: 'purchaseFrom', label: t(m.purchaseColumn), allowsSorting: true },
        { id: 'sellingTotal', label: t(m.sellingTotalColumn), align: 'end' },
        { id: 'enabled', label: t(m.enabledColumn) },
      ]}
      rows={rows.map((row) => ({ ...row, id: row.idRateInstance }))}
      renderCell={(row, column) => {
        switch (column) {
          case 'code': return <span className={pageStyles.code}>{row.code}</span>;
          case 'product': return (
            <span className={styles.productCell}>
              <span>{row.productInstance.product.name}</span>
              <span className={styles.instanceName}>› {row.productInstance.name}</span>
            </span>
          );
          case 'customer': return row.entity
            ? <span className={styles.customerCell}>{row.entity.name}</span>
            : <span className={`${styles.customerCell} ${pageStyles.muted}`}>{t(m.allCustomers)}</span>;
          case 'priceType': return cn(row.priceType);
          case 'serviceFrom': return range(row.serviceFrom, row.serviceTo);
          case 'purchaseFrom': return range(row.purchaseFrom, row.purchaseTo);
          // The currency's code with the amount ("USD 153.40"): rates of several currencies sit in one list.
          case 'sellingTotal': return <span className={styles.amount}>{money(row.pricing.sellingTotal, row.currency?.code, 'code')}</span>;
          case 'enabled': return <RateStateChip enabled={row.enabled} />;
          default: return null;
        }
      }}
    />
  );
}
