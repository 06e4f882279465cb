import { useState } from 'react';
import type { AuditRecordType } from '../../__generated__/AuditHistoryDialogQuery.graphql';
import { Button } from '../../ui/Button';
import { AuditHistoryDialog } from './AuditHistoryDialog';
import { auditMessages as m } from './messages';
import { useAuditTexts } from './useAuditTexts';

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
      <Button variant="secondary" size={size} onPress={() => setOpen(true)}>{t(m.open)}</Button>
      {open && <AuditHistoryDialog recordType={recordType} id={id} label={label ?? subject(recordType)} onClose={() => setOpen(false)} />}
    </>
  );
}
