import { useState } from 'react';
import { fieldErrorText, type CodedFieldError } from '../../app/errors/serverErrors';
import { QuickCustomerDialog, useQuickCustomerCatalogs, type QuickCustomer } from '../../app/quickCustomer/QuickCustomerDialog';
import { quickCustomerMessages as qm } from '../../app/quickCustomer/messages';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { Card } from '../../ui/Card';
import { DatePicker } from '../../ui/DatePicker';
import { NumberField } from '../../ui/NumberField';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import * as styles from './Reservations.css';
import { cancellationMessages as cm } from './cancellationMessages';
import { EntityRolePicker } from '../../app/EntityRolePicker';
import { reservationMessages as m } from './messages';
import { ReservationStatusChip } from './ReservationStatusChip';
import { useReservationTexts } from './useReservationTexts';
import type { DraftProblems, ReservationDraft } from '../../machines/reservationEditor/reservationDraft';

export interface ReservationSummary {
  code: string;
  status: string;
  entityName: string;
  registeredPassengerCount: number;
  currencyCode: string | null;
  amount: string;
  pendingAmount: string;
  cancellationReason: string | null;
}

/** The reservation's data: read-only unless the machine is in editingData. */
export function ReservationDataCard({ summary, draft, problems, serverFields, editing, saving, options, canEdit, onEdit, onChange, onSave, onCancel }: {
  summary: ReservationSummary | null;
  draft: ReservationDraft;
  problems: DraftProblems;
  serverFields: Record<string, CodedFieldError>;
  editing: boolean;
  saving: boolean;
  options: { currencies: readonly { id: string; label: string }[]; languages: readonly { id: string; label: string }[] };
  canEdit: boolean;
  onEdit: () => void;
  onChange: (patch: Partial<ReservationDraft>) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { t, intl, problem, money, day } = useReservationTexts();
  const error = (field: keyof ReservationDraft) =>
    problem(problems[field]) ?? (serverFields[field] ? fieldErrorText(intl, serverFields[field]) : undefined);
  const currency = options.currencies.find((c) => c.id === draft.idCurrency)?.label;
  const [typed, setTyped] = useState('');
  const [quickOpen, setQuickOpen] = useState(false);
  const catalogs = useQuickCustomerCatalogs();
  // The dialog's catalogs start with the press that opens it.
  const openQuick = () => {
    catalogs.open({});
    setQuickOpen(true);
  };
  const [created, setCreated] = useState<QuickCustomer | null>(null);
  if (!editing && summary) {
    return (
      <Card title={t(m.dataSection)} actions={canEdit && <Button variant="secondary" size="sm" onPress={onEdit}>{t(m.edit)}</Button>}>
        <dl className={styles.facts}>
          <Fact label={t(m.code)} value={summary.code} />
          <Fact label={t(m.status)} value={<ReservationStatusChip status={summary.status} />} />
          <Fact label={t(m.fileNumber)} value={draft.fileNumber || '—'} />
          <Fact label={t(m.date)} value={draft.reservationDate ? day(draft.reservationDate) : '—'} />
          <Fact label={t(m.customer)} value={summary.entityName} />
          <Fact label={t(m.passengers)}
            value={t(m.passengersHelp, { registered: summary.registeredPassengerCount, count: draft.passengerCount ?? 0 })} />
          <Fact label={t(m.currency)} value={currency ?? summary.currencyCode ?? '—'} />
          <Fact label={t(m.language)} value={options.languages.find((l) => l.id === draft.idLanguage)?.label ?? '—'} />
          <Fact label={t(m.amount)} value={money(summary.amount, summary.currencyCode)} />
          <Fact label={t(m.pending)} value={money(summary.pendingAmount, summary.currencyCode)} />
          {summary.cancellationReason && <Fact label={t(cm.reasonFact)} value={summary.cancellationReason} />}
        </dl>
      </Card>
    );
  }
  return (
    <Card title={t(m.dataSection)}>
      <form className={styles.formGrid} aria-label={t(m.dataSection)} onSubmit={(e) => { e.preventDefault(); onSave(); }}>
        {/* The server numbers the code: it is a fact to read, never a box that looks typeable. */}
        <dl className={styles.codeFact}>
          <Fact label={t(m.code)} value={summary?.code ?? (
            <><span className={styles.codePending}>{t(m.codeOnSave)}</span> <span className={styles.codeHelp}>{t(m.codeHelp)}</span></>
          )} />
        </dl>
        <TextField label={t(m.fileNumber)} value={draft.fileNumber} onChange={(fileNumber) => onChange({ fileNumber })}
          errorMessage={error('fileNumber')} />
        <DatePicker label={t(m.date)} value={draft.reservationDate} isRequired
          onChange={(reservationDate) => onChange({ reservationDate })} errorMessage={error('reservationDate')} />
        <div className={styles.customerPicker}>
          <EntityRolePicker role="customer" activeOnly isRequired label={t(m.customer)} selectedKey={draft.idEntity}
            selectedLabel={created?.idEntity === draft.idEntity ? created.name : summary?.entityName}
            onChange={(idEntity) => onChange({ idEntity })} errorMessage={error('idEntity')} onTextChange={(text) => {
              // The box reverts to the chosen label ('' for none) when it loses focus: keep what the person typed.
              if (text.trim()) setTyped(text);
            }} />
          {/* A new reservation only: whoever may create one may create its walk-in customer (same server module). */}
          {!summary && (
            <Button variant="secondary" size="sm" onPress={openQuick}>
              <PlusIcon size={12} />{t(qm.open)}
            </Button>
          )}
        </div>
        <NumberField label={t(m.passengers)} value={draft.passengerCount} minValue={1} maxValue={99} isRequired
          description={summary ? t(m.passengersHelp, { registered: summary.registeredPassengerCount, count: draft.passengerCount ?? 0 }) : undefined}
          onChange={(passengerCount) => onChange({ passengerCount })} errorMessage={error('passengerCount')} />
        <Select label={t(m.currency)} selectedKey={draft.idCurrency} items={[...options.currencies]} isRequired
          onSelectionChange={(key) => onChange({ idCurrency: key == null ? null : String(key) })} errorMessage={error('idCurrency')} />
        <Select label={t(m.language)} selectedKey={draft.idLanguage} items={[...options.languages]}
          onSelectionChange={(key) => onChange({ idLanguage: key == null ? null : String(key) })} />
        <div className={styles.formActions}>
          <Button variant="secondary" onPress={onCancel} isDisabled={saving}>{t(m.cancelEdit)}</Button>
          <Button type="submit" isPending={saving}>{t(m.save)}</Button>
        </div>
      </form>
      {quickOpen && (
        // The customer's name starts as what was typed in the picker (when it was not a customer's name already).
        <QuickCustomerDialog catalogs={catalogs} isOpen initialName={created || draft.idEntity ? '' : typed} onClose={() => setQuickOpen(false)}
          onCreated={(customer) => {
            setCreated(customer);
            setQuickOpen(false);
            onChange({ idEntity: customer.idEntity });
          }} />
      )}
    </Card>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return <div className={styles.fact}><dt>{label}</dt><dd>{value}</dd></div>;
}
