import { graphql, useFragment } from 'react-relay';
import type { SalePeriodsTable_instance$key } from '../../__generated__/SalePeriodsTable_instance.graphql';
import * as adminStyles from '../../app/list/AdminPage.css';
import { InstanceLedgerCard, type LedgerPaging, RecordedCell, useDayRangeText } from './InstanceLedgerCard';
import { inventoryMessages as m } from './messages';
import { useProductTexts } from './useProductTexts';

const TONE = { FREE_SALE: 'accent', ON_REQUEST: 'muted', STOP_SALE: 'danger' } as const;

/** The instance's sale periods, newest first (the newest covering a day decides it), a page at a time. */
export function SalePeriodsTable({ instance, ...paging }: LedgerPaging & { instance: SalePeriodsTable_instance$key }) {
  const { t, intl } = useProductTexts();
  const dayRange = useDayRangeText();
  const data = useFragment(
    graphql`
      fragment SalePeriodsTable_instance on ProductInstance
        @argumentDefinitions(skip: { type: "Int", defaultValue: 0 }, take: { type: "Int", defaultValue: 10 }) {
        salePeriods(skip: $skip, take: $take) {
          count
          data { idInventorySalePeriod dateFrom dateTo saleStatus releaseDays createdAt createdBy }
        }
      }
    `,
    instance,
  );
  const { count, data: rows } = data.salePeriods;
  return (
    <InstanceLedgerCard
      {...paging}
      title={t(m.salePeriodsCard)}
      count={count}
      columns={[
        { id: 'dates', label: t(m.datesColumn), isRowHeader: true },
        { id: 'status', label: t(m.saleStatus) },
        { id: 'release', label: t(m.releaseDays), align: 'end' },
        { id: 'recorded', label: t(m.recorded), wrap: true },
      ]}
      rows={rows.map((row) => ({ ...row, id: row.idInventorySalePeriod }))}
      renderCell={(row, column) => {
        switch (column) {
          case 'dates': return dayRange(row.dateFrom, row.dateTo);
          case 'status': {
            if (!(row.saleStatus in TONE)) return row.saleStatus;
            const status = row.saleStatus as keyof typeof TONE;
            return <span className={adminStyles.chip({ tone: TONE[status] })}>{t(m[status])}</span>;
          }
          case 'release': return intl.formatNumber(row.releaseDays);
          case 'recorded': return <RecordedCell createdAt={row.createdAt} createdBy={row.createdBy} />;
          default: return null;
        }
      }}
      emptyLabel={t(m.noSalePeriods)}
    />
  );
}
