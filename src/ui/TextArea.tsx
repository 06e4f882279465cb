import {
  FieldError, Label, Text, TextArea as AriaTextArea, TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import * as fieldStyles from './Field.css';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'validationBehavior'> {
  label: string;
  description?: string;
  /** Shown under the field and marks it invalid. */
  errorMessage?: string;
  placeholder?: string;
  /** Visible lines before it scrolls; the person can drag it taller. */
  rows?: number;
}

/** Multi-line text (notes, addresses). */
export function TextArea({ label, description, errorMessage, placeholder, rows = 3, ...props }: TextAreaProps) {
  return (
    <AriaTextField {...props} isInvalid={Boolean(errorMessage) || props.isInvalid} className={fieldStyles.field}
      validationBehavior="aria">
      <Label className={fieldStyles.label}>{label}</Label>
      <AriaTextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      {description && <Text slot="description" className={fieldStyles.description}>{description}</Text>}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
