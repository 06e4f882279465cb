import { useState } from 'react';
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
import { useFormProblems } from './useFormProblems';
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
  const [values, setValues] = useState<TransactionValues>(EMPTY);
  const problems = useFormProblems(() => validateTransaction(values));
  const [create] = useInventoryTransactionCreateMutation();
  const set = (changes: Partial<TransactionValues>, ...paths: string[]) => {
    setValues((v) => ({ ...v, ...changes }));
    problems.edited(...paths);
  };

  const submit = problems.handleSubmit({
    save: () => commitAsync(create, {
      variables: {
        data: {
          idProductInstance, dateFrom: values.range!.start, dateTo: values.range!.end, transactionType: values.transactionType!,
          quantity: values.quantity, note: values.note.trim() || null,
        },
      },
    }),
    saved: t(m.transactionCreated),
    failed: t(m.transactionFailed),
    stay: true,
    onSaved: () => {
      setValues(EMPTY);
      onDone(values.range!);
    },
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
