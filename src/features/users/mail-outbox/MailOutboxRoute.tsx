import { useState } from 'react';
import { graphql, usePreloadedQuery, useRelayEnvironment, fetchQuery, type PreloadedQuery } from 'react-relay';
import type { MailOutboxRouteQuery as RouteQuery } from '../../../__generated__/MailOutboxRouteQuery.graphql';
import type { MailOutboxRouteAttachmentQuery } from '../../../__generated__/MailOutboxRouteAttachmentQuery.graphql';
import { documentMessages as dm } from '../../../app/documents/messages';
import { showPdf } from '../../../app/documents/documentPdf';
import * as adminStyles from '../../../app/list/AdminPage.css';
import { useAdminTexts } from '../../../app/list/useAdminTexts';
import { PAGE_SIZES, useListParams } from '../../../app/listParams';
import { RoutePage } from '../../../app/pages/RoutePage';
import { Button } from '../../../ui/Button';
import { DataTable } from '../../../ui/DataTable';
import { Dialog } from '../../../ui/Dialog';
import { PageHeader } from '../../../ui/PageHeader';
import { toast } from '../../../ui/toastQueue';
import { mailOutboxListQuery } from '../routeQueries';
import { outboxMessages as m } from './messages';
import * as styles from './MailOutbox.css';

const MailOutboxRouteQuery = graphql`
  query MailOutboxRouteQuery($skip: Int, $take: Int) @preloadable {
    searchOutboxMails(skip: $skip, take: $take) {
      count
      data { idMail recipients subject body status failure createdAt attachments { idMailAttachment fileName mimeType sizeBytes } }
    }
  }
`;

const attachmentQuery = graphql`
  query MailOutboxRouteAttachmentQuery($id: ID!) {
    getOutboxAttachment(idMailAttachment: $id) { fileName mimeType contentBase64 }
  }
`;

type Mail = RouteQuery['response']['searchOutboxMails']['data'][number];
const STATUS = { SENT: dm.statusSENT, OUTBOX: dm.statusOUTBOX, FAILED: dm.statusFAILED } as const;

/** /users/mail-outbox: every mail the server wrote for the OU (administrators), readable with its attachments. */
export function MailOutboxRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useAdminTexts();
  return (
    <RoutePage<RouteQuery> query={MailOutboxRouteQuery} className={adminStyles.page} header={(
      <PageHeader title={t(m.title)} description={t(m.description)} breadcrumbs={breadcrumbs({ label: t(m.title) })}
        breadcrumbsLabel={breadcrumbsLabel} />
    )}>
      {(reference) => <OutboxTable reference={reference} />}
    </RoutePage>
  );
}

function OutboxTable({ reference }: { reference: PreloadedQuery<RouteQuery> }) {
  const { t, intl, pagination } = useAdminTexts();
  const { params, setPage, setPageSize } = useListParams(mailOutboxListQuery.defaults);
  const page = usePreloadedQuery<RouteQuery>(MailOutboxRouteQuery, reference).searchOutboxMails;
  const [reading, setReading] = useState<Mail | null>(null);
  const rows = page.data.map((mail) => ({ ...mail, id: mail.idMail }));
  return (
    <>
      <DataTable
        label={t(m.tableLabel)}
        columns={[
          { id: 'date', label: t(m.date) },
          { id: 'to', label: t(m.to), wrap: true },
          { id: 'subject', label: t(m.subject), isRowHeader: true, wrap: true },
          { id: 'status', label: t(m.status) },
          { id: 'open', label: t(m.open) },
        ]}
        rows={rows}
        renderCell={(row, column) => {
          switch (column) {
            case 'date': return intl.formatDate(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
            case 'to': return row.recipients.join(', ');
            case 'subject': return row.subject;
            case 'status': return t(STATUS[row.status as keyof typeof STATUS] ?? dm.statusSENT);
            case 'open': return (
              <Button size="sm" variant="secondary" onPress={() => setReading(row)}
                aria-label={t(m.openNamed, { to: row.recipients.join(', '), subject: row.subject })}>{t(m.open)}</Button>
            );
            default: return null;
          }
        }}
        emptyLabel={t(m.empty)}
        pagination={{
          page: params.page, pageSize: params.pageSize, totalCount: page.count, onPageChange: setPage, onPageSizeChange: setPageSize,
          pageSizeOptions: PAGE_SIZES, ...pagination,
        }}
      />
      {reading && <MailDialog mail={reading} onClose={() => setReading(null)} />}
    </>
  );
}

function MailDialog({ mail, onClose }: { mail: Mail; onClose: () => void }) {
  const { t } = useAdminTexts();
  const environment = useRelayEnvironment();
  const openAttachment = async (id: string) => {
    const data = await fetchQuery<MailOutboxRouteAttachmentQuery>(environment, attachmentQuery, { id }, { fetchPolicy: 'network-only' })
      .toPromise().catch(() => null);
    const file = data?.getOutboxAttachment;
    if (!file) {
      toast.error(t(m.openFailed));
      return;
    }
    showPdf({ ...file, title: file.fileName, language: 'en', suggestedRecipients: [] });
  };
  return (
    <Dialog isOpen onOpenChange={(open) => { if (!open) onClose(); }} title={mail.subject} size="lg" closeLabel={t(m.close)}
      footer={<Button variant="primary" onPress={onClose}>{t(m.close)}</Button>}>
      <div className={styles.stack}>
        <p className={styles.muted}>{t(m.to)}: {mail.recipients.join(', ')}</p>
        {mail.failure && <p role="alert" className={styles.alert}>{t(m.failure, { failure: mail.failure })}</p>}
        <pre className={styles.body}>{mail.body}</pre>
        {mail.attachments.length > 0 && (
          <>
            <h3 className={styles.heading}>{t(m.attachments)}</h3>
            <ul className={styles.list}>
              {mail.attachments.map((a) => (
                <li key={a.idMailAttachment}>
                  <Button size="sm" variant="secondary" onPress={() => openAttachment(a.idMailAttachment)}>{t(m.openAttachment, { file: a.fileName })}</Button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Dialog>
  );
}
