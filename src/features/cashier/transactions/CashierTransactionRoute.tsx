import { useMachine } from '@xstate/react';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorTexts, serverErrorText, type ServerError } from '../../../app/errors/serverErrors';
import { graphql, useMutation } from 'react-relay';
import { Link, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import type { CashierTransactionRouteCompleteMutation as CompleteMutation } from '../../../__generated__/CashierTransactionRouteCompleteMutation.graphql';
import type { CashierTransactionRouteQuery as RouteQuery } from '../../../__generated__/CashierTransactionRouteQuery.graphql';
import { commitAsync } from '../../../app/graphqlErrors';
import * as adminStyles from '../../../app/list/AdminPage.css';
import { adminMessages } from '../../../app/list/adminMessages';
import { MissingRecord } from '../../../app/list/MissingRecord';
import { navMessages } from '../../../app/messages';
import { LoadingPage } from '../../../app/pages/LoadingPage';
import { useRouteData } from '../../../app/routeEntry';
import type { CompleteRequest, CompletedTransaction } from '../../../machines/cashierCart/cashierCartActors';
import { cashierCartMachine } from '../../../machines/cashierCart/cashierCartMachine';
import { Button } from '../../../ui/Button';
import { PageHeader } from '../../../ui/PageHeader';
import { TextArea } from '../../../ui/TextArea';
import { DAILY_CASHIER_HREF } from '../daily-cashier/useDailyCashierTexts';
import * as styles from './CashierTransaction.css';
import { CartAddNotice } from './CartAddNotice';
import { CartTotalsCard } from './CartTotalsCard';
import { cashierTransactionMessages as m } from './messages';
import { PayableItemsSearch, type PayableScope } from './PayableItemsSearch';
import { linesProblems } from './cashierMoney';
import { isRecordId } from './recordId';
import { PaymentsCart } from './PaymentsCart';
import { useCustomerAdvances } from './AdvancePaymentForm';
import { ReservationsCart } from './ReservationsCart';
import { TransactionResult } from './TransactionResult';

/** The day's cashier and the payment form's catalogs: the query of this screen's routes (routes.ts). */
const routeQuery = graphql`
  query CashierTransactionRouteQuery @preloadable {
    myDailyCashierToday { id status }
    currencies: getGeneralParameterValues(code: "CURRENCY") { idGeneralParameterValue code }
    banks: getGeneralParameterValues(code: "BANK") { idGeneralParameterValue code name nameEs }
  }
`;

type Completed = CompleteMutation['response']['completeCashierTransaction'];

/**
 * The cart machine's one server call over Relay; the card data travels in this request only. Its answer carries what
 * the result shows (TransactionResult's fragment), kept here by transaction: the machine holds plain data only.
 */
function useCompleteActor() {
  const [commit] = useMutation<CompleteMutation>(graphql`
    mutation CashierTransactionRouteCompleteMutation($data: CashierTransactionInput!) {
      completeCashierTransaction(data: $data) {
        id idCashierTransaction number changeAmount
        ...TransactionResult_transaction
      }
    }
  `);
  const [completed, setCompleted] = useState<Record<string, Completed>>({});
  const complete = useMemo(() => fromPromise<CompletedTransaction, CompleteRequest>(async ({ input }) => {
    const response = await commitAsync<CompleteMutation>(commit, { variables: { data: input } });
    const transaction = response.completeCashierTransaction;
    setCompleted((before) => ({ ...before, [transaction.idCashierTransaction]: transaction }));
    const { idCashierTransaction, number, changeAmount } = transaction;
    return { idCashierTransaction, number, changeAmount };
  }), [commit]);
  return { complete, completed };
}

/**
 * /cashier-transaction: the cashier finds the reservations to pay, puts their items and the payments in two carts
 * and completes the transaction. The cart-to-transaction flow (idempotency key, retry, server refusals) is the
 * cashierCart machine's; this screen only shows its context and sends it events. The payment routes render it with
 * a scope (a customer, a document) that its search starts from, and their own heading.
 */
export function CashierTransactionRoute({ title, description, scope, actions }: {
  title?: string; description?: string; scope?: PayableScope; actions?: ReactNode;
}) {
  const { formatMessage: t } = useIntl();
  // A reservation's Take payment: /cashier-transaction?reservation=LIM-000042 (the payment routes have their scope).
  const reservation = new URLSearchParams(useSearch()).get('reservation')?.trim() || undefined;
  return (
    <section className={adminStyles.page}>
      <PageHeader title={title ?? t(m.title)} description={description ?? t(m.description)} breadcrumbsLabel={t(adminMessages.breadcrumbs)}
        breadcrumbs={[
          { label: t(adminMessages.home), href: '/' }, { label: t(navMessages.payments) },
          { label: t(navMessages.paymentsList), href: '/cashier-transaction' },
        ]}
        actions={(
          <>
            {actions}
            <Link href="/cashier-transaction/transactions" className={styles.headerLink}>{t(m.viewTransactions)}</Link>
          </>
        )} />
      {scope && !isRecordId(Object.values(scope)[0] as string) ? <MissingRecord listHref="/cashier-transaction" /> : (
        <Suspense fallback={<LoadingPage />}>
          <Screen key={reservation} scope={scope} reservation={scope ? undefined : reservation} />
        </Suspense>
      )}
    </section>
  );
}

function Screen({ scope, reservation }: { scope?: PayableScope; reservation?: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const data = useRouteData<RouteQuery>(routeQuery);
  const { complete, completed } = useCompleteActor();
  const machine = useMemo(() => cashierCartMachine.provide({ actors: { complete } }), [complete]);
  const [snapshot, sendToCart, cart] = useMachine(machine, { input: { newKey: () => crypto.randomUUID() } });
  const advances = useCustomerAdvances();
  // The cart's customer and currency change only through its events: the open advance form follows them.
  const send: typeof sendToCart = (event) => {
    sendToCart(event);
    const [first] = cart.getSnapshot().context.items;
    advances.follow({ idEntity: first?.idEntity ?? null, idCurrency: first?.idCurrency ?? null });
  };
  const { items, payments, problems, notice, result, note } = snapshot.context;
  const open = data.myDailyCashierToday?.status === 'OPEN';
  const submitting = snapshot.matches('submitting');
  const editable = open && snapshot.matches('editing');
  const idCurrency = items[0]?.idCurrency ?? null;
  const currencyCode = data.currencies.find((c) => c.idGeneralParameterValue === idCurrency)?.code ?? '';
  const inCart = useMemo(() => new Set(items.map((i) => i.idReservationItem)), [items]);
  // A refusal's line problems belong to the lines as they were sent: tie them to the lines' keys when it arrives.
  const [refusal, setRefusal] = useState<{ notice: typeof notice; lines: Record<string, string> }>({ notice: null, lines: {} });
  if (refusal.notice !== notice) {
    const fields = notice?.kind === 'refused' ? fieldErrorTexts(intl, notice.error) : {};
    setRefusal({ notice, lines: linesProblems(fields, payments.map((p) => p.key)) });
  }
  // What is marked on its line is not repeated under the heading.
  const onLine = (path: string) => Number(/^payments\.(\d+)/.exec(path)?.[1] ?? -1) in payments;
  const bannerFields = notice?.kind === 'refused' ? Object.entries(fieldErrorTexts(intl, notice.error)).filter(([path]) => !onLine(path)) : [];
  // SPEC.md section 8's payment messages in the reader's language; a failure the server only logged is SPEC's
  // 'Could not create cashier transaction'; any other refusal says its reason or code with its figures.
  const refusalHeading = (error: ServerError) => {
    if (error.code === 'NO_DAILY_CASHIER_OPEN') return t(m.refusedNoDailyCashier);
    if (error.code === 'NO_EXCHANGE_RATE') return t(m.refusedNoExchangeRate);
    if (error.reason === 'ERROR') return t(m.refusedCouldNotCreate);
    return serverErrorText(intl, error) ?? t(m.refusedCouldNotCreate);
  };

  return (
    <>
      {!open && (
        <p className={adminStyles.alert} role="alert">
          {t(m.noDailyCashier)} <Link href={DAILY_CASHIER_HREF}>{t(m.openDailyCashier)}</Link>
        </p>
      )}
      <CartAddNotice notice={notice} />
      {notice?.kind === 'refused' && (
        <div className={adminStyles.alert} role="alert">
          <p className={styles.strong}>{refusalHeading(notice.error)}</p>
          {bannerFields.map(([path, message]) => <p key={path} className={styles.muted}>{message}</p>)}
        </div>
      )}
      {snapshot.matches('failed') && notice?.kind === 'failed' && (
        <div className={adminStyles.alert} role="alert">
          <p>{t(m.failed)}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onPress={() => send({ type: 'DISMISS' })}>{t(m.dismiss)}</Button>
            <Button variant="primary" onPress={() => send({ type: 'RETRY' })}>{t(m.retry)}</Button>
          </div>
        </div>
      )}
      {/* The search is unmounted while the result shows, so a new cart reads the pending amounts again. */}
      {result ? (
        completed[result.idCashierTransaction] && (
          <TransactionResult transaction={completed[result.idCashierTransaction]} onNew={() => send({ type: 'NEW' })} />
        )
      ) : (
        <div className={styles.layout}>
          <div className={styles.column}>
            <PayableItemsSearch inCart={inCart} send={send} isDisabled={!editable} scope={scope} reservation={reservation} />
            <ReservationsCart items={items} problems={problems} currencyCode={currencyCode} send={send} isDisabled={!editable} />
          </div>
          <div className={styles.column}>
            <PaymentsCart items={items} payments={payments} problems={problems} refusedLines={refusal.lines}
              currencies={data.currencies} banks={data.banks}
              idCurrency={idCurrency} idEntity={items[0]?.idEntity ?? null} advances={advances} send={send} isDisabled={!editable} />
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
