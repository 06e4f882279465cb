import { useIntl } from 'react-intl';
import * as styles from '../../app/list/AdminPage.css';
import { statusMessage } from '../../app/reservationStatus';

const TONES: Record<string, 'brand' | 'accent' | 'muted' | 'danger'> = {
  QUOTE: 'muted', PENDING: 'muted', CONFIRMED: 'brand', PARTIALLY_PAID: 'accent', PAID: 'accent', CANCELLED: 'danger',
};

/** A reservation's or an item's status (both enums share the chip). */
export function ReservationStatusChip({ status }: { status: string }) {
  const intl = useIntl();
  return <span className={styles.chip({ tone: TONES[status] ?? 'muted' })}>{intl.formatMessage(statusMessage(status))}</span>;
}
