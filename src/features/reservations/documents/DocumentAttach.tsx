import { useState } from 'react';
import { useIntl } from 'react-intl';
import { refusalWords } from '../../../app/forms/failureText';
import { commitAsync } from '../../../app/graphqlErrors';
import { Card } from '../../../ui/Card';
import { FileButton } from '../../../ui/FileButton';
import { toast } from '../../../ui/toastQueue';
import { ACCEPT, checkAttachment, documentMimeType, toBase64, type AttachProblem } from './documentFiles';
import { documentMessages as m } from './messages';
import { useAttachDocumentMutation } from './mutations/useAttachDocumentMutation';
import * as styles from './ReservationDocuments.css';

/** Picks a file, refuses a wrong type or size before uploading, then sends it as base64. */
export function DocumentAttach({ idReservation, onAttached }: { idReservation: string; onAttached: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [problem, setProblem] = useState<AttachProblem | string | null>(null);
  const [pending, setPending] = useState(false);
  const [attach] = useAttachDocumentMutation();

  const send = async (file: File) => {
    const refused = checkAttachment(file.name, file.size);
    setProblem(refused);
    if (refused) return;
    setPending(true);
    try {
      const contentBase64 = toBase64(new Uint8Array(await file.arrayBuffer()));
      await commitAsync(attach, {
        variables: { data: { idReservation, fileName: file.name, mimeType: documentMimeType(file.name), contentBase64 } },
      });
      toast.success(t(m.attached, { file: file.name }));
      onAttached();
    } catch (error) {
      // The server's reason (e.g. content not matching its type) is the useful part here.
      setProblem(refusalWords(intl, error) ?? t(m.attachFailed));
      toast.error(t(m.attachFailed));
    } finally {
      setPending(false);
    }
  };

  const problemText = problem === 'type' || problem === 'size' || problem === 'empty' ? t(m[`problem${problem}`]) : problem;
  return (
    <Card title={t(m.attachTitle)}>
      <div className={styles.stack}>
        <p className={styles.muted}>{t(m.attachHelp)}</p>
        <div>
          <FileButton accept={ACCEPT} fileLabel={t(m.fileLabel)} onFile={(file) => void send(file)} variant="primary" isPending={pending}>
            {t(m.choose)}
          </FileButton>
        </div>
        {problemText && <p role="alert" className={styles.alert}>{problemText}</p>}
      </div>
    </Card>
  );
}
