import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { CashierInterfaceRouteQuery as RouteQuery } from '../../../__generated__/CashierInterfaceRouteQuery.graphql';
import { commitAsync } from '../../../app/graphqlErrors';
import * as styles from '../../../app/list/AdminPage.css';
import { adminMessages } from '../../../app/list/adminMessages';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { useAdminTexts } from '../../../app/list/useAdminTexts';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { PAGE_SIZES, useListParams } from '../../../app/listParams';
import { DateRangeFilter, rangeOf } from '../DateRangeFilter';
import { navMessages } from '../../../app/messages';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { DataTable } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { InlineSpinner } from '../../../ui/InlineSpinner';
import { PageHeader } from '../../../ui/PageHeader';
import { Select } from '../../../ui/Select';
import { toast } from '../../../ui/toastQueue';
import { formatAmount } from '../../../app/format';
import { AccountingExportCard } from './AccountingExportCard';
import { interfaceMessages as m } from './messages';
import { useTaxDocumentsSendMutation } from './mutations/useTaxDocumentsSendMutation';
import { interfaceListQuery, TAX_FILTER_DEFAULT } from '../routeQueries';

const CashierInterfaceRouteQuery = graphql`
  query CashierInterfaceRouteQuery($input: TaxDocumentSearchInput!) @preloadable {
    searchTaxDocuments(input: $input) {
      count
      data {
        idFiscalDocument documentType number issueDate total taxStatus taxMessage exportedAt
        currency { code }
        entity { name }
      }
    }
  }
`;

const TAX_STATUSES = ['PENDING', 'REJECTED', 'ACCEPTED', 'SENT'] as const;
const SENDABLE = new Set(['PENDING', 'REJECTED']);

/**
 * /cashier-transaction/payment/interface: the OU's fiscal documents, oldest first, filtered by tax status (pending by
 * default), issue dates and "not exported" (all in the address); each pending or rejected document can be sent to the
 * tax authority, or the whole page at once; the accounting export saves a CSV or XLSX file of a date range.
 */
export function CashierInterfaceRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const list = useListParams(interfaceListQuery.defaults);
  const { filters } = list.params;
  const tax = filters.tax ?? TAX_FILTER_DEFAULT;
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<RouteQuery>(CashierInterfaceRouteQuery);
  return (
    <section className={styles.page}>
      <PageHeader title={t(m.title)} description={t(m.description)} breadcrumbsLabel={t(adminMessages.breadcrumbs)}
        breadcrumbs={[{ label: t(adminMessages.home), href: '/' }, { label: t(navMessages.payments) }, { label: t(navMessages.interface) }]} />
      <div className={styles.toolbar}>
        <Select label={t(m.taxFilter)} labelPosition="side" selectedKey={tax}
          onSelectionChange={(key) => list.setFilter('tax', key === 'PENDING' ? null : key)}
          items={[{ id: 'ALL', label: t(m.anyTax) }, ...TAX_STATUSES.map((s) => ({ id: s, label: t(m[`tax${s}`]) }))]} />
        <DateRangeFilter list={list} label={t(m.dates)} />
        <Checkbox label={t(m.notExported)} isSelected={filters.notExported === '1'}
          onChange={(on) => list.setFilter('notExported', on ? '1' : null)} />
      </div>
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<DocumentsTable data={null} isLoading list={list} onSent={refetch} />}>
        {reference ? <Documents reference={reference} isPending={isPending} list={list} onSent={refetch} />
          : <DocumentsTable data={null} isLoading list={list} onSent={refetch} />}
      </ListBoundary>
      <AccountingExportCard initialRange={rangeOf(filters)} onExported={refetch} />
    </section>
  );
}

type List = ReturnType<typeof useListParams>;
type Data = RouteQuery['response']['searchTaxDocuments'];

function Documents({ reference, isPending, list, onSent }: {
  reference: PreloadedQuery<RouteQuery>; isPending: boolean; list: List; onSent: () => void;
}) {
  const data = usePreloadedQuery<RouteQuery>(CashierInterfaceRouteQuery, reference);
  return <DocumentsTable data={data.searchTaxDocuments} isLoading={isPending} list={list} onSent={onSent} />;
}

