import { useLocale } from 'react-aria-components';
import type { DatePickerProps } from './DatePickerField';
import { deferredPart } from './deferredPart';
import { FieldSkeleton } from './FieldSkeleton';
import { CalendarIcon } from './icons';

export type { DatePickerProps };

// The date field (segments, their state and the date library: about 18 KB gzipped) comes when a page first draws one,
// so pages with date fields stay within issue 18's first-load budget; its month grid comes later still, when a
// picker first opens (./DatePickerField).
const field = deferredPart<DatePickerProps>(async () => (await import('./DatePickerField')).DatePickerField);
export const preloadDatePicker = field.preload;

/**
 * A 'YYYY-MM-DD' day as the field's segments show it in the locale (numeric day, month and year), read in UTC so no
 * time zone moves it; empty when unreadable.
 */
export function numericDay(locale: string, iso: string | null | undefined): string {
  const date = iso ? new Date(`${iso.slice(0, 10)}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A typed date field with a calendar popover. Order of day/month/year follows react-aria's I18nProvider locale. */
export function DatePicker(props: DatePickerProps) {
  const { locale } = useLocale();
  const fallback = (
    <FieldSkeleton label={props.label} text={numericDay(locale, props.value ?? props.defaultValue)} icon={<CalendarIcon />}
      description={props.description} errorMessage={props.errorMessage} isDisabled={props.isDisabled} />
  );
  return <field.Deferred fallback={fallback} props={props} />;
}
