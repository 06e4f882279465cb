import { useIntl } from 'react-intl';
import { Suspense, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ItemEditDialogQuery } from '../../__generated__/ItemEditDialogQuery.graphql';
import type { DialogQuery } from '../../app/dialogs/useDialogQuery';
import { LoadErrorState } from '../../app/list/ListBoundary';
import { ErrorBoundary } from '../../app/pages/ErrorBoundary';
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
import { ItemPricePreviewQuery, useItemPricePreview } from './useItemPricePreview';
import type { useItemPricePreviewQuery } from '../../__generated__/useItemPricePreviewQuery.graphql';
import { refusalWords } from '../../app/forms/failureText';
import { useItemRates } from './useItemRates';
import { useNoticeText } from './useNoticeText';
import { useReservationTexts } from './useReservationTexts';
import { parseServiceTime } from './serviceTime';

const AUTO = 'auto';

const ItemQuery = graphql`
  query ItemEditDialogQuery($id: ID!, $idReservation: ID!) @preloadable {
    getReservationById(id: $idReservation) { idEntity currency { code } }
    getReservationItemById(id: $id) {
      itemNumber serviceDate serviceTime supplierReference nights quantity unitPrice amount idRateInstance priceOverridden overrideReason
      rate { code }
      instance { idProductInstance name product { name } }
    }
  }
`;

// The openers' loaders live apart (./dialogQueries), so the screens opening this dialog load its code with it.
export { itemEditVariables, useItemEditQuery } from './dialogQueries';

type DialogProps = {
  idReservationItem: string; canOverride: boolean; saving: boolean; notice: EditorNotice | null;
  onSave: (changes: ItemChanges) => void; onCancel: () => void;
};

/**
 * The item edit dialog (the machine's editingItem state): date and time, service (another instance, found with its
 * availability and price), nights, quantity, the rate that prices it, the supplier's confirmation and, for RESADM and
 * ADMIN, a manual unit price with its reason. The new price is previewed before saving; only what changed is sent.
 */
export function ItemEditDialog({ query, ...props }: DialogProps & {
  /** The item's query, started by the press that opened the dialog (useItemEditQuery). */
  query: DialogQuery<ItemEditDialogQuery>;
}) {
  const { t } = useReservationTexts();
  const { reference } = query;
  return (
    <ErrorBoundary resetKey={query.loadKey} fallback={(error) => (
      <Dialog isOpen onOpenChange={(open) => !open && props.onCancel()} title={t(m.itemCrumb)} size="lg">
        <LoadErrorState error={error} onRetry={query.retry} />
      </Dialog>
    )}>
      {/* The dialog appears with its item: the editor's page stays as it is meanwhile. */}
      <Suspense fallback={null}>{reference && <ItemEditForm loaded={reference} {...props} />}</Suspense>
    </ErrorBoundary>
  );
}

type Item = NonNullable<ItemEditDialogQuery['response']['getReservationItemById']>;

interface Fields {
  serviceDate: string | null; service: PickedService | null; time: string; reference: string; nights: number | null;
  quantity: number | null; rate: string; override: boolean; unitPrice: string; reason: string;
}

/** Only what differs from the item is sent. */
function changesOf(item: Item, f: Fields): ItemChanges {
  const out: ItemChanges = {};
  if (f.serviceDate && f.serviceDate !== item.serviceDate) out.serviceDate = f.serviceDate;
  const parsedTime = parseServiceTime(f.time);
  if (parsedTime.valid && parsedTime.value !== (item.serviceTime ?? null)) out.serviceTime = parsedTime.value;
  if (f.reference.trim() !== (item.supplierReference ?? '')) out.supplierReference = f.reference.trim() || null;
  if (f.service && f.service.idProductInstance !== item.instance.idProductInstance) out.idProductInstance = f.service.idProductInstance;
  if (f.nights != null && f.nights !== item.nights) out.nights = f.nights;
  if (f.quantity != null && f.quantity !== item.quantity) out.quantity = f.quantity;
  if (f.rate !== AUTO && f.rate !== item.idRateInstance) out.idRateInstance = f.rate;
  if (f.override && (f.unitPrice !== item.unitPrice || f.reason !== (item.overrideReason ?? ''))) {
    out.unitPrice = f.unitPrice;
    out.overrideReason = f.reason.trim();
  }
  return out;
}

/** The time and the supplier's reference do not change the price: only the priced fields are previewed. */
function pricedOf(changes: ItemChanges): ItemChanges {
  const { serviceTime, supplierReference, ...priced } = changes;
  void serviceTime;
  void supplierReference;
  return priced;
}

function ItemEditForm({ loaded, ...props }: DialogProps & { loaded: PreloadedQuery<ItemEditDialogQuery> }) {
  const data = usePreloadedQuery<ItemEditDialogQuery>(ItemQuery, loaded);
  const item = data.getReservationItemById;
  if (!item) return null;
  return <ItemEditFields item={item} currency={data.getReservationById?.currency?.code ?? ''}
    idEntity={data.getReservationById?.idEntity ?? null} {...props} />;
}

