import { parseDate, type CalendarDate } from '@internationalized/date';
import { lazy, Suspense, useMemo } from 'react';
import {
  Button as AriaButton, DateInput, DatePicker as AriaDatePicker, DateSegment, Dialog, FieldError, Group, Label,
  Popover, Text, type DatePickerProps as AriaDatePickerProps, type DateValue,
} from 'react-aria-components';
import * as styles from './DatePicker.css';
import * as fieldStyles from './Field.css';
import { CalendarIcon } from './icons';
import * as groupStyles from './InputGroup.css';
import * as popoverStyles from './Popover.css';

// The month grid is loaded when a picker first opens: most pages show date fields, few people open their calendars.
const CalendarPanel = lazy(async () => ({ default: (await import('./Calendar')).CalendarPanel }));

/** 'YYYY-MM-DD' (anything after the 10th character, like a time, is ignored) to a date; null when unreadable. */
export function isoToDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso.slice(0, 10));
  } catch {
    return null;
  }
}

/** A react-aria date back to 'YYYY-MM-DD'. */
export function dateToIso(date: DateValue | null | undefined): string | null {
  if (!date) return null;
  const { year, month, day } = date;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

type OwnKeys = 'className' | 'style' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue'
  | 'isDateUnavailable' | 'placeholderValue' | 'granularity' | 'validationBehavior' | 'validate';

export interface DatePickerProps extends Omit<AriaDatePickerProps<CalendarDate>, OwnKeys> {
  label: string;
  description?: string;
  /** Shown under the field and marks it invalid. */
  errorMessage?: string;
  /** 'YYYY-MM-DD' (controlled); null for empty. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with 'YYYY-MM-DD', or null when cleared. Not called while a date is half typed. */
  onChange?: (value: string | null) => void;
  /** Earliest allowed day, 'YYYY-MM-DD'. */
  minValue?: string;
  /** Latest allowed day, 'YYYY-MM-DD'. */
  maxValue?: string;
  isDateUnavailable?: (iso: string) => boolean;
}

/** A typed date field with a calendar popover. Order of day/month/year follows react-aria's I18nProvider locale. */
export function DatePicker({
  label, description, errorMessage, value, defaultValue, onChange, minValue, maxValue, isDateUnavailable, ...props
}: DatePickerProps) {
  const parsedValue = useMemo(() => (value === undefined ? undefined : isoToDate(value)), [value]);
  const parsedDefault = useMemo(() => (defaultValue === undefined ? undefined : isoToDate(defaultValue)), [defaultValue]);
  const min = useMemo(() => isoToDate(minValue) ?? undefined, [minValue]);
  const max = useMemo(() => isoToDate(maxValue) ?? undefined, [maxValue]);
  return (
    <AriaDatePicker<CalendarDate>
      {...props}
      value={parsedValue}
      defaultValue={parsedDefault}
      onChange={(date) => onChange?.(dateToIso(date))}
      minValue={min}
      maxValue={max}
      isDateUnavailable={isDateUnavailable ? (date) => isDateUnavailable(dateToIso(date)!) : undefined}
      granularity="day"
      isInvalid={Boolean(errorMessage) || props.isInvalid}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Group className={groupStyles.group}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <AriaButton className={groupStyles.button}><CalendarIcon /></AriaButton>
      </Group>
      {description && <Text slot="description" className={fieldStyles.description}>{description}</Text>}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={popoverStyles.popover} placement="bottom start" offset={4}>
        <Dialog className={popoverStyles.dialog}>
          <Suspense fallback={<div className={popoverStyles.calendarLoading} />}><CalendarPanel /></Suspense>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
