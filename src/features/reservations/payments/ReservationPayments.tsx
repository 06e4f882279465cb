import { graphql, useFragment } from 'react-relay';
import { Link } from 'wouter';
import type { ReservationPayments_query$key } from '../../../__generated__/ReservationPayments_query.graphql';
import type {
  ReservationPayments_reservation$data as ReservationData, ReservationPayments_reservation$key,
} from '../../../__generated__/ReservationPayments_reservation.graphql';
import { useNavigateShortcut } from '../../../app/shortcuts/useScreenShortcuts';
import { Card } from '../../../ui/Card';
import { button } from '../../../ui/Button.css';
import { useReservationTexts } from '../useReservationTexts';
import { reservationPaymentMessages as m } from './messages';
import * as styles from './ReservationPayments.css';
import { paymentOffer, takePaymentHref } from './takePayment';

const reservationFragment = graphql`
  fragment ReservationPayments_reservation on Reservation {
    code
    status
    pendingAmount
    currency { code }
    payments {
      amount
      payment {
        idPayment paymentDate method status cardBrand cardLast4 depositNumber transactionNumber
        document { documentType number }
      }
    }
  }
`;

const queryFragment = graphql`
  fragment ReservationPayments_query on Query {
    paymentOperations: allowedOperations(names: ["searchCashierTransactions"])
  }
`;

const METHOD = { CASH: m.methodCASH, CARD: m.methodCARD, DEPOSIT: m.methodDEPOSIT, ADVANCE: m.methodADVANCE } as const;
const DOCUMENT = { INVOICE: m.docINVOICE, RECEIPT: m.docRECEIPT, CREDIT_NOTE: m.docCREDIT_NOTE } as const;

/** The editor's payments section, from the editor query's fragments. */
export function ReservationPayments({ reservation, query, mayTakePayment }: {
  reservation: ReservationPayments_reservation$key; query: ReservationPayments_query$key; mayTakePayment: boolean;
}) {
  const data = useFragment(reservationFragment, reservation);
  const mayOpenTransactions = useFragment(queryFragment, query).paymentOperations.includes('searchCashierTransactions');
  return <ReservationPaymentsCard reservation={data} mayTakePayment={mayTakePayment} mayOpenTransactions={mayOpenTransactions} />;
}

/**
 * The reservation's payments (date, method, document, its share of the payment, link to the cashier transaction) and
 * Take payment, which opens the cashier cart with the reservation's payable items in it.
 */
export function ReservationPaymentsCard({ reservation: r, mayTakePayment, mayOpenTransactions }: {
  reservation: Omit<ReservationData, ' $fragmentType'>; mayTakePayment: boolean; mayOpenTransactions: boolean;
}) {
  const { t, money, day } = useReservationTexts();
  const offer = paymentOffer(r.status, r.pendingAmount, mayTakePayment);
  useNavigateShortcut('takePayment', offer === 'take' ? takePaymentHref(r.code) : null);
  const currency = r.currency?.code ?? null;
  // A value a newer server sends that this screen does not know reads as itself.
  const text = (map: Record<string, typeof m.title>, key: string) => (Object.hasOwn(map, key) ? t(map[key]) : key);
  return (
    <Card title={t(m.title)} actions={offer === 'take' && (
      <Link href={takePaymentHref(r.code)} className={button({ variant: 'primary', size: 'sm' })}
        aria-label={t(m.takePaymentOf, { code: r.code })}>{t(m.takePayment)}</Link>
    )}>
      <div className={styles.summary}>
        <span className={styles.strong}>{t(m.pending, { amount: money(r.pendingAmount, currency) })}</span>
        {offer === 'confirmFirst' && <span className={styles.muted} role="note">{t(m.quoteFirst)}</span>}
      </div>
      {r.payments.length === 0 ? <p className={styles.muted}>{t(m.empty)}</p> : (
        <ul className={styles.list} aria-label={t(m.listLabel, { code: r.code })}>
          {r.payments.map(({ amount, payment: p }) => {
            const voided = p.status === 'VOIDED';
            const detail = p.cardLast4 ? `${p.cardBrand ?? ''} •••• ${p.cardLast4}` : p.depositNumber;
            return (
              <li key={p.idPayment} className={voided ? styles.voided : styles.row}>
                <span className={styles.main}>
                  <span className={styles.strong}>
                    {day(p.paymentDate)} · {text(METHOD, p.method)}{detail ? ` · ${detail}` : ''}{voided ? ` · ${t(m.voided)}` : ''}
                  </span>
                  <span className={styles.muted}>
                    {p.document ? `${text(DOCUMENT, p.document.documentType)} ${p.document.number}` : t(m.noDocument)}
                    {' · '}
                    {mayOpenTransactions ? (
                      <Link href={`/cashier-transaction/transactions?q=${p.transactionNumber}`}>
                        {t(m.transaction, { number: p.transactionNumber })}
                      </Link>
                    ) : t(m.transaction, { number: p.transactionNumber })}
                  </span>
                </span>
                <span className={voided ? `${styles.amount} ${styles.struck}` : styles.amount}>{money(amount, currency)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
