import { useLocale } from 'react-aria-components';
import * as fieldStyles from './Field.css';
import { deferredPart } from './deferredPart';
import { MinusIcon, PlusIcon } from './icons';
import * as groupStyles from './InputGroup.css';
import * as styles from './NumberField.css';
import type { NumberFieldProps } from './NumberFieldInput';

export type { NumberFieldProps };

// The number field's parsing, stepping and spin button (about 8 KB gzipped) come when a page first draws one (see
// DatePicker).
const field = deferredPart<NumberFieldProps>(async () => (await import('./NumberFieldInput')).NumberFieldInput);
export const preloadNumberField = field.preload;

/**
 * A number with − / + steppers and arrow-key stepping, formatted for the react-aria locale. For quantities:
 * whole numbers unless `formatOptions` says otherwise. Money uses MoneyField, never this.
 */
export function NumberField(props: NumberFieldProps) {
  const { locale } = useLocale();
  const value = props.value !== undefined ? props.value : props.defaultValue;
  const text = value == null || Number.isNaN(value)
    ? '' : new Intl.NumberFormat(locale, props.formatOptions ?? { maximumFractionDigits: 0 }).format(value);
  // Drawn with the real field's styles, so nothing moves when it arrives; it takes no input yet (FieldSkeleton).
  const fallback = (
    <div className={fieldStyles.field} aria-busy="true" data-invalid={props.errorMessage ? true : undefined}
      data-disabled={props.isDisabled || undefined}>
      <span className={fieldStyles.label}>{props.label}</span>
      <div className={groupStyles.group}>
        <span className={`${groupStyles.button} ${styles.start}`} aria-hidden="true"><MinusIcon size={14} /></span>
        <span className={`${text ? groupStyles.skeletonText : groupStyles.skeletonPlaceholder} ${styles.skeleton}`}>{text || props.placeholder}</span>
        <span className={groupStyles.button} aria-hidden="true"><PlusIcon size={14} /></span>
      </div>
      {props.description && <span className={fieldStyles.description}>{props.description}</span>}
      {props.errorMessage && <span className={fieldStyles.error}>{props.errorMessage}</span>}
    </div>
  );
  return <field.Deferred fallback={fallback} props={props} />;
}
