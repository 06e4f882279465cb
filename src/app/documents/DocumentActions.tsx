import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useRelayEnvironment } from 'react-relay';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toastQueue';
import { readServerError, serverErrorText } from '../errors/serverErrors';
import { fetchDocument, showPdf, type DocumentRefInput } from './documentPdf';
import { documentActionMessages as m } from './actionMessages';
import * as styles from './documents.css';

// The mail dialog (address list, message, its mutation) comes when Send is pointed at or focused, not with the screen.
const loadSendDialog = () => import('./SendDocumentDialog');
const SendDocumentDialog = lazy(async () => ({ default: (await loadSendDialog()).SendDocumentDialog }));

interface Props {
  /** What the buttons are for, as people call it (Itinerary, F001-00000042). */
  name: string;
  document: DocumentRefInput;
  /** Mailing is offered where the document has someone to go to. */
  canSend?: boolean;
}

/** Open a document as PDF and, where it goes to someone, send it by mail. */
export function DocumentActions({ name, document, canSend = true }: Props) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const environment = useRelayEnvironment();
  const [opening, setOpening] = useState(false);
  const [sending, setSending] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      const rendered = await fetchDocument(environment, document);
      if (showPdf(rendered) === 'downloaded') toast.info(t(m.popupBlocked, { file: rendered.fileName }));
    } catch (error) {
      toast.error(t(m.openFailed, { reason: serverErrorText(intl, readServerError(error)) ?? '' }));
    } finally {
      setOpening(false);
    }
  };
  return (
    <span className={styles.actions}>
      <Button size="sm" variant="secondary" onPress={open} isPending={opening} aria-label={t(m.openNamed, { name })}>
        {opening ? t(m.opening) : t(m.openPdf)}
      </Button>
      {canSend && (
        <Button size="sm" variant="secondary" onHoverStart={loadSendDialog} onFocus={loadSendDialog}
          onPress={() => setSending(true)} aria-label={t(m.sendNamed, { name })}>{t(m.send)}</Button>
      )}
      {sending && (
        <Suspense fallback={null}><SendDocumentDialog document={document} onClose={() => setSending(false)} /></Suspense>
      )}
    </span>
  );
}
