import { useEffect, useMemo, useState } from 'react';
import { useMachine } from '@xstate/react';
import { Link, useLocation, useParams } from 'wouter';
import type { reservationEditorQuery as EditorQuery } from '../../__generated__/reservationEditorQuery.graphql';
import { reservationEditorMachine } from '../../machines/reservationEditor/reservationEditorMachine';
import type { ReservationCommand } from '../../machines/reservationEditor/reservationEditorTypes';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { AuditHistoryButton } from '../../app/audit/AuditHistoryButton';
import { useRouteData } from '../../app/routeEntry';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toastQueue';
import * as pageStyles from '../../app/forms/Form.css';
import { AddServicePanel } from './AddServicePanel';
import { ReservationSchedulePanel } from './schedule/ReservationSchedulePanel';
import { cancelFeesVariables, itemEditVariables, useCancelFees, useItemEditQuery } from './dialogQueries';
import { devInspect, loadDevInspector } from './devInspector';
import { CancelWithFeeDialog, ItemEditDialog } from './lazyDialogs';
import { reservationMessages as m } from './messages';
import { ReservationDataCard } from './ReservationDataCard';
import { ReservationEditorQuery } from './reservationEditorQuery';
import { useReservationOperations } from './reservationOperations';
import { ReservationItemsTable } from './ReservationItemsTable';
import { ReservationMarginSummary } from './margin/ReservationMarginSummary';
import { ReservationPassengersSummary } from './ReservationPassengersSummary';
import { ReservationPayments } from './payments/ReservationPayments';
import { ReservationRemarks } from './ReservationRemarks';
import * as styles from './Reservations.css';
import { ReservationSections } from './ReservationSections';
import { useNoticeText } from './useNoticeText';
import { toSnapshot, useReservationEditorActors } from './useReservationEditorActors';
import { useReservationTexts } from './useReservationTexts';
import { useCatalogName } from '../../app/catalogNames';

const todayIso = () => new Date().toLocaleDateString('sv-SE');

/** /reservations/new and /reservations/{id}: one editor per reservation (a new address starts a new machine). */
export function ReservationEditorRoute() {
  const { id } = useParams<{ id?: string }>();
  useEffect(() => {
    void loadDevInspector();
  }, []);
  // No Suspense of its own: while the navigation's query loads, the previous page stays (src/app/routePreload.ts).
  return <ReservationEditor key={id ?? 'new'} idReservation={id ?? null} />;
}

