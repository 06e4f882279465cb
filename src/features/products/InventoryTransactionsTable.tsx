import { graphql, useFragment } from 'react-relay';
import type { InventoryTransactionsTable_instance$key } from '../../__generated__/InventoryTransactionsTable_instance.graphql';
import { InstanceLedgerCard, type LedgerPaging } from './InstanceLedgerCard';
import { inventoryMessages as m } from './messages';
import * as styles from './Products.css';
import { useProductTexts } from './useProductTexts';

/** How a transaction moves what is free: capacity added, released or blocked, or a signed adjustment. */
const effectSign = (type: string, quantity: number) => (type === 'RELEASE' || type === 'BLOCK' ? -quantity : quantity);

/** The instance's inventory ledger, newest first, a page at a time. */
export function InventoryTransactionsTable({ instance, ...paging }: LedgerPaging & { instance: InventoryTransactionsTable_instance$key }) {
  const { t, intl } = useProductTexts();
  const data = useFragment(
    graphql`
      fragment InventoryTransactionsTable_instance on ProductInstance
        @argumentDefinitions(skip: { type: "Int", defaultValue: 0 }, take: { type: "Int", defaultValue: 10 }) {
        inventoryTransactions(skip: $skip, take: $take) {
          count
          data { idInventoryTransaction dateFrom dateTo transactionType quantity note createdAt createdBy }
        }
      }
    `,
    instance,
  );
  const { count, data: rows } = data.inventoryTransactions;
  const typeText = (type: string) => (type in m ? t(m[type as keyof typeof m]) : type);
  return (
    <InstanceLedgerCard {...paging} title={t(m.transactionsCard)} count={count} emptyLabel={t(m.noTransactions)}
      rows={rows} idOf={(row) => row.idInventoryTransaction}
      columns={[
        { id: 'type', label: t(m.transactionType), cell: (row) => typeText(row.transactionType) },
        {
          id: 'quantity', label: t(m.quantity), align: 'end',
          cell: (row) => {
            const effect = effectSign(row.transactionType, row.quantity);
            return (
              <span className={styles.quantity({ sign: effect < 0 ? 'minus' : 'plus' })}>
                {intl.formatNumber(effect, { signDisplay: 'always' })}
              </span>
            );
          },
        },
        { id: 'note', label: t(m.note), wrap: true, cell: (row) => row.note ?? '' },
      ]} />
  );
}
