import { useState } from 'react';
import {
  Button as AriaButton, ComboBox as AriaComboBox, FieldError, Input, Label, ListBox, ListBoxItem, Popover, Text,
  type Key,
} from 'react-aria-components';
import * as styles from './ComboBox.css';
import * as fieldStyles from './Field.css';
import { CheckIcon, ChevronDownIcon } from './icons';
import { InlineSpinner } from './InlineSpinner';
import * as groupStyles from './InputGroup.css';
import * as listStyles from './ListBox.css';
import * as popoverStyles from './Popover.css';

export interface ComboBoxItem {
  id: string;
  label: string;
  /** A second, muted line under the label (e.g. a document number). */
  description?: string;
}

export interface ComboBoxProps {
  label: string;
  description?: string;
  /** Shown under the field and marks it invalid. */
  errorMessage?: string;
  placeholder?: string;
  /** The current server results for the text in the box; shown as given, never filtered here. */
  items: readonly ComboBoxItem[];
  /**
   * Called whenever the text in the box changes: typing, choosing an option (its label) and the revert to the
   * chosen label on blur. The caller debounces (see useDebouncedValue) and fetches.
   */
  onInputChange: (text: string) => void;
  /** True while the caller is fetching: a spinner shows in the box and an empty list reads `loadingLabel`. */
  isLoading?: boolean;
  /** The chosen item's id (controlled); `null` for none. Leave undefined to let the field keep it. */
  selectedKey?: string | null;
  defaultSelectedKey?: string | null;
  /** Called with the id and item chosen, or `null` when the box is cleared. */
  onSelectionChange?: (key: string | null, item: ComboBoxItem | null) => void;
  /** Label of the chosen item when it may be missing from `items`, e.g. when editing a saved record. */
  selectedLabel?: string;
  /** Shown when the search returned nothing. */
  emptyLabel?: string;
  loadingLabel?: string;
  /** `focus` opens the list on focus (useful when an empty query returns suggestions). */
  menuTrigger?: 'input' | 'focus' | 'manual';
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  name?: string;
  onBlur?: () => void;
}

/**
 * The field of ./ComboBox, loaded when one is first drawn. The caller owns the query and the fetch; this component
 * owns what the text box shows, so the chosen label stays put while results change.
 */
export function ComboBoxField({
  label, description, errorMessage, placeholder, items, onInputChange, isLoading = false, selectedKey,
  defaultSelectedKey = null, onSelectionChange, selectedLabel, emptyLabel = 'No results', loadingLabel = 'Loading…',
  menuTrigger = 'input', isRequired, isDisabled, isReadOnly, autoFocus, name, onBlur,
}: ComboBoxProps) {
  const [innerKey, setInnerKey] = useState<string | null>(defaultSelectedKey);
  const key = selectedKey !== undefined ? selectedKey : innerKey;

  // Remember the chosen item: later result sets may not contain it.
  const [known, setKnown] = useState<ComboBoxItem | null>(null);
  const found = key == null ? undefined : items.find((item) => item.id === key);
  if (found && (known?.id !== found.id || known.label !== found.label)) setKnown(found);

  const labelOf = (k: string | null): string => {
    if (k == null) return '';
    return items.find((item) => item.id === k)?.label ?? (known?.id === k ? known.label : undefined) ?? selectedLabel ?? '';
  };
  const resolved = labelOf(key);

  const [inputValue, setInputValue] = useState(resolved);
  // Follow a change of selection from outside, or a label that arrived late, unless the person is typing.
  const [synced, setSynced] = useState({ key, label: resolved });
  if (synced.key !== key || synced.label !== resolved) {
    setSynced({ key, label: resolved });
    if (synced.key !== key || inputValue === synced.label) setInputValue(resolved);
  }

  const changeText = (text: string) => {
    if (text === inputValue) return;
    setInputValue(text);
    onInputChange(text);
  };

  const select = (next: string | null) => {
    if (next !== key) {
      const item = next == null ? null : items.find((i) => i.id === next) ?? null;
      if (item) setKnown(item);
      if (selectedKey === undefined) setInnerKey(next);
      onSelectionChange?.(next, item);
    }
  };

  return (
    <AriaComboBox<ComboBoxItem>
      items={items}
      value={key}
      onChange={(k: Key | null) => {
        const next = k == null ? null : String(k);
        select(next);
        // Choosing an option, or blurring after typing, puts the chosen label back in the box.
        const item = next == null ? null : items.find((i) => i.id === next);
        changeText(item ? item.label : labelOf(next));
      }}
      inputValue={inputValue}
      onInputChange={(text) => {
        changeText(text);
        if (text === '' && key != null) select(null);
      }}
      allowsEmptyCollection
      menuTrigger={menuTrigger}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      autoFocus={autoFocus}
      name={name}
      onBlur={onBlur}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <div className={groupStyles.group}>
        <Input className={groupStyles.input} placeholder={placeholder} />
        {isLoading && <span className={groupStyles.busy}><InlineSpinner muted /></span>}
        <AriaButton className={groupStyles.button}><ChevronDownIcon /></AriaButton>
      </div>
      {description && <Text slot="description" className={fieldStyles.description}>{description}</Text>}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={popoverStyles.listPopover} placement="bottom start" offset={4}>
        <ListBox<ComboBoxItem>
          className={`${listStyles.listBox} ${styles.listBox}`}
          renderEmptyState={() => (
            <div className={listStyles.empty} role={isLoading ? 'status' : undefined}>
              {isLoading ? loadingLabel : emptyLabel}
            </div>
          )}
        >
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={listStyles.item}>
              {({ isSelected }) => (
                <>
                  <span className={listStyles.itemText}>
                    <span>{item.label}</span>
                    {item.description && <span className={listStyles.itemDescription}>{item.description}</span>}
                  </span>
                  {isSelected && <span className={listStyles.check}><CheckIcon size={14} /></span>}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
