import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DailyCashierTodayCard_catalogs$key } from '../../../__generated__/DailyCashierTodayCard_catalogs.graphql';
import type { DailyCashierTodayCard_day$key } from '../../../__generated__/DailyCashierTodayCard_day.graphql';
import * as adminStyles from '../../../app/list/AdminPage.css';
import { fieldErrorTexts, serverErrorText } from '../../../app/errors/serverErrors';
import type { DailyCashierContext, DailyCashierEvent } from '../../../machines/dailyCashier/dailyCashierMachine';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { AuditHistoryButton } from '../../../app/audit/AuditHistoryButton';
import { DocumentActions } from '../../../app/documents/DocumentActions';
import { documentMessages } from '../../../app/documents/messages';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { closePreview, hasVariance } from './closePreview';
import { FormSection } from '../../../ui/FormSection';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import { DailyCashierCountsTable, type CountLine } from './DailyCashierCountsTable';
import { DailyCashierSupplierPayments } from './DailyCashierSupplierPayments';
import * as styles from './DailyCashier.css';
import { DailyCashierFloatsEditor } from './DailyCashierFloatsEditor';
import { DailyCashierStatusChip } from './DailyCashierStatusChip';
import { dailyCashierMessages as m } from './messages';
import { useDailyCashierTexts } from './useDailyCashierTexts';
import { MAX_REASON, reasonValid, type FloatDraft } from '../../../machines/dailyCashier/dailyCashierRules';
import { useCatalogName } from '../../../app/catalogNames';

export type DailyCashierState =
  'loading' | 'notOpened' | 'opening' | 'open' | 'updating' | 'closing' | 'closed' | 'reopening' | 'error';

