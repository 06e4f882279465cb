import { TextField } from '../../ui/TextField';
import { itemMessages as im } from './itemMessages';
import { MAX_SUPPLIER_REFERENCE, parseServiceTime } from './serviceTime';
import { useReservationTexts } from './useReservationTexts';

/**
 * The item's time of day and the supplier's confirmation reference (both optional), printed on the itinerary, voucher
 * and service order. The time is typed as HH:MM: a text field reads the same in every locale, and a wrong one is named
 * under the field while the typed text stays.
 */
export function ItemScheduleFields({ time, onTimeChange, reference, onReferenceChange }: {
  time: string; onTimeChange: (value: string) => void; reference: string; onReferenceChange: (value: string) => void;
}) {
  const { t } = useReservationTexts();
  const invalid = !parseServiceTime(time).valid;
  return (
    <>
      <TextField label={t(im.serviceTime)} description={t(im.serviceTimeHint)} value={time} onChange={onTimeChange}
        placeholder="HH:MM" inputMode="numeric" maxLength={5} autoComplete="off"
        errorMessage={invalid ? t(im.serviceTimeInvalid) : undefined} />
      <TextField label={t(im.supplierReference)} value={reference} onChange={onReferenceChange}
        maxLength={MAX_SUPPLIER_REFERENCE} autoComplete="off" />
    </>
  );
}
