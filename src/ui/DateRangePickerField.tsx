import type { CalendarDate } from '@internationalized/date';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import {
  Button as AriaButton, DateFieldContext, DateInput, DateSegment, Dialog, FieldError, Group, Label, Popover, Text,
  type DateRangePickerProps as AriaDateRangePickerProps, type DateValue,
} from 'react-aria-components';
import { useDateRangePicker } from 'react-aria/useDateRangePicker';
import { useDateRangePickerState } from 'react-stately/useDateRangePickerState';
import * as styles from './DatePicker.css';
import { PickerRoot } from './datePickerParts';
import { dateToIso, isoToDate } from './isoDate';
import * as fieldStyles from './Field.css';
import { CalendarIcon } from './icons';
import * as groupStyles from './InputGroup.css';
import * as popoverStyles from './Popover.css';

// Loaded when the picker first opens (see DatePickerField).
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

type CalendarRange = { start: CalendarDate; end: CalendarDate };

/**
 * A range worth reporting: both years fully typed and the end not before the start. While a person types "2026"
 * into a year the field passes through 2, 20 and 202; reporting those would filter lists by year 202 (and lose the
 * keystrokes still to come while the list reloads).
 */
const isSettled = (range: CalendarRange) => range.start.year >= 1000 && range.end.year >= 1000 && range.start.compare(range.end) <= 0;

type OwnKeys = 'className' | 'style' | 'children' | 'slot' | 'startName' | 'endName' | 'form' | 'autoComplete' | 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue'
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
export function DateRangePickerField({
  label, description, errorMessage, value, defaultValue, onChange, minValue, maxValue, isDateUnavailable, ...props
}: DateRangePickerProps) {
  const parsedValue = useMemo(() => toRange(value), [value]);
  // What is being typed, kept until it settles; a new value from outside replaces it.
  const valueKey = value === undefined ? undefined : `${value?.start}|${value?.end}`;
  const [draft, setDraft] = useState<{ key: string | undefined; range: CalendarRange } | null>(null);
  const shown = value !== undefined && draft && draft.key === valueKey ? draft.range : parsedValue;
  const parsedDefault = useMemo(() => toRange(defaultValue), [defaultValue]);
  const min = useMemo(() => isoToDate(minValue) ?? undefined, [minValue]);
  const max = useMemo(() => isoToDate(maxValue) ?? undefined, [maxValue]);
  const pickerProps = {
    ...props,
    label,
    value: shown,
    defaultValue: parsedDefault,
    onChange: (range: CalendarRange | null) => {
      if (range && !isSettled(range)) {
        if (value !== undefined) setDraft({ key: valueKey, range });
        return;
      }
      setDraft(null);
      onChange?.(range ? { start: dateToIso(range.start)!, end: dateToIso(range.end)! } : null);
    },
    minValue: min,
    maxValue: max,
    isDateUnavailable: isDateUnavailable ? (date: DateValue) => isDateUnavailable(dateToIso(date)!) : undefined,
    granularity: 'day' as const,
    isInvalid: Boolean(errorMessage) || props.isInvalid,
    validationBehavior: 'aria' as const,
  };
  const state = useDateRangePickerState<CalendarDate>(pickerProps);
  const groupRef = useRef<HTMLDivElement>(null);
  const { startFieldProps, endFieldProps, calendarProps, ...aria } = useDateRangePicker<CalendarDate>(pickerProps, state, groupRef);
  return (
    <PickerRoot aria={aria} state={state} groupRef={groupRef} isDisabled={props.isDisabled}>
      <Label className={fieldStyles.label}>{label}</Label>
      <Group className={groupStyles.group}>
        <DateFieldContext.Provider value={{ slots: { start: startFieldProps, end: endFieldProps } }}>
          <div className={styles.rangeInputs}>
            <DateInput slot="start" className={styles.rangeInput}>
              {(segment) => <DateSegment segment={segment} className={styles.segment} />}
            </DateInput>
            <span aria-hidden="true" className={styles.rangeDash}>–</span>
            <DateInput slot="end" className={styles.rangeInput}>
              {(segment) => <DateSegment segment={segment} className={styles.segment} />}
            </DateInput>
          </div>
        </DateFieldContext.Provider>
        <AriaButton className={groupStyles.button}><CalendarIcon /></AriaButton>
      </Group>
      {description && <Text slot="description" className={fieldStyles.description}>{description}</Text>}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={popoverStyles.popover} placement="bottom start" offset={4}>
        <Dialog className={popoverStyles.dialog}>
          <Suspense fallback={<div className={popoverStyles.calendarLoading} />}><RangeCalendarPanel {...calendarProps} /></Suspense>
        </Dialog>
      </Popover>
    </PickerRoot>
  );
}