function ItemEditFields({ item, currency, idEntity, idReservationItem, canOverride, saving, notice, onSave, onCancel }: DialogProps & {
  item: Item; currency: string; idEntity: string | null;
}) {
  const { t } = useReservationTexts();
  const noticeText = useNoticeText();
  const [fields, setFields] = useState<Fields>(() => ({
    serviceDate: item.serviceDate ?? null, service: null, time: item.serviceTime ?? '', reference: item.supplierReference ?? '',
    nights: item.nights ?? 1, quantity: item.quantity ?? 1, rate: item.idRateInstance ?? AUTO,
    override: Boolean(item.priceOverridden), unitPrice: item.unitPrice ?? '', reason: item.overrideReason ?? '',
  }));
  const { serviceDate, service, time, reference, nights, quantity, rate, override, unitPrice, reason } = fields;
  const preview = useItemPricePreview(idReservationItem);
  // Each change asks for the new price (debounced) with the fields as they now stand.
  const update = (patch: Partial<Fields>) => {
    const next = { ...fields, ...patch };
    setFields(next);
    preview.ask(pricedOf(changesOf(item, next)));
  };
  const set = <K extends keyof Fields>(key: K) => (value: Fields[K]) => update({ [key]: value } as Partial<Fields>);
  const setServiceDate = set('serviceDate');
  const setTime = set('time');
  const setReference = set('reference');
  const setNights = set('nights');
  const setQuantity = set('quantity');
  const setRate = set('rate');
  const setOverride = set('override');
  const setUnitPrice = set('unitPrice');
  const setReason = set('reason');
  const changes = changesOf(item, fields);
  const rates = useItemRates(service?.idProductInstance ?? item.instance.idProductInstance ?? null, serviceDate);
  const currentLabel = `${item.instance.product.name} › ${item.instance.name}`;
  // The item's own rate is offered only while it stays on its instance; another service is priced by its own rates.
  const current = item.idRateInstance && !service ? [{ id: item.idRateInstance, label: item.rate?.code ?? item.idRateInstance }] : [];
  const rateItems = [{ id: AUTO, label: t(m.rateAuto) }, ...current, ...rates.filter((r) => r.id !== item.idRateInstance || service != null)];
  const pickService = (picked: PickedService | null) => update({ service: picked, rate: picked ? AUTO : item.idRateInstance ?? AUTO });
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
          quantity={quantity ?? 1} nights={nights ?? 1} idEntity={idEntity} />
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
      <PricePreviewLine preview={preview.reference} currency={currency} currentAmount={item.amount} />
      {notice && <p role="alert" className={styles.banner}>{noticeText(notice)}</p>}
    </Dialog>
  );
}

/** The price the changes would give, next to what the item costs now: loading, then the price, or why it failed. */
function PricePreviewLine({ preview, currency, currentAmount }: {
  preview: PreloadedQuery<useItemPricePreviewQuery> | null | undefined; currency: string; currentAmount: string;
}) {
  const { t } = useReservationTexts();
  const intl = useIntl();
  if (!preview) return null;
  return (
    <ErrorBoundary resetKey={JSON.stringify(preview.variables)} fallback={(error) => (
      <p role="status" className={dialogStyles.previewFailed}>{t(im.previewFailed, { reason: refusalWords(intl, error) ?? '' })}</p>
    )}>
      <Suspense fallback={(
        <p role="status" aria-label={t(im.previewTitle)} className={dialogStyles.preview}>
          <span className={dialogStyles.previewTitle}>{t(im.previewTitle)}</span><span>{t(im.previewLoading)}</span>
        </p>
      )}>
        <PreviewPrice preview={preview} currency={currency} currentAmount={currentAmount} />
      </Suspense>
    </ErrorBoundary>
  );
}

function PreviewPrice({ preview, currency, currentAmount }: {
  preview: PreloadedQuery<useItemPricePreviewQuery>; currency: string; currentAmount: string;
}) {
  const { t, money } = useReservationTexts();
  const price = usePreloadedQuery<useItemPricePreviewQuery>(ItemPricePreviewQuery, preview).previewReservationItemChange;
  return (
    <p role="status" aria-label={t(im.previewTitle)} className={dialogStyles.preview}>
      <span className={dialogStyles.previewTitle}>{t(im.previewTitle)}</span>
      <span>{t(im.previewLine, { unitPrice: money(price.unitPrice, currency), amount: money(price.amount, currency) })}</span>
      <span className={styles.muted}>
        {price.priceOverridden ? t(im.previewManual) : price.rate ? t(im.previewRate, { code: price.rate.code }) : ''}
      </span>
      <span className={styles.muted}>{t(im.previewWas, { amount: money(currentAmount, currency) })}</span>
    </p>
  );
}
