import { lazy, Suspense, useState } from 'react';
import type { AuditRecordType } from '../../__generated__/AuditHistoryDialogQuery.graphql';
import { Button } from '../../ui/Button';
import { auditMessages as m } from './messages';
import { useAuditTexts } from './useAuditTexts';

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
  const { t, subject } = useAuditTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size={size} onHoverStart={loadDialog} onFocus={loadDialog} onPress={() => setOpen(true)}>
        {t(m.open)}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AuditHistoryDialog recordType={recordType} id={id} label={label ?? subject(recordType)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
