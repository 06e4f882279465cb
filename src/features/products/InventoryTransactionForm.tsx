import { commitAsync } from '../../app/graphqlErrors';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DateRangePicker, type IsoDateRange } from '../../ui/DateRangePicker';
import { NumberField } from '../../ui/NumberField';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { TRANSACTION_TYPES, validateTransaction, type TransactionType, type TransactionValues } from './inventoryValidation';
import { inventoryMessages as m, productMessages as pm } from './messages';
import { useInventoryTransactionCreateMutation } from './mutations/useInventoryTransactionCreateMutation';
import * as styles from './Products.css';
import { useInventoryRangeForm } from './useInventoryRangeForm';
import { useProductTexts } from './useProductTexts';

const EMPTY: TransactionValues = { range: null, transactionType: null, quantity: null, note: '' };

/**
 * A new inventory ledger row for the instance: a date range, a type and a quantity per day (signed only for an
 * ADJUSTMENT). The ledger is never edited, so a mistake is corrected with an adjustment.
 */
export function InventoryTransactionForm({ idProductInstance, onDone }: {
  idProductInstance: string;
  /** After a transaction was recorded, with its range (the page reloads what it changed). */
  onDone: (range: IsoDateRange) => void;
}) {
  const { t } = useProductTexts();
  const [create] = useInventoryTransactionCreateMutation();
  const { values, set, problems, submit } = useInventoryRangeForm({
    empty: EMPTY, validate: validateTransaction, saved: t(m.transactionCreated), failed: t(m.transactionFailed), onDone,
    save: (v, range) => commitAsync(create, {
      variables: {
        data: {
          idProductInstance, dateFrom: range.start, dateTo: range.end, transactionType: v.transactionType!,
          quantity: v.quantity, note: v.note.trim() || null,
        },
      },
    }),
  });

  const adjustment = values.transactionType === 'ADJUSTMENT';
  return (
    <Card title={t(m.newTransaction)}>
      <form ref={problems.ref} onSubmit={submit} noValidate aria-label={t(m.newTransaction)} className={styles.formGrid}>
        <div className={styles.fullRow}>
          <DateRangePicker label={t(m.dates)} value={values.range} isRequired
            errorMessage={problems.errorOf('dateFrom') ?? problems.errorOf('dateTo')}
            onChange={(range) => set({ range }, 'dateFrom', 'dateTo')} />
        </div>
        <Select label={t(m.transactionType)} placeholder={t(pm.choose)} isRequired
          items={TRANSACTION_TYPES.map((type) => ({ id: type, label: t(m[type]) }))}
          selectedKey={values.transactionType} errorMessage={problems.errorOf('transactionType')}
          onSelectionChange={(key) => set({ transactionType: key as TransactionType | null }, 'transactionType', 'quantity')} />
        <NumberField label={t(m.quantity)} value={values.quantity} isRequired
          description={t(adjustment ? m.quantityAdjustmentHelp : m.quantityHelp)}
          errorMessage={problems.errorOf('quantity')}
          onChange={(quantity) => set({ quantity }, 'quantity')} />
        <div className={styles.fullRow}>
          <TextField label={t(m.note)} value={values.note} autoComplete="off" errorMessage={problems.errorOf('note')}
            onChange={(note) => set({ note }, 'note')} />
        </div>
        <div className={`${styles.fullRow} ${styles.formButtons}`}>
          <Button type="submit" isPending={problems.pending}>{t(m.addTransaction)}</Button>
        </div>
      </form>
    </Card>
  );
}
