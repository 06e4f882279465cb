import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PassengerHistoryDialog_passenger$key } from '../../../__generated__/PassengerHistoryDialog_passenger.graphql';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { changedFields } from '../historyDiff';
import { useRevertChange } from '../RevertChangeDialog';
import { passengerMessages as m } from './messages';
import * as styles from './ReservationPassengers.css';

/** History keys (the server's row snapshot) → the form's labels. */
const FIELD_LABELS: Record<string, keyof typeof m> = {
  idPassengerType: 'passengerType', firstName: 'firstName', lastName: 'lastName', idDocumentType: 'documentType',
  documentNumber: 'documentNumber', idCitizenship: 'citizenship', idGender: 'gender', birthDate: 'birthDate', status: 'status',
};

interface Props {
  passenger: PassengerHistoryDialog_passenger$key;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whether the person may revert at all (revertReservationChange). */
  canRevert: boolean;
  onReverted: () => void;
}

/** A passenger's changes, newest first; the one change the server allows to revert offers Revert after a confirmation. */
export function PassengerHistoryDialog({ passenger, isOpen, onOpenChange, canRevert, onReverted }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const data = useFragment(
    graphql`
      fragment PassengerHistoryDialog_passenger on ReservationPassenger {
        firstName
        lastName
        history { idReservationHistory operation before after canRevert createdAt createdBy }
      }
    `,
    passenger,
  );
  const { revertButton, revertDialog } = useRevertChange({
    canRevert,
    texts: {
      title: t(m.revertTitle), message: t(m.revertMessage), confirm: t(m.revert), cancel: t(m.cancelEdit),
      reverted: t(m.reverted), failed: t(m.revertFailed),
    },
    onReverted: () => {
      onOpenChange(false);
      onReverted();
    },
  });
  const name = `${data.firstName} ${data.lastName}`;
  const operationText = (operation: string) => {
    const key = `op${operation}` as keyof typeof m;
    return key in m ? t(m[key]) : operation;
  };
  const fieldText = (field: string) => {
    const key = FIELD_LABELS[field];
    return key ? t(m[key]) : field;
  };

  return (
    <>
      <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t(m.historyTitle, { name })} size="md" closeLabel={t(m.close)}
        footer={<Button variant="secondary" onPress={() => onOpenChange(false)}>{t(m.close)}</Button>}>
        {data.history.length === 0 ? <p className={styles.muted}>{t(m.historyEmpty)}</p> : (
          <ol className={styles.history}>
            {data.history.map((entry) => {
              const fields = changedFields(entry.before, entry.after);
              return (
                <li key={entry.idReservationHistory} className={styles.historyEntry}>
                  <div className={styles.historyText}>
                    <strong>{t(m.historyEntry, { operation: operationText(entry.operation), when: intl.formatDate(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) })}</strong>
                    {entry.createdBy && <span className={styles.muted}>{t(m.historyBy, { user: entry.createdBy })}</span>}
                    {fields.length > 0 && <span className={styles.muted}>{t(m.changedFields, { fields: fields.map(fieldText).join(', ') })}</span>}
                  </div>
                  {revertButton(entry)}
                </li>
              );
            })}
          </ol>
        )}
      </Dialog>
      {revertDialog}
    </>
  );
}
