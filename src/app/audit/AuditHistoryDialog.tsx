import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AuditHistoryDialogQuery, AuditRecordType } from '../../__generated__/AuditHistoryDialogQuery.graphql';
import { ListBoundary } from '../list/ListBoundary';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { InlineSpinner } from '../../ui/InlineSpinner';
import { AuditHistoryPanel } from './AuditHistoryPanel';
import { auditMessages as m } from './messages';
import { useAuditTexts } from './useAuditTexts';

const HistoryQuery = graphql`
  query AuditHistoryDialogQuery($recordType: AuditRecordType!, $id: ID!) {
    ...AuditHistoryPanel_query @arguments(recordType: $recordType, id: $id)
  }
`;

/** A record's audit trail in a dialog, loaded when opened (a trail is read now and then, never with the screen). */
export function AuditHistoryDialog({ recordType, id, label, onClose }: {
  recordType: AuditRecordType;
  id: string;
  label: string;
  onClose: () => void;
}) {
  const { t } = useAuditTexts();
  const [retries, setRetries] = useState(0);
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t(m.title, { record: label })} size="lg"
      closeLabel={t(m.close)} footer={<Button variant="secondary" onPress={onClose}>{t(m.close)}</Button>}>
      <ListBoundary resetKey={String(retries)} onRetry={() => setRetries((n) => n + 1)}
        fallback={<p role="status"><InlineSpinner muted /> {t(m.loading)}</p>}>
        <HistoryLoader recordType={recordType} id={id} fetchKey={retries} />
      </ListBoundary>
    </Dialog>
  );
}

function HistoryLoader({ recordType, id, fetchKey }: { recordType: AuditRecordType; id: string; fetchKey: number }) {
  // Always from the network: the trail grows with every save made since the dialog last opened.
  const data = useLazyLoadQuery<AuditHistoryDialogQuery>(HistoryQuery, { recordType, id },
    { fetchPolicy: 'network-only', fetchKey });
  return <AuditHistoryPanel query={data} />;
}