/** Today's cashier of the signed-in user, driven by the daily cashier machine (open, change floats, close, reopen). */
export function DailyCashierTodayCard({ day: dayKey, catalogs, state, context, send }: {
  day: DailyCashierTodayCard_day$key | null; catalogs: DailyCashierTodayCard_catalogs$key; state: DailyCashierState;
  context: DailyCashierContext; send: (event: DailyCashierEvent) => void;
}) {
  const { t, intl, money, dateTime, lineProblemText } = useDailyCashierTexts();
  const cn = useCatalogName();
  const { currencies } = useFragment(
    graphql`
      fragment DailyCashierTodayCard_catalogs on Query {
        currencies: getGeneralParameterValues(code: "CURRENCY") { idGeneralParameterValue name nameEs code }
      }
    `,
    catalogs,
  );
  const day = useFragment(
    graphql`
      fragment DailyCashierTodayCard_day on DailyCashier {
        idDailyCashier
        status
        openedAt
        closedAt
        reopenedCount
        reopenReason
        closeNote
        canReopen
        floats { idCurrency openingAmount currency { code name nameEs } }
        counts {
          idPaymentType idCurrency expectedAmount countedAmount variance
          paymentType { name nameEs } currency { code }
        }
        ...DailyCashierSupplierPayments_day
      }
    `,
    dayKey,
  );
  const busy = state === 'opening' || state === 'updating' || state === 'closing' || state === 'reopening';
  const [floats, setFloats] = useState<FloatDraft[]>(() => [{ idCurrency: currencies[0]?.idGeneralParameterValue ?? '', openingAmount: '' }]);
  const [editingFloats, setEditingFloats] = useState(false);
  const [counted, setCounted] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [reasonTried, setReasonTried] = useState(false);
  const [submitted, setSubmitted] = useState<'floats' | 'counts' | null>(null);
  // The count with its variances, shown for confirmation before a close that does not balance.
  const [confirming, setConfirming] = useState<CountLine[] | null>(null);
  const notice = context.notice;
  const serverFields = notice?.kind === 'failed' ? fieldErrorTexts(intl, notice.error) : {};
  const floatProblems = submitted === 'floats' ? context.problems : {};
  const countProblems = submitted === 'counts' ? context.problems : {};
  const countKey = (line: { idPaymentType: string; idCurrency: string }) => `${line.idPaymentType}|${line.idCurrency}`;

  // SPEC.md section 8: a refused open says why ('Could not create accounting period year', 'Could not create daily
  // cashier'), in the page's language; a day opened elsewhere meanwhile says so too.
  const noticeText = !notice ? null
    : notice.kind === 'loadFailed' ? t(m.loadFailed)
    : notice.kind === 'stale' ? (notice.error.reason === 'ALREADY_EXISTS' ? serverErrorText(intl, notice.error) : t(m.stale))
    : [t(m[`${notice.operation}Failed`]), serverErrorText(intl, notice.error)].filter(Boolean).join(': ');

  // An edited line's last problem no longer applies; the next submit checks again.
  const editFloats = (next: FloatDraft[]) => {
    setFloats(next);
    setSubmitted(null);
  };
  const submitFloats = (type: 'OPEN' | 'UPDATE') => {
    setSubmitted('floats');
    send({ type, floats });
  };
  const askClose = () => {
    if (!day) return;
    const preview = closePreview(day.counts, (line) => counted[countKey(line)] ?? '');
    if (preview && hasVariance(preview)) setConfirming(preview);
    else submitClose();
  };
  const submitClose = () => {
    if (!day) return;
    setConfirming(null);
    setSubmitted('counts');
    send({
      type: 'CLOSE', note,
      counts: day.counts.map((line) => ({
        idPaymentType: line.idPaymentType, idCurrency: line.idCurrency, countedAmount: counted[countKey(line)] ?? '',
      })),
    });
  };
  const submitReopen = () => {
    setReasonTried(true);
    if (reasonValid(reason)) send({ type: 'REOPEN', reason });
  };

  return (
    <Card>
      <div className={styles.card} aria-busy={busy || state === 'loading'}>
        <div className={styles.header}>
          <h2 className={styles.heading}>{t(m.todayTitle)}</h2>
          {day && <DailyCashierStatusChip status={day.status} />}
          {day && <AuditHistoryButton recordType="DAILY_CASHIER" id={day.idDailyCashier} size="sm" />}
        </div>
        {noticeText && <p role="alert" className={adminStyles.alert}>{noticeText}</p>}
        {state === 'loading' && <p className={styles.muted}>{t(m.loading)}</p>}
        {state === 'error' && <div><Button variant="secondary" onPress={() => send({ type: 'RETRY' })}>{t(m.retry)}</Button></div>}

        {(state === 'notOpened' || state === 'opening') && (
          <FormSection title={t(m.floats)} description={t(m.notOpened)} columns={1}>
            <DailyCashierFloatsEditor floats={floats} currencies={currencies} problems={floatProblems}
              serverFields={serverFields} onChange={editFloats} />
            <div className={styles.actions}>
              <Button onPress={() => submitFloats('OPEN')} isPending={state === 'opening'}>{t(m.open)}</Button>
            </div>
          </FormSection>
        )}

        {day && (state === 'open' || state === 'updating' || state === 'closing') && (
          <>
            <p className={styles.muted}>{t(m.openedAt, { time: dateTime(day.openedAt) })}
              {day.reopenedCount > 0 && ` · ${t(m.reopenedCount, { count: day.reopenedCount, reason: day.reopenReason ?? '' })}`}</p>
            <FormSection title={t(m.floats)} columns={1}>
              {editingFloats ? (
                <>
                  <DailyCashierFloatsEditor floats={floats} currencies={currencies} problems={floatProblems}
                    serverFields={serverFields} onChange={editFloats} />
                  <div className={styles.actions}>
                    <Button variant="secondary" onPress={() => setEditingFloats(false)} isDisabled={busy}>{t(m.cancel)}</Button>
                    <Button onPress={() => submitFloats('UPDATE')} isPending={state === 'updating'}>{t(m.saveFloats)}</Button>
                  </div>
                </>
              ) : (
                <div className={styles.header}>
                  <ul className={adminStyles.chips} aria-label={t(m.floats)}>
                    {day.floats.map((f) => (
                      <li key={f.idCurrency} className={adminStyles.chip({ tone: 'muted' })}>{money(f.openingAmount, f.currency)}</li>
                    ))}
                  </ul>
                  <Button variant="secondary" isDisabled={busy} onPress={() => {
                    setFloats(day.floats.map((f) => ({ idCurrency: f.idCurrency, openingAmount: f.openingAmount })));
                    setSubmitted(null);
                    setEditingFloats(true);
                  }}>{t(m.changeFloats)}</Button>
                </div>
              )}
            </FormSection>
            <FormSection title={t(m.countSection)} description={t(m.countHelp)} columns={1}>
              <DailyCashierCountsTable lines={day.counts} counted={(line, i) => (
                <div className={styles.countInput}>
                  <TextField label={t(m.countedOf, { paymentType: cn(line.paymentType), currency: line.currency?.code ?? '' })}
                    value={counted[countKey(line)] ?? ''} inputMode="decimal" autoComplete="off"
                    onChange={(text) => {
                      setCounted((c) => ({ ...c, [countKey(line)]: text }));
                      setSubmitted(null);
                    }}
                    errorMessage={lineProblemText(countProblems[i]) ?? serverFields[`counts.${i}.countedAmount`]} />
                </div>
              )} />
              <DailyCashierSupplierPayments day={day} />
              <TextArea label={t(m.note)} value={note} onChange={setNote} rows={2} errorMessage={serverFields.note} />
              <div className={styles.actions}>
                <Button onPress={askClose} isPending={state === 'closing'} isDisabled={busy && state !== 'closing'}>{t(m.close)}</Button>
              </div>
            </FormSection>
          </>
        )}

        {day && (state === 'closed' || state === 'reopening') && (
          <>
            <p className={styles.muted}>{t(m.closedSummary, { time: dateTime(day.closedAt) })}
              {day.closeNote && ` · ${t(m.closeNote, { note: day.closeNote })}`}</p>
            <DailyCashierCountsTable lines={day.counts} />
            <DailyCashierSupplierPayments day={day} />
            <div className={styles.actions}>
              <span className={styles.muted}>{t(documentMessages.closeSlip)}</span>
              <DocumentActions name={t(documentMessages.closeSlip)} canSend={false}
                document={{ kind: 'CASHIER_CLOSE', idDailyCashier: day.idDailyCashier }} />
            </div>
            {day.canReopen && (
              <FormSection title={t(m.reopen)} columns={1}>
                <TextArea label={t(m.reopenReason)} description={t(m.reopenHelp)} value={reason} onChange={setReason} rows={2}
                  maxLength={MAX_REASON} isRequired
                  errorMessage={reasonTried && !reasonValid(reason) ? t(m.reasonRequired) : serverFields.reason} />
                <div className={styles.actions}>
                  <Button onPress={submitReopen} isPending={state === 'reopening'}>{t(m.reopen)}</Button>
                </div>
              </FormSection>
            )}
          </>
        )}
      </div>
      {confirming && (
        <ConfirmDialog isOpen onOpenChange={(open) => !open && setConfirming(null)} title={t(m.confirmCloseTitle)}
          message={<><p>{t(m.confirmCloseBody)}</p><DailyCashierCountsTable lines={confirming} compact /></>}
          confirmLabel={t(m.confirmClose)} cancelLabel={t(m.recount)} onConfirm={submitClose} />
      )}
    </Card>
  );
}
