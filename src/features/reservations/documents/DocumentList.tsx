import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { DocumentList_reservation$key } from '../../../__generated__/DocumentList_reservation.graphql';
import { commitAsync } from '../../../app/graphqlErrors';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable } from '../../../ui/DataTable';
import { toast } from '../../../ui/toastQueue';
import { RefusalLines } from '../RefusalLines';
import { DocumentViewerDialog } from './DocumentViewerDialog';
import { documentMessages as m } from './messages';
import { useDeleteDocumentMutation } from './mutations/useDeleteDocumentMutation';
import * as styles from './ReservationDocuments.css';

type Column = 'fileName' | 'type' | 'size' | 'added' | 'actions';

/** The reservation's files, newest first, each viewable (or downloadable) and deletable after confirmation. */
export function DocumentList({ reservation, canDelete, onChanged }: {
  reservation: DocumentList_reservation$key;
  /** Whether the person may delete documents (deleteReservationDocument). */
  canDelete: boolean;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const data = useFragment(
    graphql`
      fragment DocumentList_reservation on Reservation {
        documents { idReservationDocument fileName mimeType sizeBytes displayable createdAt createdBy }
      }
    `,
    reservation,
  );
  const rows = data.documents.map((d) => ({ ...d, id: d.idReservationDocument }));
  const [viewing, setViewing] = useState<(typeof rows)[number] | null>(null);
  const [deleting, setDeleting] = useState<(typeof rows)[number] | null>(null);
  const [remove] = useDeleteDocumentMutation();
  const size = (bytes: number) => bytes < 1024 * 1024
    ? intl.formatNumber(bytes / 1024, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 })
    : intl.formatNumber(bytes / 1024 / 1024, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });

  return (
    <Card title={t(m.listLabel)} padding="none">
      <DataTable<(typeof rows)[number], Column>
        label={t(m.listLabel)}
        columns={[
          { id: 'fileName', label: t(m.fileName), isRowHeader: true, wrap: true },
          { id: 'type', label: t(m.type) },
          { id: 'size', label: t(m.size), align: 'end' },
          { id: 'added', label: t(m.added) },
          { id: 'actions', label: t(m.actions) },
        ]}
        rows={rows}
        emptyLabel={t(m.empty)}
        renderCell={(d, column) => {
          switch (column) {
            case 'fileName': return d.fileName;
            case 'type': return d.fileName.split('.').pop()?.toUpperCase() ?? d.mimeType;
            case 'size': return size(d.sizeBytes);
            case 'added': return `${intl.formatDate(d.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}${d.createdBy ? ` · ${d.createdBy}` : ''}`;
            case 'actions': return (
              <div className={styles.rowActions}>
                <Button size="sm" variant="secondary" aria-label={`${t(m.view)} ${d.fileName}`} onPress={() => setViewing(d)}>{t(m.view)}</Button>
                {canDelete && (
                  <Button size="sm" variant="quiet" aria-label={`${t(m.delete)} ${d.fileName}`} onPress={() => setDeleting(d)}>{t(m.delete)}</Button>
                )}
              </div>
            );
          }
        }}
      />
      {viewing && <DocumentViewerDialog document={viewing} onClose={() => setViewing(null)} />}
      <ConfirmDialog
        isOpen={deleting != null}
        onOpenChange={(open) => { if (!open) setDeleting(null); }}
        title={t(m.deleteTitle)}
        message={t(m.deleteMessage, { file: deleting?.fileName ?? '' })}
        confirmLabel={t(m.delete)}
        cancelLabel={t(m.cancel)}
        variant="danger"
        formatError={(error) => <RefusalLines message={t(m.deleteFailed)} error={error} />}
        onConfirm={async () => {
          await commitAsync(remove, { variables: { idReservationDocument: deleting!.idReservationDocument } });
          toast.success(t(m.deleted));
          setDeleting(null);
          onChanged();
        }}
      />
    </Card>
  );
}
