import { useMemo, useState } from 'react';
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
import * as dialogStyles from './ItemEditDialog.css';
import { itemMessages as im } from './itemMessages';
import { ItemScheduleFields } from './ItemScheduleFields';
import { ItemServicePicker, type PickedService } from './ItemServicePicker';
import { reservationMessages as m } from './messages';
import * as styles from './Reservations.css';
import { useItemPricePreview, type PricePreview } from './useItemPricePreview';
import { useItemRates } from './useItemRates';
import { useNoticeText } from './useNoticeText';
import { useReservationTexts } from './useReservationTexts';
import { parseServiceTime } from './serviceTime';

const AUTO = 'auto';

/**
 * The item edit dialog (the machine's editingItem state): date and time, service (another instance, found with its
 * availability and price), nights, quantity, the rate that prices it, the supplier's confirmation and, for RESADM and
 * ADMIN, a manual unit price with its reason. The new price is previewed before saving; only what changed is sent.
 */
export function ItemEditDialog({ idReservation, idReservationItem, canOverride, saving, notice, onSave, onCancel }: {
  idReservation: string; idReservationItem: string; canOverride: boolean; saving: boolean; notice: EditorNotice | null;
  onSave: (changes: ItemChanges) => void; onCancel: () => void;
}) {
  const { t } = useReservationTexts();
  const noticeText = useNoticeText();
  const data = useLazyLoadQuery<ItemEditDialogQuery>(graphql`
    query ItemEditDialogQuery($id: ID!, $idReservation: ID!) {
      getReservationById(id: $idReservation) { idEntity currency { code } }
      getReservationItemById(id: $id) {
        itemNumber serviceDate serviceTime supplierReference nights quantity unitPrice amount idRateInstance priceOverridden overrideReason
        rate { code }
        instance { idProductInstance name product { name } }
      }
    }
  `, { id: idReservationItem, idReservation }, { fetchPolicy: 'network-only' });
  const item = data.getReservationItemById;
  const currency = data.getReservationById?.currency?.code ?? '';
  const [serviceDate, setServiceDate] = useState(item?.serviceDate ?? null);
  const [service, setService] = useState<PickedService | null>(null);
  const [time, setTime] = useState(item?.serviceTime ?? '');
  const [reference, setReference] = useState(item?.supplierReference ?? '');
  const [nights, setNights] = useState<number | null>(item?.nights ?? 1);
  const [quantity, setQuantity] = useState<number | null>(item?.quantity ?? 1);
  const [rate, setRate] = useState<string>(item?.idRateInstance ?? AUTO);
  const [override, setOverride] = useState(Boolean(item?.priceOverridden));
  const [unitPrice, setUnitPrice] = useState(item?.unitPrice ?? '');
  const [reason, setReason] = useState(item?.overrideReason ?? '');
  const rates = useItemRates(service?.idProductInstance ?? item?.instance.idProductInstance ?? null, serviceDate);
  const changes = useMemo((): ItemChanges => {
    const out: ItemChanges = {};
    if (!item) return out;
    if (serviceDate && serviceDate !== item.serviceDate) out.serviceDate = serviceDate;
    const parsedTime = parseServiceTime(time);
    if (parsedTime.valid && parsedTime.value !== (item.serviceTime ?? null)) out.serviceTime = parsedTime.value;
    if (reference.trim() !== (item.supplierReference ?? '')) out.supplierReference = reference.trim() || null;
    if (service && service.idProductInstance !== item.instance.idProductInstance) out.idProductInstance = service.idProductInstance;
    if (nights != null && nights !== item.nights) out.nights = nights;
    if (quantity != null && quantity !== item.quantity) out.quantity = quantity;
    if (rate !== AUTO && rate !== item.idRateInstance) out.idRateInstance = rate;
    if (override && (unitPrice !== item.unitPrice || reason !== (item.overrideReason ?? ''))) {
      out.unitPrice = unitPrice;
      out.overrideReason = reason.trim();
    }
    return out;
  }, [item, serviceDate, time, reference, service, nights, quantity, rate, override, unitPrice, reason]);
  // The time and the supplier's reference do not change the price: only the priced fields are previewed.
  const pricedChanges = useMemo(() => {
    const { serviceTime, supplierReference, ...priced } = changes;
    void serviceTime;
    void supplierReference;
    return priced;
  }, [changes]);
  const preview = useItemPricePreview(idReservationItem, pricedChanges);
  if (!item) return null;
  const currentLabel = `${item.instance.product.name} › ${item.instance.name}`;
  // The item's own rate is offered only while it stays on its instance; another service is priced by its own rates.
  const current = item.idRateInstance && !service ? [{ id: item.idRateInstance, label: item.rate?.code ?? item.idRateInstance }] : [];
  const rateItems = [{ id: AUTO, label: t(m.rateAuto) }, ...current, ...rates.filter((r) => r.id !== item.idRateInstance || service != null)];
  const pickService = (picked: PickedService | null) => {
    setService(picked);
    setRate(picked ? AUTO : item.idRateInstance ?? AUTO);
  };
  const reasonMissing = override && !reason.trim();
  const timeInvalid = !parseServiceTime(time).valid;
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onCancel()} title={t(m.itemDialogTitle, { number: item.itemNumber })} size="lg"
      footer={(
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={saving}>{t(m.cancelEdit)}</Button>
          <Button isPending={saving} isDisabled={reasonMissing || timeInvalid} onPress={() => onSave(changes)}>{t(m.save)}</Button>
        </>
      )}>
      <div className={styles.formGrid}>
        <ItemServicePicker currentLabel={currentLabel} picked={service} onPick={pickService} serviceDate={serviceDate}
          quantity={quantity ?? 1} nights={nights ?? 1} idEntity={data.getReservationById?.idEntity ?? null} />
        <DatePicker label={t(m.serviceDate)} value={serviceDate} onChange={setServiceDate} isRequired />
        <ItemScheduleFields time={time} onTimeChange={setTime} reference={reference} onReferenceChange={setReference} />
        <NumberField label={t(m.nights)} value={nights} onChange={setNights} minValue={1} />
        <NumberField label={t(m.quantity)} value={quantity} onChange={setQuantity} minValue={1} />
        <Select label={t(m.rate)} selectedKey={rate} onSelectionChange={(key) => setRate(String(key ?? AUTO))}
          items={rateItems} />
        {canOverride && <Checkbox isSelected={override} onChange={setOverride} label={t(m.overridePrice)} />}
        {canOverride && override && (
          <>
            <MoneyField label={t(m.unitPrice)} value={unitPrice} onChange={setUnitPrice} currency={currency} />
            <TextField label={t(m.overrideReason)} value={reason} onChange={setReason} isRequired
              errorMessage={reasonMissing ? t(m.required) : undefined} />
          </>
        )}
      </div>
      <PricePreviewLine preview={preview} currency={currency} currentAmount={item.amount} />
      {notice && <p role="alert" className={styles.banner}>{noticeText(notice)}</p>}
    </Dialog>
  );
}

/** The price the changes would give, next to what the item costs now. */
function PricePreviewLine({ preview, currency, currentAmount }: { preview: PricePreview; currency: string; currentAmount: string }) {
  const { t, money } = useReservationTexts();
  if (preview.state === 'idle') return null;
  if (preview.state === 'failed') {
    return <p role="status" className={dialogStyles.previewFailed}>{t(im.previewFailed, { reason: preview.reason })}</p>;
  }
  return (
    <p role="status" aria-label={t(im.previewTitle)} className={dialogStyles.preview}>
      <span className={dialogStyles.previewTitle}>{t(im.previewTitle)}</span>
      {preview.state === 'loading' ? <span>{t(im.previewLoading)}</span> : (
        <>
          <span>{t(im.previewLine, { unitPrice: money(preview.price.unitPrice, currency), amount: money(preview.price.amount, currency) })}</span>
          <span className={styles.muted}>
            {preview.price.priceOverridden ? t(im.previewManual) : preview.price.rate ? t(im.previewRate, { code: preview.price.rate.code }) : ''}
          </span>
          <span className={styles.muted}>{t(im.previewWas, { amount: money(currentAmount, currency) })}</span>
        </>
      )}
    </p>
  );
}
