import type { ReactNode, RefObject } from 'react';
import {
  ButtonContext, DialogContext, FieldErrorContext, GroupContext, LabelContext, OverlayTriggerStateContext,
  PopoverContext, Provider, TextContext,
} from 'react-aria-components';
import { useFocusRing } from 'react-aria/useFocusRing';
import type { OverlayTriggerState } from 'react-stately/useOverlayTriggerState';
import * as fieldStyles from './Field.css';

/*
 * DatePicker and DateRangePicker are composed here from react-aria's hooks rather than taken from
 * react-aria-components: its pickers import the calendar components (for CalendarContext), which put the whole month
 * grid, its state and keyboard handling in every page that shows a date field. Here the calendar panel gets its props
 * from the picker and its code when the picker first opens (./Calendar).
 */

// Inside the popover the calendar's own buttons and heading must not take the picker's trigger props.
const CLEAR_CONTEXTS = [GroupContext, ButtonContext, LabelContext, TextContext];

/** What useDatePicker and useDateRangePicker both return, beside their fields. */
export interface PickerAria {
  groupProps: object;
  labelProps: object;
  buttonProps: object;
  dialogProps: object;
  descriptionProps: object;
  errorMessageProps: object;
  isInvalid: boolean;
  validationErrors: string[];
  validationDetails: ValidityState;
}

/** The state both pickers share (open/closed, validity). */
export interface PickerState extends OverlayTriggerState {
  isInvalid: boolean;
}

/** The field around a picker: its label, group, button, popover and messages read their props from here. */
export function PickerRoot({ aria, state, groupRef, isDisabled, children }: {
  aria: PickerAria;
  state: PickerState;
  groupRef: RefObject<HTMLDivElement | null>;
  isDisabled?: boolean;
  children: ReactNode;
}) {
  const { groupProps, labelProps, buttonProps, dialogProps, descriptionProps, errorMessageProps, ...validation } = aria;
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({ within: true });
  return (
    <Provider values={[
      [GroupContext, { ...groupProps, ref: groupRef, isInvalid: state.isInvalid }],
      [ButtonContext, { ...buttonProps, isPressed: state.isOpen }],
      [LabelContext, { ...labelProps, elementType: 'span' }],
      [OverlayTriggerStateContext, state],
      [PopoverContext, { trigger: 'DatePicker', triggerRef: groupRef, placement: 'bottom start', clearContexts: CLEAR_CONTEXTS }],
      [DialogContext, dialogProps],
      [TextContext, { slots: { description: descriptionProps, errorMessage: errorMessageProps } }],
      [FieldErrorContext, validation],
    ]}>
      <div {...focusProps} className={fieldStyles.field} data-focus-within={isFocused || undefined}
        data-focus-visible={isFocusVisible || undefined} data-invalid={state.isInvalid || undefined}
        data-disabled={isDisabled || undefined} data-open={state.isOpen || undefined}>
        {children}
      </div>
    </Provider>
  );
}
