import { graphql, useFragment } from 'react-relay';
import type { ItemMarginCell_item$key } from '../../../__generated__/ItemMarginCell_item.graphql';
import { formatPercent } from '../../../app/format';
import * as listStyles from '../../../app/list/AdminPage.css';
import * as styles from '../Reservations.css';
import { useReservationTexts } from '../useReservationTexts';
import { marginMessages as m } from './messages';

const itemMarginFragment = graphql`
  fragment ItemMarginCell_item on ReservationItem {
    margin { selling cost costSource margin marginPercent currency { code } }
  }
`;

/** A service's margin (amount and percent) over its cost and where the cost comes from. */
export function ItemMarginCell({ item }: { item: ItemMarginCell_item$key }) {
  const { t, intl, money } = useReservationTexts();
  const { margin } = useFragment(itemMarginFragment, item);
  if (!margin) return null;
  const currency = margin.currency?.code;
  if (margin.costSource === 'NONE' || margin.margin == null || margin.cost == null) {
    return <span className={styles.muted}>{t(m.noCost)}</span>;
  }
  const source = margin.costSource === 'INVOICED' ? m.costINVOICED : m.costEXPECTED;
  return (
    <span className={styles.serviceCell}>
      <span className={listStyles.amount}>
        {money(margin.margin, currency)}
        {margin.marginPercent != null && ` · ${formatPercent(intl.locale, margin.marginPercent)}`}
      </span>
      <span className={`${styles.muted} ${listStyles.amount}`}>{t(source, { amount: money(margin.cost, currency) })}</span>
    </span>
  );
}
