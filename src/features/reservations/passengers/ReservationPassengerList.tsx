import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ReservationPassengerList_reservation$key } from '../../../__generated__/ReservationPassengerList_reservation.graphql';
import { commitAsync } from '../../../app/graphqlErrors';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable } from '../../../ui/DataTable';
import { toast } from '../../../ui/toastQueue';
import { RefusalLines } from '../RefusalLines';
import { passengerMessages as m } from './messages';
import { useDeletePassengerMutation } from './mutations/useDeletePassengerMutation';
import type { PassengerDraft } from './passengerForm';
import { PassengerHistoryDialog } from './PassengerHistoryDialog';
import * as styles from './ReservationPassengers.css';
import { useCatalogName } from '../../../app/catalogNames';

type Column = 'name' | 'document' | 'details' | 'status' | 'actions';

interface Props {
  reservation: ReservationPassengerList_reservation$key;
  /** What the person may do now (their operations and the reservation's state); history is always open. */
  may: { edit: boolean; delete: boolean; revert: boolean };
  onEdit: (draft: PassengerDraft) => void;
  onChanged: () => void;
}

/** The reservation's passengers with their status; edit, delete (confirmed) and the history with revert. */
export function ReservationPassengerList({ reservation, may, onEdit, onChanged }: Props) {
  const intl = useIntl();
  const cn = useCatalogName();
  const t = intl.formatMessage;
  const data = useFragment(
    graphql`
      fragment ReservationPassengerList_reservation on Reservation {
        passengers {
          idReservationPassenger
          idPassengerType
          passengerType { name nameEs }
          firstName
          lastName
          idDocumentType
          documentType { shortName shortNameEs }
          documentNumber
          idCitizenship
          citizenship { name nameEs }
          idGender
          birthDate
          status
          ...PassengerHistoryDialog_passenger
        }
      }
    `,
    reservation,
  );
  const [deleting, setDeleting] = useState<string | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [remove] = useDeletePassengerMutation();
  const rows = data.passengers.map((p) => ({ ...p, id: p.idReservationPassenger }));
  const nameOf = (id: string | null) => {
    const p = rows.find((r) => r.id === id);
    return p ? `${p.firstName} ${p.lastName}` : '';
  };
  const historyPassenger = rows.find((r) => r.id === historyOf);
  const columns = [
    // Type under the name and birth date under citizenship keep the row narrow enough for 760px.
    { id: 'name' as const, label: t(m.name), isRowHeader: true },
    { id: 'document' as const, label: t(m.document) },
    { id: 'details' as const, label: `${t(m.citizenship)} · ${t(m.birthDate)}` },
    { id: 'status' as const, label: t(m.status) },
    { id: 'actions' as const, label: t(m.actions) },
  ];

  return (
    <Card title={t(m.listLabel)} padding="none">
      <DataTable<(typeof rows)[number], Column>
        label={t(m.listLabel)}
        columns={columns}
        rows={rows}
        emptyLabel={t(m.empty)}
        renderCell={(p, column) => {
          switch (column) {
            case 'name': return (
              <div className={styles.stacked}>
                <span>{p.firstName} {p.lastName}</span>
                <span className={styles.muted}>{cn(p.passengerType)}</span>
              </div>
            );
            case 'document': {
              const type = p.documentType && cn({ name: p.documentType.shortName, nameEs: p.documentType.shortNameEs });
              return `${type ?? ''} ${p.documentNumber}`.trim();
            }
            case 'details': return (
              <div className={styles.stacked}>
                <span>{p.citizenship ? cn(p.citizenship) : '—'}</span>
                <span className={styles.muted}>{p.birthDate ? intl.formatDate(`${p.birthDate}T00:00:00`, { dateStyle: 'medium' }) : '—'}</span>
              </div>
            );
            case 'status': return t(m[`status${p.status as 'ACTIVE' | 'WAITLISTED' | 'CANCELLED'}`] ?? m.statusACTIVE);
            case 'actions': return (
              <div className={styles.rowActions}>
                {may.edit && <Button size="sm" variant="secondary" aria-label={`${t(m.edit)} ${p.firstName} ${p.lastName}`} onPress={() => onEdit({
                  idReservationPassenger: p.idReservationPassenger, idPassengerType: p.idPassengerType, firstName: p.firstName,
                  lastName: p.lastName, idDocumentType: p.idDocumentType, documentNumber: p.documentNumber,
                  idCitizenship: p.idCitizenship ?? null, idGender: p.idGender ?? null, birthDate: p.birthDate ?? null,
                  status: p.status as PassengerDraft['status'],
                })}>{t(m.edit)}</Button>}
                <Button size="sm" variant="quiet" aria-label={`${t(m.history)} ${p.firstName} ${p.lastName}`} onPress={() => setHistoryOf(p.id)}>{t(m.history)}</Button>
                {may.delete && (
                  <Button size="sm" variant="quiet" aria-label={`${t(m.delete)} ${p.firstName} ${p.lastName}`} onPress={() => setDeleting(p.id)}>{t(m.delete)}</Button>
                )}
              </div>
            );
          }
        }}
      />
      <ConfirmDialog
        isOpen={deleting != null}
        onOpenChange={(open) => { if (!open) setDeleting(null); }}
        title={t(m.deleteTitle)}
        message={t(m.deleteMessage, { name: nameOf(deleting) })}
        confirmLabel={t(m.delete)}
        cancelLabel={t(m.cancelEdit)}
        variant="danger"
        formatError={(error) => <RefusalLines message={t(m.deleteFailed)} error={error} />}
        onConfirm={async () => {
          await commitAsync(remove, { variables: { idReservationPassenger: deleting! } });
          toast.success(t(m.deleted));
          setDeleting(null);
          onChanged();
        }}
      />
      {historyPassenger && (
        <PassengerHistoryDialog passenger={historyPassenger} isOpen onOpenChange={(open) => { if (!open) setHistoryOf(null); }}
          canRevert={may.revert} onReverted={onChanged} />
      )}
    </Card>
  );
}
