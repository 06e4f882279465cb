import { useState } from 'react';
import { commitAsync } from '../../app/graphqlErrors';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DateRangePicker, type IsoDateRange } from '../../ui/DateRangePicker';
import { NumberField } from '../../ui/NumberField';
import { Select } from '../../ui/Select';
import { INVENTORY_LIMITS, SALE_STATUSES, validateSalePeriod, type SalePeriodValues, type SaleStatus } from './inventoryValidation';
import { inventoryMessages as m, productMessages as pm } from './messages';
import { useInventorySaleStatusMutation } from './mutations/useInventorySaleStatusMutation';
import * as styles from './Products.css';
import { useFormProblems } from './useFormProblems';
import { useProductTexts } from './useProductTexts';

const EMPTY: SalePeriodValues = { range: null, saleStatus: null, releaseDays: 0 };

/**
 * Sets the sale status (free sale, on request, stop sale) and release period of the instance over a date range. The
 * newest period covering a day decides it, so a stop sale closes the whole range in one action.
 */
export function SaleStatusForm({ idProductInstance, onDone }: {
  idProductInstance: string;
  onDone: (range: IsoDateRange) => void;
}) {
  const { t } = useProductTexts();
  const [values, setValues] = useState<SalePeriodValues>(EMPTY);
  const problems = useFormProblems(() => validateSalePeriod(values));
  const [setSaleStatus] = useInventorySaleStatusMutation();
  const set = (changes: Partial<SalePeriodValues>, ...paths: string[]) => {
    setValues((v) => ({ ...v, ...changes }));
    problems.edited(...paths);
  };

  const submit = problems.handleSubmit({
    save: () => commitAsync(setSaleStatus, {
      variables: {
        data: {
          idProductInstance, dateFrom: values.range!.start, dateTo: values.range!.end, saleStatus: values.saleStatus!,
          releaseDays: values.releaseDays ?? 0,
        },
      },
    }),
    saved: t(m.saleStatusSet),
    failed: t(m.saleStatusFailed),
    stay: true,
    onSaved: () => {
      setValues(EMPTY);
      onDone(values.range!);
    },
  });

  return (
    <Card title={t(m.saleStatusCard)}>
      <form ref={problems.ref} onSubmit={submit} noValidate aria-label={t(m.saleStatusCard)} className={styles.formGrid}>
        <p className={`${styles.fullRow} ${styles.hint}`}>{t(m.saleStatusHelp)}</p>
        <div className={styles.fullRow}>
          <DateRangePicker label={t(m.dates)} value={values.range} isRequired
            errorMessage={problems.errorOf('dateFrom') ?? problems.errorOf('dateTo')}
            onChange={(range) => set({ range }, 'dateFrom', 'dateTo')} />
        </div>
        <Select label={t(m.saleStatus)} placeholder={t(pm.choose)} isRequired
          items={SALE_STATUSES.map((status) => ({ id: status, label: t(m[status]) }))}
          selectedKey={values.saleStatus} errorMessage={problems.errorOf('saleStatus')}
          onSelectionChange={(key) => set({ saleStatus: key as SaleStatus | null }, 'saleStatus')} />
        <NumberField label={t(m.releaseDays)} value={values.releaseDays} minValue={0} maxValue={INVENTORY_LIMITS.releaseDays}
          description={t(m.releaseDaysHelp)} errorMessage={problems.errorOf('releaseDays')}
          onChange={(releaseDays) => set({ releaseDays }, 'releaseDays')} />
        <div className={`${styles.fullRow} ${styles.formButtons}`}>
          <Button type="submit" isPending={problems.pending}>{t(m.setSaleStatus)}</Button>
        </div>
      </form>
    </Card>
  );
}
