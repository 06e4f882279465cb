import { useId } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import * as fieldStyles from './Field.css';
import * as groupStyles from './InputGroup.css';
import { cleanMoneyInput, padMoney } from './MoneyField';
import * as moneyStyles from './MoneyField.css';
import * as styles from './PercentField.css';

export interface PercentFieldProps {
  label: string;
  description?: string;
  /** Shown under the field and marks it invalid. */
  errorMessage?: string;
  /** The percentage as a decimal string ("18", "12.50"); "" for empty. Never a JS number. */
  value: string;
  onChange: (value: string) => void;
  isRequired?: boolean;
  isDisabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
}

/**
 * A percentage typed as a decimal string with at most 2 decimals, followed by a % sign. Like MoneyField it never goes
 * through a JS number, so "12.35" stays exactly that on its way to the server's Decimal scalar.
 */
export function PercentField({
  label, description, errorMessage, value, onChange, isRequired, isDisabled, placeholder = '0.00', autoFocus,
}: PercentFieldProps) {
  const signId = useId();
  const set = (next: string) => {
    if (next !== value) onChange(next);
  };
  return (
    <AriaTextField
      value={value}
      onChange={(text) => {
        const cleaned = cleanMoneyInput(text);
        if (cleaned !== null) set(cleaned);
      }}
      onBlur={() => set(padMoney(value))}
      inputMode="decimal"
      aria-describedby={signId}
      isRequired={isRequired}
      isDisabled={isDisabled}
      autoFocus={autoFocus}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={groupStyles.group}>
        <Input className={`${groupStyles.input} ${moneyStyles.input}`} placeholder={placeholder} autoComplete="off" />
        <span id={signId} className={styles.suffix}>%</span>
      </div>
      {description && <Text slot="description" className={fieldStyles.description}>{description}</Text>}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
