import type { CalendarDate } from '@internationalized/date';
import { lazy, Suspense, useMemo, useRef } from 'react';
import {
  Button as AriaButton, DateFieldContext, DateInput, DateSegment, Dialog, FieldError, Group, Label, Popover, Text,
  type DatePickerProps as AriaDatePickerProps, type DateValue,
} from 'react-aria-components';
import { useDatePicker } from 'react-aria/useDatePicker';
import { useDatePickerState } from 'react-stately/useDatePickerState';
import * as styles from './DatePicker.css';
import { PickerRoot } from './datePickerParts';
import { dateToIso, isoToDate } from './isoDate';
import * as fieldStyles from './Field.css';
import { CalendarIcon } from './icons';
import * as groupStyles from './InputGroup.css';
import * as popoverStyles from './Popover.css';

// The month grid is loaded when a picker first opens: most pages show date fields, few people open their calendars.
const CalendarPanel = lazy(async () => ({ default: (await import('./Calendar')).CalendarPanel }));

type OwnKeys = 'className' | 'style' | 'children' | 'slot' | 'name' | 'form' | 'autoComplete' | 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue'
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

/** The date field of ./DatePicker, loaded when one is first drawn: typed segments and a calendar popover (composed in ./datePickerParts). */
export function DatePickerField({
  label, description, errorMessage, value, defaultValue, onChange, minValue, maxValue, isDateUnavailable, ...props
}: DatePickerProps) {
  const parsedValue = useMemo(() => (value === undefined ? undefined : isoToDate(value)), [value]);
  const parsedDefault = useMemo(() => (defaultValue === undefined ? undefined : isoToDate(defaultValue)), [defaultValue]);
  const min = useMemo(() => isoToDate(minValue) ?? undefined, [minValue]);
  const max = useMemo(() => isoToDate(maxValue) ?? undefined, [maxValue]);
  const pickerProps = {
    ...props,
    label,
    value: parsedValue,
    defaultValue: parsedDefault,
    onChange: (date: CalendarDate | null) => onChange?.(dateToIso(date)),
    minValue: min,
    maxValue: max,
    isDateUnavailable: isDateUnavailable ? (date: DateValue) => isDateUnavailable(dateToIso(date)!) : undefined,
    granularity: 'day' as const,
    isInvalid: Boolean(errorMessage) || props.isInvalid,
    validationBehavior: 'aria' as const,
  };
  const state = useDatePickerState<CalendarDate>(pickerProps);
  const groupRef = useRef<HTMLDivElement>(null);
  const { fieldProps, calendarProps, ...aria } = useDatePicker<CalendarDate>(pickerProps, state, groupRef);
  return (
    <PickerRoot aria={aria} state={state} groupRef={groupRef} isDisabled={props.isDisabled}>
      <Label className={fieldStyles.label}>{label}</Label>
      <Group className={groupStyles.group}>
        <DateFieldContext.Provider value={fieldProps}>
          <DateInput className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
        </DateFieldContext.Provider>
        <AriaButton className={groupStyles.button}><CalendarIcon /></AriaButton>
      </Group>
      {description && <Text slot="description" className={fieldStyles.description}>{description}</Text>}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={popoverStyles.popover} placement="bottom start" offset={4}>
        <Dialog className={popoverStyles.dialog}>
          <Suspense fallback={<div className={popoverStyles.calendarLoading} />}><CalendarPanel {...calendarProps} /></Suspense>
        </Dialog>
      </Popover>
    </PickerRoot>
  );
}
