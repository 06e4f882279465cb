import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import historyQuery from '../../__generated__/AuditHistoryDialogQuery$parameters';
import type { AuditHistoryDialogQuery, AuditRecordType } from '../../__generated__/AuditHistoryDialogQuery.graphql';
import { useDialogQuery } from '../dialogs/useDialogQuery';
import { Button } from '../../ui/Button';
import { auditButtonMessages as m } from './buttonMessages';

// The trail (a table, filters, a date range picker) is read now and then: its code comes when the button is pointed at
// or focused, so the screens carrying the button do not download it.
const loadDialog = () => import('./AuditHistoryDialog');
const AuditHistoryDialog = lazy(async () => ({ default: (await loadDialog()).AuditHistoryDialog }));

export interface AuditHistoryButtonProps {
  recordType: AuditRecordType;
  /** The record's own id (idProduct, idReservation, ...), not the Relay global id. */
  id: string;
  /** How the dialog title names the record ('PAR-FD Paracas'); the record type's word when the screen has no name yet. */
  label?: string;
  size?: 'sm' | 'md';
}

/** "History": opens the record's audit trail. The one insertion each screen makes. */
export function AuditHistoryButton({ recordType, id, label, size }: AuditHistoryButtonProps) {
  const { formatMessage: t } = useIntl();
  const [open, setOpen] = useState(false);
  // Always from the network: the trail grows with every save made since the dialog last opened.
  const trail = useDialogQuery<AuditHistoryDialogQuery>(historyQuery);
  const show = () => {
    // The trail's query starts with the press, beside the dialog's code (only its id is in this module).
    trail.open({ recordType, id });
    setOpen(true);
  };
  const hide = () => {
    setOpen(false);
    trail.close();
  };
  return (
    <>
      <Button variant="secondary" size={size} onHoverStart={loadDialog} onFocus={loadDialog} onPress={show}>
        {t(m.open)}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AuditHistoryDialog trail={trail} recordType={recordType} label={label} onClose={hide} />
        </Suspense>
      )}
    </>
  );
}
