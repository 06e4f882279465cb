import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { DateRangePicker } from '../../ui/DateRangePicker';
import { Dialog } from '../../ui/Dialog';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { ProductSearchPicker } from '../../app/pickers/ProductSearchPicker';
import { reportMessages as m } from './messages';
import { formParams, type ReportForm } from './reportForm';
import type { ReportKind } from './reportKinds';
import { EntityRolePicker } from '../../app/EntityRolePicker';
import { ReportProgressBar } from './ReportProgressBar';
import { reportFailureField, reportFailureText } from './reportFailure';
import * as styles from './Reports.css';
import type { RunState } from './useReportRun';

export function ReportDialog({ kind, title, ouName, currencies, form, onFormChange, state, onGenerate, onCancel, onClose }: {
  kind: ReportKind; title: string; ouName: string; currencies: readonly { id: string; label: string }[];
  form: ReportForm; onFormChange: (form: ReportForm) => void; state: RunState;
  onGenerate: (params: Record<string, string>) => void; onCancel: () => void; onClose: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [missingRange, setMissingRange] = useState(false);
  const [missingSupplier, setMissingSupplier] = useState(false);
  const supplierRequired = kind.required?.includes('supplier') ?? false;
  const running = state.phase === 'running';
  const error = state.phase === 'error' ? state.error : null;
  const fieldError = (field: string) => (error && reportFailureField(error) === field ? reportFailureText(intl, error) : undefined);
  const set = <K extends keyof ReportForm>(key: K, value: ReportForm[K]) => onFormChange({ ...form, [key]: value });
  const offered = new Set(kind.params);
  const all = { id: '', label: t(m.all) };
  const submit = () => {
    const noSupplier = supplierRequired && !form.supplier;
    setMissingRange(!form.range);
    setMissingSupplier(noSupplier);
    if (!form.range || noSupplier) return;
    onGenerate(formParams(kind, form));
  };
  return (
    <Dialog isOpen onOpenChange={(open) => !open && !running && onClose()} title={t(m.dialogTitle, { name: title })}
      size="lg" closeLabel={t(m.close)} isDismissable={!running}
      footer={(
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={running}>{t(m.close)}</Button>
          <Button onPress={submit} isDisabled={running}>{t(m.generate)}</Button>
        </>
      )}>
      <form className={styles.fields} onSubmit={(e) => { e.preventDefault(); submit(); }} aria-label={title}>
        <div className={styles.wide}>
          <DateRangePicker label={t(m.dates)} description={t(m.datesHint, { days: kind.maxDays })} value={form.range}
            onChange={(range) => set('range', range)} isRequired isDisabled={running}
            errorMessage={missingRange ? t(m.reasonRequired) : fieldError('range')} />
        </div>
        <TextField label={t(m.ou)} description={t(m.ouHint)} value={ouName} isReadOnly />
        {offered.has('groupBy') && (
          <SegmentedControl label={t(m.groupBy)} value={form.groupBy} onChange={(v) => set('groupBy', v as 'day' | 'month')}
            options={[{ id: 'day', label: t(m.groupByDay) }, { id: 'month', label: t(m.groupByMonth) }]} isDisabled={running} />
        )}
        {offered.has('status') && kind.statuses && (
          <Select label={t(m.status)} selectedKey={form.status} onSelectionChange={(v) => set('status', v ?? '')}
            items={[all, ...kind.statuses.map((s) => ({ id: s, label: t(m[`status${s}` as keyof typeof m]) }))]}
            errorMessage={fieldError('status')} isDisabled={running} />
        )}
        {offered.has('currency') && (
          <Select label={t(m.currency)} selectedKey={form.currency} onSelectionChange={(v) => set('currency', v ?? '')}
            items={[all, ...currencies]} errorMessage={fieldError('currency')} isDisabled={running} />
        )}
        {offered.has('customer') && (
          <EntityRolePicker role="customer" label={t(m.customer)} placeholder={t(m.anyone)} errorMessage={fieldError('customer')}
            selectedKey={form.customer?.id ?? null} selectedLabel={form.customer?.label}
            onChange={(id, label) => set('customer', id ? { id, label } : null)} />
        )}
        {offered.has('supplier') && (
          <EntityRolePicker role="supplier" label={t(m.supplier)} placeholder={supplierRequired ? undefined : t(m.anyone)}
            errorMessage={missingSupplier && !form.supplier ? t(m.reasonRequired) : fieldError('supplier')} isRequired={supplierRequired}
            selectedKey={form.supplier?.id ?? null} selectedLabel={form.supplier?.label}
            onChange={(id, label) => set('supplier', id ? { id, label } : null)} />
        )}
        {offered.has('product') && (
          <ProductSearchPicker label={t(m.product)} placeholder={t(m.anyone)} errorMessage={fieldError('product')}
            selectedKey={form.product?.id ?? null} selectedLabel={form.product?.label}
            onChange={(p) => set('product', p ? { id: p.idProduct, label: p.name } : null)} />
        )}
        <div className={styles.wide}>
          <SegmentedControl label={t(m.format)} value={form.format} onChange={(v) => set('format', v as ReportForm['format'])}
            options={[{ id: 'screen', label: t(m.formatScreen) }, { id: 'xlsx', label: t(m.formatXlsx) }, { id: 'csv', label: t(m.formatCsv) }]}
            isDisabled={running} />
        </div>
        {/* Enter in a field generates, as the Generate button does. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </form>
      {running && <ReportProgressBar progress={state.progress} onCancel={onCancel} />}
      {state.phase === 'cancelled' && <p className={styles.resultMeta} role="status">{t(m.cancelled)}</p>}
      {state.phase === 'done' && state.fileName && <p className={styles.resultMeta} role="status">{t(m.downloaded, { file: state.fileName })}</p>}
      {error !== null && (
        <div role="alert" className={styles.error}>
          <span className={styles.errorTitle}>{t(m.errorTitle)}</span>
          {reportFailureText(intl, error)}
        </div>
      )}
    </Dialog>
  );
}
