import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ItemEditDialogQuery } from '../../__generated__/ItemEditDialogQuery.graphql';
import type { EditorNotice, ItemChanges } from '../../machines/reservationEditor/reservationEditorTypes';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { DatePicker } from '../../ui/DatePicker';
import { Dialog } from '../../ui/Dialog';
import { MoneyField } from '../../ui/MoneyField';
import { NumberField } from '../../ui/NumberField';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { reservationMessages as m } from './messages';
import * as styles from './Reservations.css';
import { useNoticeText } from './useNoticeText';
import { useItemRates } from './useItemRates';
import { useReservationTexts } from './useReservationTexts';

const AUTO = 'auto';

/**
 * The item edit dialog (the machine's editingItem state): date, nights, quantity, the rate that prices it and, for
 * RESADM and ADMIN, a manual unit price with its reason. Only what changed is sent.
 */
export function ItemEditDialog({ idReservation, idReservationItem, canOverride, saving, notice, onSave, onCancel }: {
  idReservation: string; idReservationItem: string; canOverride: boolean; saving: boolean; notice: EditorNotice | null;
  onSave: (changes: ItemChanges) => void; onCancel: () => void;
}) {
  const { t } = useReservationTexts();
  const noticeText = useNoticeText();
  const data = useLazyLoadQuery<ItemEditDialogQuery>(graphql`
    query ItemEditDialogQuery($id: ID!, $idReservation: ID!) {
      getReservationById(id: $idReservation) { currency { code } }
      getReservationItemById(id: $id) {
        itemNumber serviceDate nights quantity unitPrice idRateInstance priceOverridden overrideReason
        rate { code }
        instance { idProductInstance name product { name } }
      }
    }
  `, { id: idReservationItem, idReservation }, { fetchPolicy: 'network-only' });
  const item = data.getReservationItemById;
  const [serviceDate, setServiceDate] = useState(item?.serviceDate ?? null);
  const [nights, setNights] = useState<number | null>(item?.nights ?? 1);
  const [quantity, setQuantity] = useState<number | null>(item?.quantity ?? 1);
  const [rate, setRate] = useState<string>(item?.idRateInstance ?? AUTO);
  const [override, setOverride] = useState(Boolean(item?.priceOverridden));
  const [unitPrice, setUnitPrice] = useState(item?.unitPrice ?? '');
  const [reason, setReason] = useState(item?.overrideReason ?? '');
  const rates = useItemRates(item?.instance.idProductInstance ?? null, serviceDate);
  if (!item) return null;
  const current = item.idRateInstance ? [{ id: item.idRateInstance, label: item.rate?.code ?? item.idRateInstance }] : [];
  const rateItems = [{ id: AUTO, label: t(m.rateAuto) }, ...current, ...rates.filter((r) => r.id !== item.idRateInstance)];
  const changes = (): ItemChanges => {
    const out: ItemChanges = {};
    if (serviceDate && serviceDate !== item.serviceDate) out.serviceDate = serviceDate;
    if (nights != null && nights !== item.nights) out.nights = nights;
    if (quantity != null && quantity !== item.quantity) out.quantity = quantity;
    if (rate !== AUTO && rate !== item.idRateInstance) out.idRateInstance = rate;
    if (override && (unitPrice !== item.unitPrice || reason !== (item.overrideReason ?? ''))) {
      out.unitPrice = unitPrice;
      out.overrideReason = reason.trim();
    }
    return out;
  };
  const reasonMissing = override && !reason.trim();
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onCancel()} title={t(m.itemDialogTitle, { number: item.itemNumber })} size="md"
      footer={(
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={saving}>{t(m.cancelEdit)}</Button>
          <Button isPending={saving} isDisabled={reasonMissing} onPress={() => onSave(changes())}>{t(m.save)}</Button>
        </>
      )}>
      <div className={styles.formGrid}>
        <TextField label={t(m.service)} value={`${item.instance.product.name} › ${item.instance.name}`} isReadOnly />
        <DatePicker label={t(m.serviceDate)} value={serviceDate} onChange={setServiceDate} isRequired />
        <NumberField label={t(m.nights)} value={nights} onChange={setNights} minValue={1} />
        <NumberField label={t(m.quantity)} value={quantity} onChange={setQuantity} minValue={1} />
        <Select label={t(m.rate)} selectedKey={rate} onSelectionChange={(key) => setRate(String(key ?? AUTO))}
          items={rateItems} />
        {canOverride && <Checkbox isSelected={override} onChange={setOverride} label={t(m.overridePrice)} />}
        {canOverride && override && (
          <>
            <MoneyField label={t(m.unitPrice)} value={unitPrice} onChange={setUnitPrice} currency={data.getReservationById?.currency?.code ?? ''} />
            <TextField label={t(m.overrideReason)} value={reason} onChange={setReason} isRequired
              errorMessage={reasonMissing ? t(m.required) : undefined} />
          </>
        )}
      </div>
      {notice && <p role="alert" className={styles.banner}>{noticeText(notice)}</p>}
    </Dialog>
  );
}
