import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useParams } from 'wouter';
import type { CustomerPaymentsRouteQuery as RouteQuery } from '../../../__generated__/CustomerPaymentsRouteQuery.graphql';
import * as styles from '../../../app/list/AdminPage.css';
import { adminMessages } from '../../../app/list/adminMessages';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { MissingRecord } from '../../../app/list/MissingRecord';
import { useAdminTexts } from '../../../app/list/useAdminTexts';
import { PAGE_SIZES, useListParams } from '../../../app/listParams';
import { LoadingPage } from '../../../app/pages/LoadingPage';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { Card } from '../../../ui/Card';
import { DataTable } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { customerPaymentsQuery } from '../routeQueries';
import { isRecordId } from '../transactions/recordId';
import { transactionListMessages as m } from './messages';
import { TransactionStatusChip } from './TransactionStatusChip';
import { TRANSACTIONS_HREF, useTransactionListTexts } from './useTransactionListTexts';

const CustomerPaymentsRouteQuery = graphql`
  query CustomerPaymentsRouteQuery($idEntity: ID!, $skip: Int!, $take: Int!) @preloadable {
    searchPayments(input: { idEntity: $idEntity, skip: $skip, take: $take }) {
      count
      data {
        idPayment transactionNumber lineNumber method status paymentDate amount availableAmount exchangeRate reversalOf currency { code }
        document { documentType number }
      }
    }
    searchApplicableAdvances(idEntity: $idEntity) {
      idAdvance advanceDate total availableAmount currency { code } document { number }
    }
  }
`;

/**
 * /cashier-transaction/payment/{idEntity}/search-payment: the customer's payments (newest first, paged on the server)
 * and the advances it can still apply. A payment opens its page (void); the advances are applied in the cart of
 * the customer's reservations. The page is in the address (?page=&size=), so the navigation loads it.
 */
export function CustomerPaymentsRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useTransactionListTexts();
  const { id } = useParams<{ id: string }>();
  const list = useListParams(customerPaymentsQuery.defaults);
  const page = { page: list.params.page, pageSize: list.params.pageSize };
  const { reference, refetch, isPending, resetKey } = useRouteQueryRef<RouteQuery>(CustomerPaymentsRouteQuery);
  return (
    <section className={styles.page}>
      <PageHeader title={t(m.customerPaymentsTitle)} description={t(m.customerPaymentsDescription)}
        breadcrumbs={breadcrumbs()} breadcrumbsLabel={breadcrumbsLabel}
        actions={<Link href={`/cashier-transaction/payment/${id}/search-reservations`}>{t(m.payReservations)}</Link>} />
      {!isRecordId(id) ? <MissingRecord listHref={TRANSACTIONS_HREF} /> : (
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<LoadingPage />}>
        <Screen reference={reference} isPending={isPending} idEntity={id} page={page}
          onPageChange={list.setPage} onPageSizeChange={list.setPageSize} />
      </ListBoundary>
      )}
    </section>
  );
}

function Screen({ reference, isPending, idEntity, page, onPageChange, onPageSizeChange }: {
  reference: PreloadedQuery<RouteQuery>; isPending: boolean; idEntity: string; page: { page: number; pageSize: number };
  onPageChange: (page: number) => void; onPageSizeChange: (size: number) => void;
}) {
  const { t, money, day, methodText, documentText } = useTransactionListTexts();
  const { pagination } = useAdminTexts();
  const data = usePreloadedQuery<RouteQuery>(CustomerPaymentsRouteQuery, reference);
  const advances = data.searchApplicableAdvances;
  return (
    <>
      <Card title={t(m.availableAdvances)}>
        {advances.length ? (
          <ul className={styles.chips} aria-label={t(m.availableAdvances)}>
            {advances.map((a) => (
              <li key={a.idAdvance}>
                <span className={styles.mono}>{a.document?.number ?? '—'}</span> · {day(a.advanceDate)} · {' '}
                {t(m.advanceAvailable, { available: money(a.availableAmount, a.currency), total: money(a.total, a.currency) })}
              </li>
            ))}
          </ul>
        ) : <p className={styles.muted}>{t(m.noAdvances)}</p>}
        {advances.length > 0 && (
          <p><Link href={`/cashier-transaction/payment/${idEntity}/search-reservations`}>{t(m.applyAdvances)}</Link></p>
        )}
      </Card>
      <DataTable
        label={t(m.payments)}
        columns={[
          { id: 'number', label: t(m.number), isRowHeader: true },
          { id: 'date', label: t(m.paymentDate) },
          { id: 'type', label: t(m.paymentType) },
          { id: 'document', label: t(m.paymentDocument) },
          { id: 'amount', label: t(m.amount), align: 'end' },
          { id: 'available', label: t(m.availableAmount), align: 'end' },
          { id: 'status', label: t(m.status) },
        ]}
        rows={data.searchPayments.data.map((row) => ({ ...row, id: row.idPayment }))}
        renderCell={(row, column) => {
          switch (column) {
            case 'number': return (
              <Link href={`/cashier-transaction/payment/${row.idPayment}/edit`}>
                {t(m.paymentTitle, { line: row.lineNumber, number: row.transactionNumber })}
              </Link>
            );
            case 'date': return day(row.paymentDate);
            case 'type': return methodText(row.method);
            case 'document': return row.document ? <span className={styles.mono}>{documentText(row.document.documentType)} {row.document.number}</span> : '—';
            case 'amount': return <span className={styles.mono}>{money(row.amount, row.currency)}</span>;
            // In the transaction's currency: the payment's own when no exchange was made.
            case 'available': return <span className={styles.mono}>{money(row.availableAmount, row.exchangeRate === '1' ? row.currency : null)}</span>;
            case 'status': return <TransactionStatusChip status={row.status} of="payment" />;
            default: return null;
          }
        }}
        isLoading={isPending}
        loadingLabel={t(adminMessages.loadingList)}
        emptyLabel={<EmptyState title={t(m.noCustomerPayments)} description={t(m.noCustomerPaymentsDescription)} />}
        pagination={{
          page: page.page, pageSize: page.pageSize, totalCount: data.searchPayments.count, onPageChange, onPageSizeChange,
          pageSizeOptions: PAGE_SIZES, ...pagination,
        }}
      />
    </>
  );
}
