import { useIntl } from 'react-intl';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { SentDocumentsList_reservation$key } from '../../__generated__/SentDocumentsList_reservation.graphql';
import type { SentDocumentsListResendMutation } from '../../__generated__/SentDocumentsListResendMutation.graphql';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { toast } from '../../ui/toastQueue';
import { readServerError, serverErrorText } from '../errors/serverErrors';
import { commitAsync } from '../graphqlErrors';
import { documentActionMessages as am } from './actionMessages';
import { documentMessages as m } from './messages';
import * as styles from './documents.css';

const resendMutation = graphql`
  mutation SentDocumentsListResendMutation($id: ID!) {
    resendDocument(idSentDocument: $id) {
      sentDocuments { idSentDocument title recipients status failure }
      reservation { id ...SentDocumentsList_reservation }
    }
  }
`;

type Column = 'title' | 'recipients' | 'sentAt' | 'sentBy' | 'status' | 'actions';
const STATUS = { SENT: m.statusSENT, OUTBOX: m.statusOUTBOX, FAILED: m.statusFAILED } as const;

/** What was mailed from the reservation: what, to whom, when, by whom, whether it went; each can go again. */
export function SentDocumentsList({ reservation }: { reservation: SentDocumentsList_reservation$key }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const data = useFragment(
    graphql`
      fragment SentDocumentsList_reservation on Reservation {
        sentDocuments { idSentDocument title recipients status failure sentAt sentBy }
      }
    `,
    reservation,
  );
  const [commit, resending] = useMutation<SentDocumentsListResendMutation>(resendMutation);
  const resend = async (id: string) => {
    try {
      const result = await commitAsync(commit, { variables: { id } });
      const [sent] = result.resendDocument.sentDocuments;
      const values = { title: sent.title, recipients: sent.recipients.join(', ') };
      if (sent.status === 'FAILED') toast.error(t(m.sendFailed, { failure: sent.failure ?? '' }));
      else if (sent.status === 'OUTBOX') toast.info(t(m.keptInOutbox, values));
      else toast.success(t(m.sent, values));
    } catch (error) {
      toast.error(t(am.openFailed, { reason: serverErrorText(intl, readServerError(error)) ?? '' }));
    }
  };
  const rows = data.sentDocuments.map((s) => ({ ...s, id: s.idSentDocument }));
  return (
    <DataTable<(typeof rows)[number], Column>
      label={t(m.sentTitle)}
      columns={[
        { id: 'title', label: t(m.sentWhat), isRowHeader: true },
        { id: 'recipients', label: t(m.sentTo) },
        { id: 'sentAt', label: t(m.sentWhen) },
        { id: 'sentBy', label: t(m.sentBy) },
        { id: 'status', label: t(m.sentStatus) },
        { id: 'actions', label: '' },
      ]}
      rows={rows}
      renderCell={(row, column) => {
        switch (column) {
          case 'title': return row.title;
          case 'recipients': return row.recipients.join(', ');
          case 'sentAt': return intl.formatDate(row.sentAt, { dateStyle: 'medium', timeStyle: 'short' });
          case 'sentBy': return row.sentBy ?? '—';
          case 'status': return row.status === 'FAILED'
            ? <span className={styles.failure}>{t(m.failedBecause, { failure: row.failure ?? '' })}</span>
            : t(STATUS[row.status as keyof typeof STATUS] ?? m.statusSENT);
          case 'actions': return (
            <Button size="sm" variant="secondary" isDisabled={resending} onPress={() => resend(row.idSentDocument)}
              aria-label={t(m.sendAgainNamed, { title: row.title, recipients: row.recipients.join(', ') })}>{t(m.sendAgain)}</Button>
          );
          default: return null;
        }
      }}
      emptyLabel={t(m.sentEmpty)}
    />
  );
}