function ReservationEditor({ idReservation }: { idReservation: string | null }) {
  const { t, crumbs, breadcrumbsLabel } = useReservationTexts();
  const cn = useCatalogName();
  const noticeText = useNoticeText();
  const [, navigate] = useLocation();
  const actors = useReservationEditorActors(idReservation);
  // The route's query (started by the navigation): the reservation, when it exists, and the form's options.
  const data = useRouteData<EditorQuery>(ReservationEditorQuery);
  const options = data;
  const loaded = data.getReservationById ?? null;
  const currencies = options.currencies.map((c) => ({ id: c.idGeneralParameterValue, label: `${c.code} · ${cn(c)}` }));
  const languages = options.languages.map((l) => ({ id: l.idLanguage, label: cn(l) }));
  const operations = useReservationOperations(options);
  const machine = useMemo(() => reservationEditorMachine.provide({
    actors,
    actions: {
      created: ({ event }) => {
        toast.success(t(m.saved));
        navigate(`/reservations/${(event as unknown as { output: { idReservation: string } }).output.idReservation}`, { replace: true });
      },
      leave: () => navigate('/reservations'),
    },
  }), [actors, navigate, t]);
  const [snapshot, send] = useMachine(machine, {
    input: {
      idReservation, operations, today: todayIso(),
      defaultCurrency: currencies.length === 1 ? currencies[0].id : null,
      reservation: loaded && toSnapshot(loaded),
    },
    inspect: devInspect,
  });
  const { context } = snapshot;
  const [asked, setAsked] = useState<ReservationCommand | null>(null);
  const fees = useCancelFees();
  const itemQuery = useItemEditQuery();
  // The item dialog's query starts with the press that opens it.
  const editItem = (idReservationItem: string) => {
    itemQuery.open(itemEditVariables(idReservation ?? '', idReservationItem));
    send({ type: 'EDIT_ITEM', idReservationItem });
  };
  const ask = (command: ReservationCommand) => {
    // Cancelling shows the fees: their query starts with the press that opens the dialog.
    if (command.kind === 'transitionReservation' && command.status === 'CANCELLED') fees.open(cancelFeesVariables(command.idReservation));
    setAsked(command);
  };
  const closeAsked = () => {
    setAsked(null);
    fees.close();
  };
  const can = (command: ReservationCommand) => snapshot.can({ type: 'RUN', command });
  const run = (command: ReservationCommand) => send({ type: 'RUN', command });
  const r = context.reservation;
  // An existing reservation is never called "New" while it loads.
  const title = r ? t(m.editTitle, { code: r.code }) : t(idReservation ? m.reservationCrumb : m.newTitle);

  const shown = r != null && !snapshot.matches('error');
  const header = (
    <PageHeader
      title={title}
      breadcrumbs={crumbs({ label: t(m.reservationCrumb) })}
      breadcrumbsLabel={breadcrumbsLabel}
      actions={r && (
        <>
          <AuditHistoryButton recordType="RESERVATION" id={r.idReservation} label={r.code} />
          <ReservationStatusActions idReservation={r.idReservation} version={r.version} can={can} onAsk={ask} />
        </>
      )}
    />
  );
  if (snapshot.matches('error') && !r && context.notice?.kind !== 'saveFailed') {
    return (
      <section className={pageStyles.page}>
        {header}
        <EmptyState title={context.notice ? noticeText(context.notice) : t(m.errorLoad)}
          action={<Button onPress={() => send({ type: 'RETRY' })}>{t(m.retry)}</Button>} />
      </section>
    );
  }
  if (idReservation && !shown && !snapshot.matches('conflict')) {
    return <section className={pageStyles.page}>{header}<Spinner label={t(m.reservationCrumb)} /></section>;
  }
  return (
    <section className={pageStyles.page}>
      {header}
      {r && <ReservationSections idReservation={r.idReservation} current="data" />}
      {snapshot.matches('conflict') && (
        <div role="alert" className={styles.banner}>
          {t(m.conflict)}<Button variant="secondary" size="sm" onPress={() => send({ type: 'RELOAD' })}>{t(m.reload)}</Button>
        </div>
      )}
      {context.notice && !snapshot.matches('editingItem') && (
        <div role="alert" className={styles.banner}>
          {noticeText(context.notice)}
          {snapshot.matches('error')
            ? <Button variant="secondary" size="sm" onPress={() => send({ type: 'RETRY' })}>{t(m.retry)}</Button>
            : <Button variant="quiet" size="sm" onPress={() => send({ type: 'DISMISS' })}>×</Button>}
        </div>
      )}
      <div className={styles.stack}>
        {r ? (
          <LoadedReservation data={data} idReservation={r.idReservation} editing={snapshot.matches('editingData') || snapshot.matches('saving') || snapshot.matches('error')}
            saving={snapshot.matches('saving')} passengersOpen={snapshot.matches('passengers')}
            state={{ context, can, canEditData: snapshot.can({ type: 'EDIT_DATA' }), canEditItem: (id) => snapshot.can({ type: 'EDIT_ITEM', idReservationItem: id }) }}
            options={{ currencies, languages }} send={send} run={run} onEditItem={editItem} />
        ) : (
          <ReservationDataCard summary={null} draft={context.draft} problems={context.problems} serverFields={context.serverFields}
            editing saving={snapshot.matches('saving')} options={{ currencies, languages }} canEdit={false} onEdit={() => {}}
            onChange={(patch) => send({ type: 'CHANGE', patch })} onSave={() => send({ type: 'SAVE' })} onCancel={() => send({ type: 'CANCEL' })} />
        )}
      </div>
      {context.editingItemId && snapshot.matches('editingItem') || snapshot.matches('applying') && context.command?.kind === 'updateItem' ? (
        <ItemEditDialog query={itemQuery} idReservationItem={context.editingItemId ?? ''} canOverride={context.abilities.overridePrice}
          saving={snapshot.matches('applying')} notice={context.notice}
          onSave={(changes) => send({ type: 'SAVE_ITEM', changes })} onCancel={() => send({ type: 'CANCEL' })} />
      ) : null}
      {asked && asked.kind === 'transitionReservation' && asked.status === 'CANCELLED' && r ? (
        <CancelWithFeeDialog fees={fees} title={t(m.cancelReservationTitle, { code: r.code })}
          message={t(m.cancelReservationBody)} confirmLabel={t(m.cancelReservation)} reasonRequired onClose={closeAsked}
          onConfirm={(reason) => { run({ ...asked, reason }); closeAsked(); }} />
      ) : asked && (
        <ConfirmDialog isOpen onOpenChange={(open) => !open && setAsked(null)}
          title={t(asked.kind === 'transitionReservation' && asked.status === 'CANCELLED' ? m.cancelReservationTitle : m.confirmReservationTitle, { code: r?.code ?? '' })}
          message={t(asked.kind === 'transitionReservation' && asked.status === 'CANCELLED' ? m.cancelReservationBody : m.confirmReservationBody)}
          confirmLabel={t(asked.kind === 'transitionReservation' && asked.status === 'CANCELLED' ? m.cancelReservation : m.confirmReservation)}
          cancelLabel={t(m.keep)} variant={asked.kind === 'transitionReservation' && asked.status === 'CANCELLED' ? 'danger' : 'primary'}
          onConfirm={() => { run(asked); setAsked(null); }} />
      )}
      {!r && <p><Link href="/reservations">{t(m.listTitle)}</Link></p>}
    </section>
  );
}

