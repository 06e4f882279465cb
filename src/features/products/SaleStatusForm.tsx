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
import { useInventoryRangeForm } from './useInventoryRangeForm';
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
  const [setSaleStatus] = useInventorySaleStatusMutation();
  const { values, set, problems, submit } = useInventoryRangeForm({
    empty: EMPTY, validate: validateSalePeriod, saved: t(m.saleStatusSet), failed: t(m.saleStatusFailed), onDone,
    save: (v, range) => commitAsync(setSaleStatus, {
      variables: {
        data: {
          idProductInstance, dateFrom: range.start, dateTo: range.end, saleStatus: v.saleStatus!, releaseDays: v.releaseDays ?? 0,
        },
      },
    }),
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
