import type { ReactNode } from 'react';
import * as fieldStyles from './Field.css';
import * as groupStyles from './InputGroup.css';

/**
 * A field (label, box with a button at its edge, messages) drawn with the real one's styles while its code loads
 * (./deferredPart): nothing moves when it arrives. It shows the current value as text and takes no input; the label
 * names no control yet, so tests and assistive technology find the field once it is there.
 */
export function FieldSkeleton({ label, text, placeholder, icon, description, errorMessage, isDisabled }: {
  label: string;
  text?: string;
  placeholder?: string;
  icon: ReactNode;
  description?: string;
  errorMessage?: string;
  isDisabled?: boolean;
}) {
  return (
    <div className={fieldStyles.field} aria-busy="true" data-invalid={errorMessage ? true : undefined} data-disabled={isDisabled || undefined}>
      <span className={fieldStyles.label}>{label}</span>
      <div className={groupStyles.group}>
        <span className={text ? groupStyles.skeletonText : groupStyles.skeletonPlaceholder}>{text || placeholder}</span>
        <span className={groupStyles.button} aria-hidden="true">{icon}</span>
      </div>
      {description && <span className={fieldStyles.description}>{description}</span>}
      {errorMessage && <span className={fieldStyles.error}>{errorMessage}</span>}
    </div>
  );
}
