import { graphql, useFragment } from 'react-relay';
import type { SalePeriodsTable_instance$key } from '../../__generated__/SalePeriodsTable_instance.graphql';
import * as adminStyles from '../../app/list/AdminPage.css';
import { InstanceLedgerCard, type LedgerPaging } from './InstanceLedgerCard';
import { inventoryMessages as m } from './messages';
import { useProductTexts } from './useProductTexts';

const TONE = { FREE_SALE: 'accent', ON_REQUEST: 'muted', STOP_SALE: 'danger' } as const;

/** The instance's sale periods, newest first (the newest covering a day decides it), a page at a time. */
export function SalePeriodsTable({ instance, ...paging }: LedgerPaging & { instance: SalePeriodsTable_instance$key }) {
  const { t, intl } = useProductTexts();
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
    <InstanceLedgerCard {...paging} title={t(m.salePeriodsCard)} count={count} emptyLabel={t(m.noSalePeriods)}
      rows={rows} idOf={(row) => row.idInventorySalePeriod}
      columns={[
        {
          id: 'status', label: t(m.saleStatus),
          cell: (row) => {
            if (!(row.saleStatus in TONE)) return row.saleStatus;
            const status = row.saleStatus as keyof typeof TONE;
            return <span className={adminStyles.chip({ tone: TONE[status] })}>{t(m[status])}</span>;
          },
        },
        { id: 'release', label: t(m.releaseDays), align: 'end', cell: (row) => intl.formatNumber(row.releaseDays) },
      ]} />
  );
}
