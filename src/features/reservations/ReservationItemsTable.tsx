import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'wouter';
import type { ReservationItemsTable_reservation$key } from '../../__generated__/ReservationItemsTable_reservation.graphql';
import type { ReservationCommand } from '../../machines/reservationEditor/reservationEditorTypes';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable } from '../../ui/DataTable';
import * as listStyles from '../../app/list/AdminPage.css';
import { cancelFeesVariables, useCancelFees } from './dialogQueries';
import { CancelWithFeeDialog } from './lazyDialogs';
import { cancellationMessages as cm } from './cancellationMessages';
import { itemMessages as im } from './itemMessages';
import { ItemMarginCell } from './margin/ItemMarginCell';
import { marginMessages as mm } from './margin/messages';
import { reservationMessages as m } from './messages';
import * as styles from './Reservations.css';
import { ReservationStatusChip } from './ReservationStatusChip';
import { useReservationTexts } from './useReservationTexts';

type Asked = { command: ReservationCommand; itemNumber: number };

/** The reservation's services with their status and money, and the row actions the machine allows now. */
export function ReservationItemsTable({ reservation, showActions, can, canEditItem, onRun, onEdit }: {
  reservation: ReservationItemsTable_reservation$key;
  /** False for roles that only read (RESVIEW): no actions column at all. */
  showActions: boolean;
  /** Whether the machine accepts this command now (roles, statuses, allowedTransitions). */
  can: (command: ReservationCommand) => boolean;
  canEditItem: (idReservationItem: string) => boolean;
  onRun: (command: ReservationCommand) => void;
  onEdit: (idReservationItem: string) => void;
}) {
  const { t, money, day } = useReservationTexts();
  const [asked, setAsked] = useState<Asked | null>(null);
  const fees = useCancelFees();
  const data = useFragment(graphql`
    fragment ReservationItemsTable_reservation on Reservation {
      idReservation
      currency { code }
      items {
        idReservationItem itemNumber serviceDate serviceTime supplierReference serviceDateTo nights quantity status unitPrice amount pendingAmount amountPayable
        priceOverridden cancellationFee
        instance { code name product { name } }
        package { code }
        # Null for who may not read supplier costs: then the table has no margin column.
        margin { cost costSource margin marginPercent currency { code } }
      }
    }
  `, reservation);
  const currency = data.currency?.code;
  const showMargin = data.items.some((item) => item.margin != null);
  const ask = (command: ReservationCommand, itemNumber: number) => {
    // Cancelling shows the fee: its query starts with the press that opens the dialog.
    if (command.kind === 'transitionItem' && command.status === 'CANCELLED') fees.open(cancelFeesVariables(data.idReservation, command.idReservationItem));
    setAsked({ command, itemNumber });
  };
  const close = () => {
    setAsked(null);
    fees.close();
  };
  const dialogTexts = (command: ReservationCommand) => {
    if (command.kind === 'deleteItem') return { title: m.deleteItemTitle, body: m.deleteItemBody, confirm: m.deleteItem };
    if (command.kind === 'transitionItem' && command.status === 'CANCELLED') return { title: m.cancelItemTitle, body: m.cancelItemBody, confirm: m.cancelItem };
    return { title: m.confirmItemTitle, body: m.confirmItemBody, confirm: m.confirmItem };
  };
  const texts = asked && dialogTexts(asked.command);
  return (
    <>
      <DataTable
        label={t(m.itemsTable)}
        columns={[
          // The item number links to its itinerary item page; it sits in the service cell to leave room for the money.
          { id: 'service', label: t(m.service), wrap: true, isRowHeader: true },
          { id: 'serviceDate', label: t(m.serviceDate) },
          { id: 'quantity', label: t(m.quantity), align: 'end' },
          { id: 'status', label: t(m.status) },
          { id: 'unitPrice', label: t(m.unitPrice), align: 'end' },
          { id: 'amount', label: t(m.amount), align: 'end' },
          { id: 'pendingAmount', label: t(m.pending), align: 'end' },
          { id: 'amountPayable', label: t(m.payable), align: 'end' },
          ...(showMargin ? [{ id: 'margin', label: t(mm.margin), align: 'end' as const }] : []),
          ...(showActions ? [{ id: 'actions', label: t(m.actions) }] : []),
        ]}
        rows={data.items.map((item) => ({ ...item, id: item.idReservationItem }))}
        emptyLabel={t(m.itemsEmpty)}
        renderCell={(item, column) => {
          const id = item.idReservationItem;
          switch (column) {
            case 'service': return (
              <span className={styles.serviceCell}>
                <span>
                  <Link href={`/reservations/${data.idReservation}/${id}`} aria-label={`${t(m.itemNumber)} ${item.itemNumber}`}>{item.itemNumber}</Link>
                  {' · '}{item.instance.product.name} › {item.instance.name}
                </span>
                {item.package && <span className={styles.muted}>{t(m.fromPackage, { code: item.package.code })}</span>}
                {item.supplierReference && <span className={styles.muted}>{t(im.supplierReferenceShort, { reference: item.supplierReference })}</span>}
              </span>
            );
            case 'serviceDate': {
              const dates = item.nights > 1
                ? `${day(item.serviceDate, { dateStyle: 'short' })} – ${day(item.serviceDateTo, { dateStyle: 'short' })}`
                : day(item.serviceDate, { dateStyle: 'short' });
              return item.serviceTime ? `${dates} · ${item.serviceTime}` : dates;
            }
            case 'quantity': return item.quantity;
            case 'status': return <ReservationStatusChip status={item.status} />;
            case 'unitPrice': return (
              <span className={listStyles.amount} title={item.priceOverridden ? t(m.priceOverridden) : undefined}>
                {money(item.unitPrice, currency)}{item.priceOverridden ? ' *' : ''}
              </span>
            );
            case 'amount': return (
              <span className={styles.serviceCell}>
                <span className={listStyles.amount}>{money(item.amount, currency)}</span>
                {/* A cancelled item owes its cancellation fee instead of its amount. */}
                {item.status === 'CANCELLED' && item.cancellationFee != null && (
                  <span className={`${styles.muted} ${listStyles.amount}`}>{t(cm.cancellationFee, { amount: money(item.cancellationFee, currency) })}</span>
                )}
              </span>
            );
            case 'pendingAmount': return <span className={listStyles.amount}>{money(item.pendingAmount, currency)}</span>;
            case 'amountPayable': return <span className={listStyles.amount}>{money(item.amountPayable, currency)}</span>;
            case 'margin': return item.margin && <ItemMarginCell margin={item.margin} />;
            case 'actions': {
              const confirm: ReservationCommand = { kind: 'transitionItem', idReservationItem: id, status: 'CONFIRMED' };
              const cancel: ReservationCommand = { kind: 'transitionItem', idReservationItem: id, status: 'CANCELLED' };
              const remove: ReservationCommand = { kind: 'deleteItem', idReservationItem: id };
              return (
                <span className={styles.rowActions}>
                  {canEditItem(id) && <Button size="sm" variant="quiet" onPress={() => onEdit(id)}>{t(m.editItem)}</Button>}
                  {can(confirm) && <Button size="sm" variant="secondary" onPress={() => ask(confirm, item.itemNumber)}>{t(m.confirmItem)}</Button>}
                  {can(cancel) && <Button size="sm" variant="quiet" onPress={() => ask(cancel, item.itemNumber)}>{t(m.cancelItem)}</Button>}
                  {can(remove) && <Button size="sm" variant="danger" onPress={() => ask(remove, item.itemNumber)}>{t(m.deleteItem)}</Button>}
                </span>
              );
            }
            default: return null;
          }
        }}
      />
      {asked && asked.command.kind === 'transitionItem' && asked.command.status === 'CANCELLED' ? (
        <CancelWithFeeDialog fees={fees}
          title={t(m.cancelItemTitle, { number: asked.itemNumber })} message={t(m.cancelItemBody)} confirmLabel={t(m.cancelItem)}
          reasonRequired={false} onClose={close}
          onConfirm={(reason) => { onRun({ ...asked.command, reason } as ReservationCommand); close(); }} />
      ) : asked && texts && (
        <ConfirmDialog isOpen onOpenChange={(open) => !open && setAsked(null)}
          title={t(texts.title, { number: asked.itemNumber })} message={t(texts.body)} confirmLabel={t(texts.confirm)}
          cancelLabel={t(m.keep)} variant={asked.command.kind === 'transitionItem' && asked.command.status === 'CONFIRMED' ? 'primary' : 'danger'}
          onConfirm={() => { onRun(asked.command); setAsked(null); }} />
      )}
    </>
  );
}
