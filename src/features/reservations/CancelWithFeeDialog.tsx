import { Suspense, useState, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type {
  CancelWithFeeDialogQuery as FeesQuery, CancelWithFeeDialogQuery$data as FeesData,
} from '../../__generated__/CancelWithFeeDialogQuery.graphql';
import type { DialogQuery } from '../../app/dialogs/useDialogQuery';
import { ErrorBoundary } from '../../app/pages/ErrorBoundary';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { InlineSpinner } from '../../ui/InlineSpinner';
import { TextArea } from '../../ui/TextArea';
import { formatPercent } from '../../app/format';
import * as styles from './CancelWithFee.css';
import { cancellationMessages as cm } from './cancellationMessages';
import { reservationMessages as m } from './messages';
import { useReservationTexts } from './useReservationTexts';

export const MAX_CANCELLATION_REASON = 500;

/** The fees the server would charge now, with what the dialog names each item by, in one request. */
const CancelWithFeeDialogQuery = graphql`
  query CancelWithFeeDialogQuery($idReservation: ID!, $idReservationItem: ID, $id: ID!) @preloadable {
    reservationCancellationFees(idReservation: $idReservation, idReservationItem: $idReservationItem) {
      total
      items { idReservationItem daysBefore feePercentage fee }
    }
    getReservationById(id: $id) {
      currency { code }
      items { idReservationItem itemNumber status amount instance { name product { name } } }
    }
  }
`;

// The openers' loaders live apart (./dialogQueries), so the screens opening this dialog load its code with it.
export { cancelFeesVariables, useCancelFees } from './dialogQueries';

/** The reason rule of the server: optional unless `required`, at most 500 characters once trimmed. */
export function reasonProblem(reason: string, required: boolean) {
  const text = reason.trim();
  if (required && !text) return cm.reasonRequired;
  if (text.length > MAX_CANCELLATION_REASON) return cm.reasonTooLong;
  return null;
}

/**
 * Cancelling an item or the whole reservation: the fee each confirmed item pays under its rate's cancellation policy
 * is asked of the server as the dialog opens (the opener starts `fees`, the same calculation the cancellation charges)
 * and shown before the person confirms; confirming waits for it. The reason is required for a reservation and optional
 * for an item.
 */
export function CancelWithFeeDialog({ fees, title, message, confirmLabel, reasonRequired, onConfirm, onClose }: {
  /** The fees query the opener started (useCancelFees). */
  fees: DialogQuery<FeesQuery>;
  title: string;
  message: string;
  confirmLabel: string;
  reasonRequired: boolean;
  onConfirm: (reason: string | null) => void;
  onClose: () => void;
}) {
  const { t, money } = useReservationTexts();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const problem = reasonProblem(reason, reasonRequired);
  const confirm = () => {
    setTried(true);
    if (problem) return;
    onConfirm(reason.trim() || null);
  };
  const waiting = <Button variant="danger" isDisabled>{confirmLabel}</Button>;
  const reference = fees.reference;

  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={title} role="alertdialog" size="md" isDismissable={false}
      footer={(
        <>
          <Button variant="secondary" onPress={onClose}>{t(m.keep)}</Button>
          {/* Enabled once the fees arrived: the button reads the same query and waits for it. */}
          <ErrorBoundary resetKey={fees.loadKey} fallback={() => waiting}>
            <Suspense fallback={waiting}>
              {reference ? <FeesReady reference={reference}><Button variant="danger" onPress={confirm}>{confirmLabel}</Button></FeesReady> : waiting}
            </Suspense>
          </ErrorBoundary>
        </>
      )}>
      <div className={styles.body}>
        <p className={styles.message}>{message}</p>
        <ErrorBoundary resetKey={fees.loadKey} fallback={() => (
          <div role="alert" className={styles.error}>
            {t(cm.feesFailed)}
            <Button size="sm" variant="secondary" onPress={fees.retry}>{t(cm.retry)}</Button>
          </div>
        )}>
          <Suspense fallback={<p className={styles.status} role="status"><InlineSpinner muted /> {t(cm.loadingFees)}</p>}>
            {reference && <FeeList reference={reference} money={money} />}
          </Suspense>
        </ErrorBoundary>
        <TextArea label={t(reasonRequired ? cm.reason : cm.reasonOptional)} description={t(cm.reasonHelp)} isRequired={reasonRequired}
          value={reason} onChange={setReason} rows={2} errorMessage={tried && problem ? t(problem) : undefined} />
      </div>
    </Dialog>
  );
}

/** Shows its children once the fees answered (suspends meanwhile, throws to the boundary when they failed). */
function FeesReady({ reference, children }: { reference: PreloadedQuery<FeesQuery>; children: ReactNode }) {
  usePreloadedQuery<FeesQuery>(CancelWithFeeDialogQuery, reference);
  return children;
}

/** Each item's fee and why (days left, the tier's percentage of its amount), then the total. */
function FeeList({ reference, money }: {
  reference: PreloadedQuery<FeesQuery>; money: (amount: string | null | undefined, currency?: string | null) => string;
}) {
  const { t, intl } = useReservationTexts();
  const data: FeesData = usePreloadedQuery<FeesQuery>(CancelWithFeeDialogQuery, reference);
  const currency = data.getReservationById?.currency?.code;
  const items = new Map((data.getReservationById?.items ?? []).map((item) => [item.idReservationItem, item]));
  const { total, items: fees } = data.reservationCancellationFees;
  const why = (fee: (typeof fees)[number], amount: string | undefined, status: string | undefined) => {
    if (status === 'PENDING') return t(cm.pendingNoFee);
    const when = fee.daysBefore < 0 ? t(cm.servicePassed) : t(cm.daysLeft, { days: fee.daysBefore });
    const what = fee.feePercentage == null ? t(cm.noPolicyFee)
      : t(cm.tierApplies, { percent: formatPercent(intl.locale, fee.feePercentage), amount: money(amount, currency) });
    return `${when} · ${what}`;
  };
  return (
    <>
      <dl className={styles.fees} aria-label={t(cm.feesTable)}>
        {fees.map((fee) => {
          const item = items.get(fee.idReservationItem);
          return (
            <div key={fee.idReservationItem} className={styles.feeLine}>
              <dt className={styles.feeWhat}>
                <span>{t(cm.itemLine, { number: item?.itemNumber ?? '' })} · {item?.instance.product.name} › {item?.instance.name}</span>
                <span className={styles.feeWhy}>{why(fee, item?.amount, item?.status)}</span>
              </dt>
              <dd className={styles.amount}>{money(fee.fee, currency)}</dd>
            </div>
          );
        })}
        <div className={styles.feeTotal}>
          <dt>{t(cm.totalFee)}</dt>
          <dd className={styles.amount} data-testid="cancellation-fee-total">{money(total, currency)}</dd>
        </div>
      </dl>
      {/^0+(\.0+)?$/.test(total) && <p className={styles.message}>{t(cm.freeCancellation)}</p>}
    </>
  );
}
