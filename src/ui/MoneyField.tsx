import { useId, useState } from 'react';
import {
  FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import * as fieldStyles from './Field.css';
import * as groupStyles from './InputGroup.css';
import * as styles from './MoneyField.css';

/**
 * Money is text end to end: these helpers never go through a JS number.
 * `cleanMoneyInput` returns what the box should hold after a keystroke or paste, or null to refuse it.
 * A lone comma is read as the decimal point ("12,5" → "12.5"); with a dot present commas are thousands separators.
 */
export function cleanMoneyInput(text: string, allowNegative = false): string | null {
  let s = text.replace(/\s/g, '');
  if (s.includes('.')) s = s.replace(/,/g, '');
  else if ((s.match(/,/g) ?? []).length === 1 && /,\d{0,2}$/.test(s)) s = s.replace(',', '.');
  else s = s.replace(/,/g, '');
  const pattern = allowNegative ? /^-?\d*(\.\d{0,2})?$/ : /^\d*(\.\d{0,2})?$/;
  return pattern.test(s) ? s : null;
}

/** A finished amount: digits with up to 2 decimals ("12", "12.5", "-3.25" when negatives are allowed). */
export function isMoneyString(text: string, allowNegative = false): boolean {
  return (allowNegative ? /^-?\d+(\.\d{1,2})?$/ : /^\d+(\.\d{1,2})?$/).test(text);
}

/** "12.5" → "12.50", ".5" → "0.50", "007" → "7.00"; anything unfinished ("", "-", ".") comes back unchanged. */
export function padMoney(text: string): string {
  const match = /^(-?)(\d*)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match || !/\d/.test(text)) return text;
  const [, sign, whole, fraction = ''] = match;
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  const cents = fraction.padEnd(2, '0');
  const zero = /^0+$/.test(integer + cents);
  return `${zero ? '' : sign}${integer}.${cents}`;
}

export interface MoneyFieldProps extends Omit<AriaTextFieldProps,
  'className' | 'style' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'validationBehavior' | 'type' | 'inputMode'> {
  label: string;
  description?: string;
  /** Shown under the field and marks it invalid. */
  errorMessage?: string;
  /** ISO code shown before the amount, e.g. "PEN" or "USD". */
  currency: string;
  /** The amount as a decimal string ("1250.50"); "" for empty. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  allowNegative?: boolean;
  /** On blur write "12.5" as "12.50". Default true. */
  padOnBlur?: boolean;
  placeholder?: string;
}

/** An amount of money typed as a decimal string with at most 2 decimals, behind a currency code. */
export function MoneyField({
  label, description, errorMessage, currency, value, defaultValue = '', onChange, allowNegative = false,
  padOnBlur = true, placeholder = '0.00', onBlur, ...props
}: MoneyFieldProps) {
  const [inner, setInner] = useState(defaultValue);
  const current = value ?? inner;
  const currencyId = useId();
  const set = (next: string) => {
    if (next === current) return;
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  return (
    <AriaTextField
      {...props}
      value={current}
      onChange={(text) => {
        const cleaned = cleanMoneyInput(text, allowNegative);
        if (cleaned !== null) set(cleaned);
      }}
      onBlur={(event) => {
        if (padOnBlur) set(padMoney(current));
        onBlur?.(event);
      }}
      inputMode="decimal"
      aria-describedby={[currencyId, props['aria-describedby']].filter(Boolean).join(' ')}
      isInvalid={Boolean(errorMessage) || props.isInvalid}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={groupStyles.group}>
        <span id={currencyId} className={groupStyles.prefix}>{currency}</span>
        <Input className={`${groupStyles.input} ${styles.input}`} placeholder={placeholder} autoComplete="off" />
      </div>
      {description && <Text slot="description" className={fieldStyles.description}>{description}</Text>}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