function DocumentsTable({ data, isLoading, list, onSent }: { data: Data | null; isLoading: boolean; list: List; onSent: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { pagination } = useAdminTexts();
  const [commit] = useTaxDocumentsSendMutation();
  const [sending, setSending] = useState(false);
  const rows = data?.data ?? [];
  const sendable = rows.filter((r) => SENDABLE.has(r.taxStatus)).map((r) => r.idFiscalDocument);
  const send = async (ids: string[]) => {
    setSending(true);
    try {
      const { sendTaxDocuments: answer } = await commitAsync(commit, { variables: { ids } });
      const count = (status: string) => answer.filter((d) => d.taxStatus === status).length;
      toast.success(t(m.sent, { accepted: count('ACCEPTED'), rejected: count('REJECTED'), pending: count('PENDING') }));
    } catch {
      toast.error(t(m.sendFailed));
    } finally {
      setSending(false);
      onSent();
    }
  };
  const tone = (status: string) => ({ ACCEPTED: 'accent', REJECTED: 'danger', PENDING: 'brand' } as const)[status as 'PENDING'] ?? 'muted';
  return (
    <>
      <div className={styles.toolbar}>
        <Button variant="secondary" isDisabled={!sendable.length || sending} onPress={() => void send(sendable)}>
          {sending && <InlineSpinner label={t(m.sending)} />}{t(m.sendPage, { count: sendable.length })}
        </Button>
      </div>
      <DataTable
        label={t(m.tableLabel)}
        columns={[
          { id: 'issueDate', label: t(m.issueDate) },
          { id: 'documentType', label: t(m.documentType) },
          { id: 'number', label: t(m.number), isRowHeader: true },
          { id: 'customer', label: t(m.customer) },
          { id: 'total', label: t(m.total), align: 'end' },
          { id: 'taxStatus', label: t(m.taxStatus) },
          { id: 'answer', label: t(m.answer) },
          { id: 'exported', label: t(m.exported) },
          { id: 'actions', label: t(m.actions) },
        ]}
        rows={rows.map((row) => ({ ...row, id: row.idFiscalDocument }))}
        renderCell={(row, column) => {
          switch (column) {
            case 'issueDate': return intl.formatDate(`${row.issueDate}T00:00:00`, { dateStyle: 'medium' });
            case 'documentType': return t(m[`type${row.documentType}` as 'typeINVOICE'] ?? m.typeINVOICE);
            case 'number': return <span className={styles.mono}>{row.number}</span>;
            case 'customer': return row.entity?.name ?? '—';
            case 'total': return <span className={styles.mono}>{formatAmount(intl.locale, row.total, row.currency?.code, 'code')}</span>;
            case 'taxStatus': return <span className={styles.chip({ tone: tone(row.taxStatus) })}>{t(m[`tax${row.taxStatus}` as 'taxPENDING'] ?? m.taxPENDING)}</span>;
            case 'answer': return <span className={styles.muted}>{row.taxMessage ?? '—'}</span>;
            case 'exported': return row.exportedAt ? t(m.exportedYes) : t(m.exportedNo);
            case 'actions':
              return SENDABLE.has(row.taxStatus) ? (
                <Button size="sm" variant="quiet" isDisabled={sending} aria-label={t(m.sendNamed, { number: row.number })}
                  onPress={() => void send([row.idFiscalDocument])}>{t(m.send)}</Button>
              ) : null;
            default: return null;
          }
        }}
        isLoading={isLoading}
        loadingLabel={t(adminMessages.loadingList)}
        emptyLabel={<EmptyState title={t(m.emptyTitle)} description={t(m.emptyDescription)} />}
        pagination={{
          page: list.params.page, pageSize: list.params.pageSize, totalCount: data?.count ?? 0, onPageChange: list.setPage,
          onPageSizeChange: list.setPageSize, pageSizeOptions: PAGE_SIZES, ...pagination,
        }}
      />
    </>
  );
}