/** Confirm / cancel the reservation: shown only when allowedTransitions and the person's operations permit it. */
function ReservationStatusActions({ idReservation, version, can, onAsk }: {
  idReservation: string; version: number; can: (command: ReservationCommand) => boolean; onAsk: (command: ReservationCommand) => void;
}) {
  const { t } = useReservationTexts();
  const confirm: ReservationCommand = { kind: 'transitionReservation', idReservation, version, status: 'CONFIRMED' };
  const cancel: ReservationCommand = { kind: 'transitionReservation', idReservation, version, status: 'CANCELLED' };
  return (
    <>
      {can(cancel) && <Button variant="danger" onPress={() => onAsk(cancel)}>{t(m.cancelReservation)}</Button>}
      {can(confirm) && <Button onPress={() => onAsk(confirm)}>{t(m.confirmReservation)}</Button>}
    </>
  );
}

type Send = ReturnType<typeof useMachine<typeof reservationEditorMachine>>[1];

/** The loaded reservation's sections, rendered from the route's query as the store holds it (updated by each change). */
function LoadedReservation({ data, idReservation, editing, saving, passengersOpen, state, options, send, run, onEditItem }: {
  data: EditorQuery['response']; idReservation: string; editing: boolean; saving: boolean; passengersOpen: boolean;
  state: {
    context: ReturnType<typeof reservationEditorMachine.getInitialSnapshot>['context'];
    can: (command: ReservationCommand) => boolean; canEditData: boolean; canEditItem: (id: string) => boolean;
  };
  options: { currencies: { id: string; label: string }[]; languages: { id: string; label: string }[] };
  send: Send; run: (command: ReservationCommand) => void; onEditItem: (idReservationItem: string) => void;
}) {
  const r = data.getReservationById;
  if (!r) return null;
  const { context, can } = state;
  const remark: ReservationCommand = { kind: 'addRemark', idReservation, text: 'x' };
  const { abilities } = context;
  const mayAdd = (abilities.addItem || abilities.addPackage) && r.status !== 'CANCELLED';
  const itemActions = abilities.editItem || abilities.confirmItem || abilities.cancelItem || abilities.deleteItem;
  return (
    <>
      <ReservationDataCard
        summary={{
          code: r.code, status: r.status, entityName: r.entity?.name ?? '', registeredPassengerCount: r.registeredPassengerCount,
          currencyCode: r.currency?.code ?? null, amount: r.amount, pendingAmount: r.pendingAmount,
          cancellationReason: r.cancellationReason ?? null,
        }}
        draft={context.draft} problems={context.problems} serverFields={context.serverFields} editing={editing} saving={saving}
        options={options} canEdit={state.canEditData} onEdit={() => send({ type: 'EDIT_DATA' })}
        onChange={(patch) => send({ type: 'CHANGE', patch })} onSave={() => send({ type: 'SAVE' })} onCancel={() => send({ type: 'CANCEL' })} />
      <ReservationItemsTable reservation={r} showActions={itemActions} can={can} canEditItem={state.canEditItem} onRun={run}
        onEdit={onEditItem} />
      <ReservationMarginSummary reservation={r} />
      {/* Mounted whenever the operations and status allow adding, so the search survives each add's reload. */}
      {mayAdd && <AddServicePanel idReservation={idReservation} defaultDate={r.reservationDate}
        currencyCode={r.currency?.code ?? ''} revision={r.version} abilities={abilities} can={can} onRun={run} />}
      <ReservationPayments reservation={r} query={data} mayTakePayment={abilities.takePayment} />
      <ReservationSchedulePanel reservation={r} query={data} currencyCode={r.currency?.code ?? null} />
      <ReservationPassengersSummary reservation={r} open={passengersOpen}
        onToggle={() => send({ type: passengersOpen ? 'CLOSE_PASSENGERS' : 'OPEN_PASSENGERS' })} />
      <ReservationRemarks reservation={r} canAdd={can(remark)} onAdd={(text) => run({ kind: 'addRemark', idReservation, text })} />
    </>
  );
}
