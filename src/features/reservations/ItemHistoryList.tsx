import { graphql, useFragment } from 'react-relay';
import type { ItemHistoryList_item$key } from '../../__generated__/ItemHistoryList_item.graphql';
import { Card } from '../../ui/Card';
import { changedFields } from './historyDiff';
import { itemMessages as im } from './itemMessages';
import { operationMessage, reservationMessages as m } from './messages';
import * as styles from './Reservations.css';
import { useRevertChange } from './RevertChangeDialog';
import { useReservationTexts } from './useReservationTexts';

/** History keys (the server's item row) → their names in the history line; bookkeeping ones are left out. */
const FIELD_TEXT: Record<string, keyof typeof im> = {
  idProductInstance: 'fieldIdProductInstance', serviceDate: 'fieldServiceDate', nights: 'fieldNights', quantity: 'fieldQuantity',
  status: 'fieldStatus', idRateInstance: 'fieldIdRateInstance', unitPrice: 'fieldUnitPrice', amount: 'fieldAmount',
  pendingAmount: 'fieldPendingAmount', priceOverridden: 'fieldPriceOverridden', overrideReason: 'fieldOverrideReason',
};

/** An item's changes, newest first; the one the server allows to revert offers Revert behind a confirmation. */
export function ItemHistoryList({ item, canRevert, onReverted }: {
  item: ItemHistoryList_item$key; canRevert: boolean; onReverted: () => void;
}) {
  const { t, moment } = useReservationTexts();
  const data = useFragment(graphql`
    fragment ItemHistoryList_item on ReservationItem {
      history { idReservationHistory operation before after canRevert createdAt createdBy }
    }
  `, item);
  const { revertButton, revertDialog } = useRevertChange({
    canRevert,
    texts: {
      title: t(im.revertTitle), message: t(im.revertMessage), confirm: t(im.revert), cancel: t(im.keep),
      reverted: t(im.reverted), failed: t(im.revertFailed),
    },
    onReverted,
  });
  return (
    <Card title={t(m.historySection)}>
      {data.history.length === 0 ? <p className={styles.muted}>{t(m.historyEmpty)}</p> : (
        <ul className={styles.remarks} aria-label={t(m.historySection)}>
          {data.history.map((entry) => {
            // In the order a person reads an item (service and date first), not the row's column order.
            const changed = changedFields(entry.before, entry.after);
            const fields = Object.keys(FIELD_TEXT).filter((f) => changed.includes(f));
            const operation = operationMessage(entry.operation);
            return (
              <li key={entry.idReservationHistory} className={styles.remark}>
                <div>{operation ? t(operation) : entry.operation}</div>
                {fields.length > 0 && (
                  <div className={styles.muted}>{t(im.changed, { fields: fields.map((f) => t(im[FIELD_TEXT[f]])).join(', ') })}</div>
                )}
                <div className={styles.muted}>{t(m.remarkBy, { when: moment(entry.createdAt), who: entry.createdBy ?? '—' })}</div>
                {revertButton(entry)}
              </li>
            );
          })}
        </ul>
      )}
      {revertDialog}
    </Card>
  );
}
