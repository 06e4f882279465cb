import * as adminStyles from '../../../app/list/AdminPage.css';
import { useTransactionListTexts } from './useTransactionListTexts';

const TONES = { COMPLETED: 'accent', ACTIVE: 'accent', PARTIALLY_VOIDED: 'brand', VOIDED: 'danger' } as const;

/** A transaction's or a payment's status: completed and active stand out, voided reads as a warning. */
export function TransactionStatusChip({ status, of = 'transaction' }: { status: string; of?: 'transaction' | 'payment' }) {
  const { statusText } = useTransactionListTexts();
  const tone = TONES[status as keyof typeof TONES] ?? 'muted';
  return <span className={adminStyles.chip({ tone })}>{statusText(status, of)}</span>;
}
