import type { ReactNode } from 'react';
import {
  CheckboxButton, CheckboxField, FieldError, Text, type CheckboxFieldProps,
} from 'react-aria-components';
import * as styles from './Checkbox.css';
import { CheckIcon, MinusIcon } from './icons';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'className' | 'style' | 'children' | 'validationBehavior'> {
  /** The clickable text beside the box. */
  label: ReactNode;
  description?: string;
  /** Shown under the checkbox and marks it invalid. */
  errorMessage?: string;
}

export function Checkbox({ label, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} isInvalid={Boolean(errorMessage) || props.isInvalid} validationBehavior="aria"
      className={styles.field}>
      <CheckboxButton className={styles.button}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={`${styles.box} ${styles.boxInButton}`} aria-hidden="true">
              {isIndeterminate ? <MinusIcon size={12} /> : isSelected ? <CheckIcon size={12} /> : null}
            </span>
            <span>{label}</span>
          </>
        )}
      </CheckboxButton>
      {description && <Text slot="description" className={styles.description}>{description}</Text>}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </CheckboxField>
  );
}
