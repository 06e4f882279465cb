import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useParams } from 'wouter';
import type { ReservationItemRouteQuery as RouteQuery } from '../../__generated__/ReservationItemRouteQuery.graphql';
import { MissingRecord } from '../../app/list/MissingRecord';
import { useRouteQueryRef } from '../../app/routeEntry';
import { reservationEditorMachine } from '../../machines/reservationEditor/reservationEditorMachine';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import * as adminStyles from '../../app/list/AdminPage.css';
import * as pageStyles from '../../app/forms/Form.css';
import { AddServicePanel } from './AddServicePanel';
import { itemEditVariables, useItemEditQuery } from './dialogQueries';
import { ItemEditDialog } from './lazyDialogs';
import { ItemHistoryList } from './ItemHistoryList';
import { itemMessages as im } from './itemMessages';
import { reservationMessages as m } from './messages';
import * as styles from './Reservations.css';
import { ReservationStatusChip } from './ReservationStatusChip';
import { cancellationMessages as cm } from './cancellationMessages';
import { useNoticeText } from './useNoticeText';
import { useReservationEditorActors } from './useReservationEditorActors';
import { useReservationOperations } from './reservationOperations';
import { useReservationTexts } from './useReservationTexts';

/** The reservation with its items, the item with its history, and what the person may do (the route's query, routes.ts). */
const ReservationItemRouteQuery = graphql`
  query ReservationItemRouteQuery($id: ID!, $idReservation: ID!) @preloadable {
    reservation: getReservationById(id: $idReservation) {
      code status idEntity reservationDate currency { code }
      items { idReservationItem itemNumber serviceDate status instance { name product { name } } }
    }
    item: getReservationItemById(id: $id) {
      idReservation itemNumber serviceDate serviceDateTo serviceTime supplierReference nights quantity status unitPrice amount pendingAmount amountPayable
      priceOverridden overrideReason cancellationFee cancellationReason
      instance { code name product { name } }
      package { code name }
      rate { code }
      ...ItemHistoryList_item
    }
    ...reservationOperations_query
  }
`;

/** /reservations/{id}/{itemId}: one itinerary item, its change history (with revert) and the reservation's other items. */
export function ReservationItemRoute() {
  const { id, itemId } = useParams<{ id: string; itemId: string }>();
  const { t } = useReservationTexts();
  const { reference, refetch } = useRouteQueryRef<RouteQuery>(ReservationItemRouteQuery);
  return (
    <Suspense fallback={<Spinner label={t(m.itemCrumb)} />}>
      <ReservationItemScreen key={`${id}/${itemId}`} idReservation={id} idReservationItem={itemId} reference={reference} refresh={refetch} />
    </Suspense>
  );
}

/**
 * The reservation editor's machine runs here too, so editing this item (the same dialog) and adding a service follow
 * the same rules, versions and messages as on the reservation page; the page refetches after each change it loads.
 */
function useItemPageEditor(idReservation: string, operations: readonly string[], onReloaded: () => void) {
  const actors = useReservationEditorActors(idReservation);
  const machine = useMemo(() => reservationEditorMachine.provide({ actors }), [actors]);
  const [snapshot, send] = useMachine(machine, {
    input: { idReservation, operations, today: new Date().toLocaleDateString('sv-SE') },
  });
  const loads = useRef(0);
  const reloaded = useRef(onReloaded);
  reloaded.current = onReloaded;
  const reservation = snapshot.context.reservation;
  useEffect(() => {
    // The first load is the page's own; later ones follow a change made here.
    if (reservation && loads.current++ > 0) reloaded.current();
  }, [reservation]);
  return { snapshot, send };
}

