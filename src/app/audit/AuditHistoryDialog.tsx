import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { AuditHistoryDialogQuery, AuditRecordType } from '../../__generated__/AuditHistoryDialogQuery.graphql';
import type { DialogQuery } from '../dialogs/useDialogQuery';
import { ListBoundary } from '../list/ListBoundary';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { InlineSpinner } from '../../ui/InlineSpinner';
import { AuditHistoryPanel } from './AuditHistoryPanel';
import { auditMessages as m } from './messages';
import { useAuditTexts } from './useAuditTexts';

const HistoryQuery = graphql`
  query AuditHistoryDialogQuery($recordType: AuditRecordType!, $id: ID!) @preloadable {
    ...AuditHistoryPanel_query @arguments(recordType: $recordType, id: $id)
  }
`;

/**
 * A record's audit trail in a dialog (a trail is read now and then, never with the screen): the History button starts
 * the query on its press (AuditHistoryButton), beside this dialog's code.
 */
export function AuditHistoryDialog({ trail, recordType, label, onClose }: {
  trail: DialogQuery<AuditHistoryDialogQuery>;
  recordType: AuditRecordType;
  /** How the title names the record; the record type's word when the screen has no name yet. */
  label?: string;
  onClose: () => void;
}) {
  const { t, subject } = useAuditTexts();
  const { reference } = trail;
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t(m.title, { record: label ?? subject(recordType) })} size="lg"
      closeLabel={t(m.close)} footer={<Button variant="secondary" onPress={onClose}>{t(m.close)}</Button>}>
      <ListBoundary resetKey={trail.loadKey} onRetry={trail.retry}
        fallback={<p role="status"><InlineSpinner muted /> {t(m.loading)}</p>}>
        {reference && <HistoryLoader reference={reference} />}
      </ListBoundary>
    </Dialog>
  );
}

function HistoryLoader({ reference }: { reference: PreloadedQuery<AuditHistoryDialogQuery> }) {
  const data = usePreloadedQuery<AuditHistoryDialogQuery>(HistoryQuery, reference);
  return <AuditHistoryPanel query={data} />;
}
