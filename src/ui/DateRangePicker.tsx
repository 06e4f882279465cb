import type { CalendarDate } from '@internationalized/date';
import { lazy, Suspense, useMemo } from 'react';
import {
  Button as AriaButton, DateInput, DateRangePicker as AriaDateRangePicker, DateSegment, Dialog, FieldError, Group,
  Label, Popover, Text, type DateRangePickerProps as AriaDateRangePickerProps,
} from 'react-aria-components';
import { dateToIso, isoToDate } from './DatePicker';
import * as styles from './DatePicker.css';
import * as fieldStyles from './Field.css';
import { CalendarIcon } from './icons';
import * as groupStyles from './InputGroup.css';
import * as popoverStyles from './Popover.css';

// Loaded when the picker first opens (see DatePicker).
const RangeCalendarPanel = lazy(async () => ({ default: (await import('./Calendar')).RangeCalendarPanel }));

/** A range of whole days as 'YYYY-MM-DD' strings, both ends included. */
export interface IsoDateRange {
  start: string;
  end: string;
}

function toRange(range: IsoDateRange | null | undefined) {
  if (range === undefined) return undefined;
  const start = isoToDate(range?.start);
  const end = isoToDate(range?.end);
  return start && end ? { start, end } : null;
}

type OwnKeys = 'className' | 'style' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue'
  | 'isDateUnavailable' | 'placeholderValue' | 'granularity' | 'validationBehavior' | 'validate';

export interface DateRangePickerProps extends Omit<AriaDateRangePickerProps<CalendarDate>, OwnKeys> {
  label: string;
  description?: string;
  /** Shown under the field and marks it invalid. */
  errorMessage?: string;
  /** Controlled value; null for empty. */
  value?: IsoDateRange | null;
  defaultValue?: IsoDateRange | null;
  /** Called with both ends as 'YYYY-MM-DD', or null when cleared. */
  onChange?: (value: IsoDateRange | null) => void;
  minValue?: string;
  maxValue?: string;
  isDateUnavailable?: (iso: string) => boolean;
}

/** Two typed dates (start – end) sharing one range calendar popover. */
export function DateRangePicker({
  label, description, errorMessage, value, defaultValue, onChange, minValue, maxValue, isDateUnavailable, ...props
}: DateRangePickerProps) {
  const parsedValue = useMemo(() => toRange(value), [value]);
  const parsedDefault = useMemo(() => toRange(defaultValue), [defaultValue]);
  const min = useMemo(() => isoToDate(minValue) ?? undefined, [minValue]);
  const max = useMemo(() => isoToDate(maxValue) ?? undefined, [maxValue]);
  return (
    <AriaDateRangePicker<CalendarDate>
      {...props}
      value={parsedValue}
      defaultValue={parsedDefault}
      onChange={(range) => onChange?.(range ? { start: dateToIso(range.start)!, end: dateToIso(range.end)! } : null)}
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
        <div className={styles.rangeInputs}>
          <DateInput slot="start" className={styles.rangeInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <span aria-hidden="true" className={styles.rangeDash}>–</span>
          <DateInput slot="end" className={styles.rangeInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
        </div>
        <AriaButton className={groupStyles.button}><CalendarIcon /></AriaButton>
      </Group>
      {description && <Text slot="description" className={fieldStyles.description}>{description}</Text>}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={popoverStyles.popover} placement="bottom start" offset={4}>
        <Dialog className={popoverStyles.dialog}>
          <Suspense fallback={<div className={popoverStyles.calendarLoading} />}><RangeCalendarPanel /></Suspense>
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
