import { useMachine } from '@xstate/react';
import { Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import type { CashierTransactionRouteCompleteMutation as CompleteMutation } from '../../__generated__/CashierTransactionRouteCompleteMutation.graphql';
import type { CashierTransactionRouteQuery as RouteQuery } from '../../__generated__/CashierTransactionRouteQuery.graphql';
import { commitAsync } from '../../app/graphqlErrors';
import * as adminStyles from '../../app/list/AdminPage.css';
import { adminMessages } from '../../app/list/adminMessages';
import { navMessages } from '../../app/messages';
import { LoadingPage } from '../../app/pages/LoadingPage';
import type { CompleteRequest, CompletedTransaction } from '../../machines/cashierCart/cashierCartActors';
import { cashierCartMachine } from '../../machines/cashierCart/cashierCartMachine';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { TextArea } from '../../ui/TextArea';
import { DAILY_CASHIER_HREF } from '../daily-cashier/useDailyCashierTexts';
import * as styles from './CashierTransaction.css';
import { CartTotalsCard } from './CartTotalsCard';
import { cashierTransactionMessages as m } from './messages';
import { PayableItemsSearch } from './PayableItemsSearch';
import { PaymentsCart } from './PaymentsCart';
import { ReservationsCart } from './ReservationsCart';
import { TransactionResult } from './TransactionResult';

const routeQuery = graphql`
  query CashierTransactionRouteQuery {
    myDailyCashierToday { id status }
    currencies: getGeneralParameterValues(code: "CURRENCY") { idGeneralParameterValue code }
  }
`;

/** The cart machine's one server call over Relay; the card data travels in this request only. */
function useCompleteActor() {
  const [commit] = useMutation<CompleteMutation>(graphql`
    mutation CashierTransactionRouteCompleteMutation($data: CashierTransactionInput!) {
      completeCashierTransaction(data: $data) {
        id idCashierTransaction number changeAmount itemsTotal paidTotal currency { code }
        documents { idFiscalDocument documentType series correlative number total currency { code } }
      }
    }
  `);
  return useMemo(() => fromPromise<CompletedTransaction, CompleteRequest>(async ({ input }) => {
    const response = await commitAsync<CompleteMutation>(commit, { variables: { data: input } });
    const { idCashierTransaction, number, changeAmount } = response.completeCashierTransaction;
    return { idCashierTransaction, number, changeAmount };
  }), [commit]);
}

/**
 * /cashier-transaction: the cashier finds the reservations to pay, puts their items and the payments in two carts
 * and completes the transaction. The cart-to-transaction flow (idempotency key, retry, server refusals) is the
 * cashierCart machine's; this screen only shows its context and sends it events.
 */
export function CashierTransactionRoute() {
  const { formatMessage: t } = useIntl();
  return (
    <section className={adminStyles.page}>
      <PageHeader title={t(m.title)} description={t(m.description)} breadcrumbsLabel={t(adminMessages.breadcrumbs)}
        breadcrumbs={[
          { label: t(adminMessages.home), href: '/' }, { label: t(navMessages.payments) },
          { label: t(navMessages.paymentsList), href: '/cashier-transaction' },
        ]}
        actions={<Link href="/cashier-transaction/transactions" className={styles.headerLink}>{t(m.viewTransactions)}</Link>} />
      <Suspense fallback={<LoadingPage />}>
        <Screen />
      </Suspense>
    </section>
  );
}

function Screen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const data = useLazyLoadQuery<RouteQuery>(routeQuery, {}, { fetchPolicy: 'store-and-network' });
  const complete = useCompleteActor();
  const machine = useMemo(() => cashierCartMachine.provide({ actors: { complete } }), [complete]);
  const [snapshot, send] = useMachine(machine, { input: { newKey: () => crypto.randomUUID() } });
  const { items, payments, problems, notice, result, note } = snapshot.context;
  const open = data.myDailyCashierToday?.status === 'OPEN';
  const submitting = snapshot.matches('submitting');
  const editable = open && snapshot.matches('editing');
  const idCurrency = items[0]?.idCurrency ?? null;
  const currencyCode = data.currencies.find((c) => c.idGeneralParameterValue === idCurrency)?.code ?? '';
  const inCart = useMemo(() => new Set(items.map((i) => i.idReservationItem)), [items]);

  return (
    <>
      {!open && (
        <p className={adminStyles.alert} role="alert">
          {t(m.noDailyCashier)} <Link href={DAILY_CASHIER_HREF}>{t(m.openDailyCashier)}</Link>
        </p>
      )}
      {notice?.kind === 'otherCustomer' && <p className={adminStyles.notice} role="status">{t(m.otherCustomer)}</p>}
      {notice?.kind === 'refused' && (
        <div className={adminStyles.alert} role="alert">
          <p className={styles.strong}>{notice.detail}</p>
          {Object.entries(notice.fields).map(([path, message]) => <p key={path} className={styles.muted}>{message}</p>)}
        </div>
      )}
      {snapshot.matches('failed') && notice?.kind === 'failed' && (
        <div className={adminStyles.alert} role="alert">
          <p>{t(m.failed, { detail: notice.detail })}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => send({ type: 'DISMISS' })}>{t(m.dismiss)}</Button>
            <Button variant="primary" onPress={() => send({ type: 'RETRY' })}>{t(m.retry)}</Button>
          </div>
        </div>
      )}
      {/* The search is unmounted while the result shows, so a new cart reads the pending amounts again. */}
      {result ? (
        <Suspense fallback={<LoadingPage />}>
          <TransactionResult idCashierTransaction={result.idCashierTransaction} onNew={() => send({ type: 'NEW' })} />
        </Suspense>
      ) : (
        <div className={styles.layout}>
          <div className={styles.column}>
            <PayableItemsSearch inCart={inCart} send={send} isDisabled={!editable} />
            <ReservationsCart items={items} problems={problems} currencyCode={currencyCode} send={send} isDisabled={!editable} />
          </div>
          <div className={styles.column}>
            <PaymentsCart payments={payments} problems={problems} currencies={data.currencies} idCurrency={idCurrency}
              send={send} isDisabled={!editable} />
            <CartTotalsCard items={items} payments={payments} idCurrency={idCurrency} currencyCode={currencyCode}>
              <TextArea label={t(m.note)} value={note} onChange={(value) => send({ type: 'SET_NOTE', note: value })}
                isDisabled={!editable} rows={2} />
              <div className={styles.actions}>
                <Button variant="primary" isDisabled={!editable} onPress={() => send({ type: 'SUBMIT' })}>
                  {submitting ? t(m.completing) : t(m.complete)}
                </Button>
              </div>
            </CartTotalsCard>
          </div>
        </div>
      )}
    </>
  );
}
