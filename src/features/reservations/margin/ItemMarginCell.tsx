import { formatPercent } from '../../../app/format';
import * as listStyles from '../../../app/list/AdminPage.css';
import * as styles from '../Reservations.css';
import { useReservationTexts } from '../useReservationTexts';
import { marginMessages as m } from './messages';

interface ServiceMargin {
  readonly cost: string | null | undefined;
  readonly costSource: string;
  readonly margin: string | null | undefined;
  readonly marginPercent: string | null | undefined;
  readonly currency: { readonly code: string } | null | undefined;
}

/** A service's margin (amount and percent) over its cost and where the cost comes from. */
export function ItemMarginCell({ margin }: { margin: ServiceMargin }) {
  const { t, intl, money } = useReservationTexts();
  const currency = margin.currency?.code;
  if (margin.costSource === 'NONE' || margin.margin == null || margin.cost == null) {
    return <span className={styles.muted}>{t(m.noCost)}</span>;
  }
  return (
    <span className={styles.serviceCell}>
      <span className={listStyles.amount}>
        {money(margin.margin, currency)}
        {margin.marginPercent != null && ` · ${formatPercent(intl.locale, margin.marginPercent)}`}
      </span>
      <span className={`${styles.muted} ${listStyles.amount}`}>
        {t(margin.costSource === 'INVOICED' ? m.costINVOICED : m.costEXPECTED, { amount: money(margin.cost, currency) })}
      </span>
    </span>
  );
}
