import { useLocale } from 'react-aria-components';
import { numericDay } from './DatePicker';
import type { DateRangePickerProps, IsoDateRange } from './DateRangePickerField';
import { deferredPart } from './deferredPart';
import { FieldSkeleton } from './FieldSkeleton';
import { CalendarIcon } from './icons';

export type { DateRangePickerProps, IsoDateRange };

// Loaded when a page first draws one, as DatePicker's field.
const field = deferredPart<DateRangePickerProps>(async () => (await import('./DateRangePickerField')).DateRangePickerField);
export const preloadDateRangePicker = field.preload;

/** Two typed dates (start – end) sharing one range calendar popover. */
export function DateRangePicker(props: DateRangePickerProps) {
  const { locale } = useLocale();
  const range = props.value === undefined ? props.defaultValue : props.value;
  const text = range ? `${numericDay(locale, range.start)} – ${numericDay(locale, range.end)}` : '';
  const fallback = (
    <FieldSkeleton label={props.label} text={text} icon={<CalendarIcon />} description={props.description}
      errorMessage={props.errorMessage} isDisabled={props.isDisabled} />
  );
  return <field.Deferred fallback={fallback} props={props} />;
}