function ReservationItemScreen({ idReservation, idReservationItem, reference, refresh }: {
  idReservation: string; idReservationItem: string; reference: PreloadedQuery<RouteQuery>; refresh: () => void;
}) {
  const { t, crumbs, breadcrumbsLabel, money, day } = useReservationTexts();
  const noticeText = useNoticeText();
  const data = usePreloadedQuery<RouteQuery>(ReservationItemRouteQuery, reference);
  const { snapshot, send } = useItemPageEditor(idReservation, useReservationOperations(data), refresh);
  const { context } = snapshot;
  const itemQuery = useItemEditQuery();
  const { item, reservation } = data;
  const backHref = `/reservations/${idReservation}`;
  const trail = crumbs({ label: t(m.reservationCrumb), href: backHref }, { label: t(m.itemCrumb) });
  if (!item || item.idReservation !== idReservation || !reservation) {
    return <MissingRecord listHref={backHref} />;
  }
  const currency = reservation.currency?.code;
  const canEdit = snapshot.can({ type: 'EDIT_ITEM', idReservationItem });
  const mayAdd = (context.abilities.addItem || context.abilities.addPackage) && reservation.status !== 'CANCELLED' && context.reservation != null;
  const dialogOpen = (snapshot.matches('editingItem') && context.editingItemId != null)
    || (snapshot.matches('applying') && context.command?.kind === 'updateItem');
  return (
    <section className={pageStyles.page}>
      <PageHeader title={`${reservation.code} · ${t(m.itemNumber)} ${item.itemNumber}`} breadcrumbs={trail} breadcrumbsLabel={breadcrumbsLabel}
        actions={(
          <>
            <Link href={backHref} className={styles.tab}>{t(im.backToReservation, { code: reservation.code })}</Link>
            {canEdit && <Button onPress={() => {
              itemQuery.open(itemEditVariables(idReservation, idReservationItem));
              send({ type: 'EDIT_ITEM', idReservationItem });
            }}>{t(im.editItem)}</Button>}
          </>
        )} />
      {context.notice && !snapshot.matches('editingItem') && (
        <div role="alert" className={styles.banner}>
          {noticeText(context.notice)}
          <Button variant="quiet" size="sm" onPress={() => send({ type: 'DISMISS' })}>×</Button>
        </div>
      )}
      <div className={styles.stack}>
        <Card title={t(m.itemCrumb)}>
          <dl className={styles.facts}>
            <Fact label={t(m.service)} value={`${item.instance.product.name} › ${item.instance.name}`} />
            {item.package && <Fact label={t(m.packageTag)} value={`${item.package.code} · ${item.package.name}`} />}
            <Fact label={t(m.serviceDate)} value={item.nights > 1 ? `${day(item.serviceDate)} – ${day(item.serviceDateTo)}` : day(item.serviceDate)} />
            {item.serviceTime && <Fact label={t(im.timeFact)} value={item.serviceTime} />}
            <Fact label={t(m.nights)} value={item.nights} />
            <Fact label={t(m.quantity)} value={item.quantity} />
            <Fact label={t(m.status)} value={<ReservationStatusChip status={item.status} />} />
            {item.supplierReference && <Fact label={t(im.supplierReferenceFact)} value={item.supplierReference} />}
            <Fact label={t(m.rate)} value={item.rate?.code ?? '—'} />
            <Fact label={t(m.unitPrice)} value={(
              <>
                {money(item.unitPrice, currency)}{' '}
                {item.priceOverridden && <span className={adminStyles.chip({ tone: 'brand' })}>{t(m.priceOverridden)}</span>}
              </>
            )} />
            {item.priceOverridden && <Fact label={t(m.overrideReason)} value={item.overrideReason ?? ''} />}
            <Fact label={t(m.amount)} value={money(item.amount, currency)} />
            <Fact label={t(m.pending)} value={money(item.pendingAmount, currency)} />
            <Fact label={t(m.payable)} value={money(item.amountPayable, currency)} />
            {item.status === 'CANCELLED' && item.cancellationFee != null && (
              <Fact label={t(cm.feeFact)} value={money(item.cancellationFee, currency)} />
            )}
            {item.cancellationReason && <Fact label={t(cm.reasonFact)} value={item.cancellationReason} />}
          </dl>
        </Card>
        <ItemHistoryList item={item} canRevert={context.abilities.revert}
          onReverted={() => { refresh(); send({ type: 'RELOAD' }); }} />
        <Card title={t(im.otherItems)}>
          <ul className={styles.remarks}>
            {reservation.items.map((other) => (
              <li key={other.idReservationItem} className={styles.remark}>
                {other.idReservationItem === idReservationItem
                  ? <strong>{`${other.itemNumber} · ${other.instance.product.name} › ${other.instance.name}`} ({t(im.thisItem)})</strong>
                  : <Link href={`${backHref}/${other.idReservationItem}`}>{`${other.itemNumber} · ${other.instance.product.name} › ${other.instance.name}`}</Link>}
                <span className={styles.muted}> · {day(other.serviceDate)} · </span>
                <ReservationStatusChip status={other.status} />
              </li>
            ))}
          </ul>
        </Card>
        {mayAdd && (
          <AddServicePanel idReservation={idReservation} defaultDate={item.serviceDate}
            currencyCode={currency ?? ''} revision={context.reservation?.version ?? 0} abilities={context.abilities} can={(command) => snapshot.can({ type: 'RUN', command })} onRun={(command) => send({ type: 'RUN', command })} />
        )}
      </div>
      {dialogOpen && (
        <ItemEditDialog query={itemQuery} idReservationItem={idReservationItem} canOverride={context.abilities.overridePrice}
          saving={snapshot.matches('applying')} notice={context.notice}
          onSave={(changes) => send({ type: 'SAVE_ITEM', changes })} onCancel={() => send({ type: 'CANCEL' })} />
      )}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return <div className={styles.fact}><dt>{label}</dt><dd>{value}</dd></div>;
}
