import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { DocumentViewerDialogQuery } from '../../../__generated__/DocumentViewerDialogQuery.graphql';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { InlineSpinner } from '../../../ui/InlineSpinner';
import { fromBase64, viewKind } from './documentFiles';
import { documentMessages as m } from './messages';
import * as styles from './ReservationDocuments.css';

/** The content is fetched when a person opens it, not with the list: files are large and rarely all opened. */
const contentQuery = graphql`
  query DocumentViewerDialogQuery($id: ID!) {
    getReservationDocumentContent(idReservationDocument: $id) { fileName mimeType contentBase64 }
  }
`;

interface Props {
  document: { idReservationDocument: string; fileName: string; mimeType: string; displayable: boolean };
  onClose: () => void;
}

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; url: string; text: string | null };

/** Shows a PDF, image or text file in a dialog; any other type says it cannot be displayed and offers a download. */
export function DocumentViewerDialog({ document: doc, onClose }: Props) {
  const t = useIntl().formatMessage;
  const environment = useRelayEnvironment();
  const [state, setState] = useState<State>({ status: 'loading' });
  const kind = doc.displayable ? viewKind(doc.mimeType) : null;

  useEffect(() => {
    let url: string | null = null;
    const subscription = fetchQuery<DocumentViewerDialogQuery>(environment, contentQuery, { id: doc.idReservationDocument }, { fetchPolicy: 'network-only' })
      .subscribe({
        next: (data) => {
          const content = data.getReservationDocumentContent;
          if (!content) return setState({ status: 'failed' });
          const bytes = fromBase64(content.contentBase64);
          url = URL.createObjectURL(new Blob([bytes], { type: content.mimeType }));
          const text = viewKind(content.mimeType) === 'text' ? new TextDecoder().decode(bytes) : null;
          setState({ status: 'ready', url, text });
        },
        error: () => setState({ status: 'failed' }),
      });
    return () => {
      subscription.unsubscribe();
      if (url) URL.revokeObjectURL(url);
    };
  }, [environment, doc.idReservationDocument]);

  const download = state.status === 'ready' && (
    <Button variant="secondary" onPress={() => {
      const link = document.createElement('a');
      link.href = state.url;
      link.download = doc.fileName;
      link.click();
    }}>{t(m.download)}</Button>
  );
  let body;
  if (state.status === 'loading') body = <InlineSpinner label={t(m.loading)} />;
  else if (state.status === 'failed') body = <p role="alert" className={styles.alert}>{t(m.loadFailed)}</p>;
  else if (kind === 'pdf') body = <iframe title={doc.fileName} src={state.url} className={styles.frame} />;
  else if (kind === 'image') body = <img src={state.url} alt={doc.fileName} className={styles.image} />;
  else if (kind === 'text') body = <pre className={styles.text}>{state.text}</pre>;
  else body = (
    <div className={styles.stack}>
      <p role="status"><strong>{t(m.cannotDisplay)}</strong></p>
      <p className={styles.muted}>{t(m.cannotDisplayHelp)}</p>
    </div>
  );
  return (
    <Dialog isOpen onOpenChange={(open) => { if (!open) onClose(); }} title={doc.fileName} size="lg" closeLabel={t(m.close)}
      footer={<>{download}<Button variant="primary" onPress={onClose}>{t(m.close)}</Button></>}>
      {body}
    </Dialog>
  );
}
