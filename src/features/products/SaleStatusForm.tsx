import { useRef, useState, type FormEvent } from 'react';
import { focusFirstProblem } from '../../app/focusFirstProblem';
import { commitAsync, readFieldErrorPaths } from '../../app/graphqlErrors';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { DateRangePicker, type IsoDateRange } from '../../ui/DateRangePicker';
import { NumberField } from '../../ui/NumberField';
import { Select } from '../../ui/Select';
import { toast } from '../../ui/toastQueue';
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
  const { t, failureWithReason } = useProductTexts();
  const [values, setValues] = useState<SalePeriodValues>(EMPTY);
  const problems = useFormProblems(() => validateSalePeriod(values));
  const formRef = useRef<HTMLFormElement>(null);
  const [pending, setPending] = useState(false);
  const [setSaleStatus] = useInventorySaleStatusMutation();
  const set = (changes: Partial<SalePeriodValues>, ...paths: string[]) => {
    setValues((v) => ({ ...v, ...changes }));
    paths.forEach(problems.edited);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!problems.check() || !values.range || !values.saleStatus) {
      focusFirstProblem(formRef.current);
      return;
    }
    setPending(true);
    problems.setServerErrors({});
    const range = values.range;
    try {
      await commitAsync(setSaleStatus, {
        variables: {
          data: {
            idProductInstance, dateFrom: range.start, dateTo: range.end, saleStatus: values.saleStatus,
            releaseDays: values.releaseDays ?? 0,
          },
        },
      });
      toast.success(t(m.saleStatusSet));
      setValues(EMPTY);
      problems.reset();
      onDone(range);
    } catch (error) {
      problems.setServerErrors(readFieldErrorPaths(error));
      focusFirstProblem(formRef.current);
      toast.error(failureWithReason(t(m.saleStatusFailed), error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card title={t(m.saleStatusCard)}>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t(m.saleStatusCard)} className={styles.formGrid}>
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
          <Button type="submit" isPending={pending}>{t(m.setSaleStatus)}</Button>
        </div>
      </form>
    </Card>
  );
}
