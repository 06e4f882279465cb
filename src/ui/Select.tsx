import { useState } from 'react';
import type { SelectItem, SelectProps } from './SelectField';
import { deferredPart } from './deferredPart';
import * as fieldStyles from './Field.css';
import { ChevronDownIcon } from './icons';
import * as styles from './Select.css';

export type { SelectItem, SelectProps };

// The select's state, list box and popover (about 30 KB gzipped with the collection and overlay code they share with
// the combo box) come when a page first draws one, so no page's first load carries them (see DatePicker).
const field = deferredPart<SelectProps>(async () => (await import('./SelectField')).SelectField);
export const preloadSelect = field.preload;

/** A single-choice dropdown over a short, known list of options (./SelectField). */
export function Select(props: SelectProps) {
  const { label, description, errorMessage, items, selectedKey, defaultSelectedKey, placeholder, labelPosition = 'top' } = props;
  const key = selectedKey !== undefined ? selectedKey : defaultSelectedKey;
  const chosen = key == null ? undefined : items.find((item) => item.id === key)?.label;
  // A press on the look-alike is kept: the real field arrives open, its trigger focused, as the press would have left it.
  const [pressed, setPressed] = useState(false);
  // Drawn with the real field's styles, so nothing moves when it arrives; it names no control yet (FieldSkeleton).
  const fallback = (
    <div className={styles.field({ labelPosition })} aria-busy="true" data-invalid={errorMessage ? true : undefined}>
      <span className={fieldStyles.label}>{label}</span>
      <span className={labelPosition === 'side' ? `${styles.trigger} ${styles.triggerCompact} ${styles.skeleton}` : `${styles.trigger} ${styles.skeleton}`}
        data-disabled={props.isDisabled || undefined} onPointerDown={props.isDisabled ? undefined : () => setPressed(true)}>
        <span className={styles.value} data-placeholder={chosen === undefined || undefined}>{chosen ?? placeholder ?? '\u00a0'}</span>
        <span className={styles.chevron}><ChevronDownIcon /></span>
      </span>
      {description && <span className={fieldStyles.description}>{description}</span>}
      {errorMessage && <span className={fieldStyles.error}>{errorMessage}</span>}
    </div>
  );
  return <field.Deferred fallback={fallback} props={pressed ? { ...props, defaultOpen: true, autoFocus: true } : props} />;
}
