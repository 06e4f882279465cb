import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import type { SendDocumentDialogMutation } from '../../__generated__/SendDocumentDialogMutation.graphql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { InlineSpinner } from '../../ui/InlineSpinner';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toastQueue';
import { readServerError, serverErrorText, fieldErrorTexts } from '../errors/serverErrors';
import { commitAsync } from '../graphqlErrors';
import { fetchDocument, type DocumentRefInput, type RenderedDocument } from './documentPdf';
import { documentActionMessages as am } from './actionMessages';
import { documentMessages as m } from './messages';
import * as styles from './documents.css';

// The payload re-reads the sent lists the screens show, so they update without a refetch.
const sendMutation = graphql`
  mutation SendDocumentDialogMutation($input: SendDocumentInput!) {
    sendDocument(input: $input) {
      sentDocuments { idSentDocument title recipients status failure }
      reservation { id ...SentDocumentsList_reservation }
      fiscalDocument { idFiscalDocument sentDocuments { idSentDocument status } }
    }
  }
`;

/** Addresses typed as a list: commas, semicolons or spaces between them. */
export const splitAddresses = (text: string) => text.split(/[\s,;]+/).map((a) => a.trim()).filter(Boolean);

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; rendered: RenderedDocument };

/** Mails a document: the addresses proposed from the contacts on file, editable; a refused send says why and stays open. */
export function SendDocumentDialog({ document, onClose }: { document: DocumentRefInput; onClose: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const environment = useRelayEnvironment();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [recipients, setRecipients] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [commit, sending] = useMutation<SendDocumentDialogMutation>(sendMutation);

  useEffect(() => {
    let live = true;
    fetchDocument(environment, document).then(
      (rendered) => {
        if (!live) return;
        setLoaded({ status: 'ready', rendered });
        setRecipients(rendered.suggestedRecipients.join(', '));
      },
      (error: unknown) => {
        if (live) setLoaded({ status: 'failed', message: serverErrorText(intl, readServerError(error)) ?? '' });
      },
    );
    return () => {
      live = false;
    };
    // The document is fixed for the dialog's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const send = async () => {
    if (loaded.status !== 'ready') return;
    setErrors({});
    setFailure(null);
    const list = splitAddresses(recipients);
    try {
      const result = await commitAsync(commit, { variables: { input: { document, recipients: list, message: message.trim() || null } } });
      const [sent] = result.sendDocument.sentDocuments;
      const values = { title: sent.title, recipients: sent.recipients.join(', ') };
      if (sent.status === 'FAILED') {
        setFailure(sent.failure ?? '');
        return;
      }
      if (sent.status === 'OUTBOX') toast.info(t(m.keptInOutbox, values));
      else toast.success(t(m.sent, values));
      onClose();
    } catch (error) {
      const server = readServerError(error);
      const fields = fieldErrorTexts(intl, server);
      // Each address is checked on its own (recipients.2): the field shows the first problem.
      const recipientProblem = Object.entries(fields).find(([path]) => path.startsWith('recipients'));
      if (recipientProblem) {
        const index = /recipients\.(\d+)/.exec(recipientProblem[0])?.[1];
        setErrors({ recipients: index === undefined ? recipientProblem[1] : `${list[Number(index)]}: ${recipientProblem[1]}` });
      } else {
        setFailure(serverErrorText(intl, server) ?? '');
      }
    }
  };

  const title = loaded.status === 'ready' ? loaded.rendered.title : '…';
  let body;
  if (loaded.status === 'loading') body = <p role="status"><InlineSpinner muted /> {t(m.loadingRecipients)}</p>;
  else if (loaded.status === 'failed') body = <p role="alert" className={styles.alert}>{t(am.openFailed, { reason: loaded.message })}</p>;
  else {
    body = (
      <div className={styles.stack}>
        <TextField label={t(m.recipients)} description={t(m.recipientsHelp)} value={recipients} onChange={setRecipients}
          errorMessage={errors.recipients} isInvalid={Boolean(errors.recipients)} type="text" autoFocus />
        <TextArea label={t(m.message)} value={message} onChange={setMessage} rows={3} />
        <p className={styles.muted}>{t(m.attachment, { file: loaded.rendered.fileName })}</p>
        {failure !== null && <p role="alert" className={styles.alert}>{t(m.sendFailed, { failure })}</p>}
      </div>
    );
  }
  return (
    <Dialog isOpen onOpenChange={(open) => { if (!open) onClose(); }} title={t(m.sendTitle, { title })} size="md" closeLabel={t(m.cancel)}
      footer={(
        <>
          <Button variant="secondary" onPress={onClose}>{t(m.cancel)}</Button>
          <Button variant="primary" onPress={send} isPending={sending} isDisabled={loaded.status !== 'ready'}>
            {sending ? t(m.sending) : t(m.sendButton)}
          </Button>
        </>
      )}>
      {body}
    </Dialog>
  );
}
