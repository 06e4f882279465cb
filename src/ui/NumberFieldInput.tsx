import {
  Button as AriaButton, FieldError, Group, Input, Label, NumberField as AriaNumberField, Text,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import * as fieldStyles from './Field.css';
import { MinusIcon, PlusIcon } from './icons';
import * as groupStyles from './InputGroup.css';
import * as styles from './NumberField.css';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'validationBehavior'> {
  label: string;
  description?: string;
  /** Shown under the field and marks it invalid. */
  errorMessage?: string;
  placeholder?: string;
  /** null when empty. */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
}

const WHOLE_NUMBERS: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

/** The field of ./NumberField, loaded when one is first drawn. */
export function NumberFieldInput({
  label, description, errorMessage, placeholder, value, defaultValue, onChange, formatOptions = WHOLE_NUMBERS, ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      value={value === undefined ? undefined : value ?? NaN}
      defaultValue={defaultValue === undefined ? undefined : defaultValue ?? NaN}
      onChange={(n) => onChange?.(Number.isNaN(n) ? null : n)}
      formatOptions={formatOptions}
      isInvalid={Boolean(errorMessage) || props.isInvalid}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <Group className={groupStyles.group}>
        <AriaButton slot="decrement" className={`${groupStyles.button} ${styles.start}`}><MinusIcon size={14} /></AriaButton>
        <Input className={`${groupStyles.input} ${styles.input}`} placeholder={placeholder} />
        <AriaButton slot="increment" className={groupStyles.button}><PlusIcon size={14} /></AriaButton>
      </Group>
      {description && <Text slot="description" className={fieldStyles.description}>{description}</Text>}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
