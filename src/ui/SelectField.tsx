import {
  Button as AriaButton, FieldError, Label, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue, Text,
  type Key, type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import * as fieldStyles from './Field.css';
import { CheckIcon, ChevronDownIcon } from './icons';
import * as listStyles from './ListBox.css';
import * as popoverStyles from './Popover.css';
import * as styles from './Select.css';

export interface SelectItem {
  id: string;
  label: string;
  isDisabled?: boolean;
}

type OwnKeys = 'className' | 'style' | 'children' | 'items' | 'value' | 'defaultValue' | 'onChange' | 'selectedKey'
  | 'defaultSelectedKey' | 'onSelectionChange' | 'selectionMode' | 'placeholder' | 'disabledKeys' | 'validationBehavior';

export interface SelectProps extends Omit<AriaSelectProps<SelectItem>, OwnKeys> {
  label: string;
  description?: string;
  /** Shown under the field and marks it invalid. */
  errorMessage?: string;
  items: readonly SelectItem[];
  /** The chosen item's id (controlled); `null` for none. */
  selectedKey?: string | null;
  defaultSelectedKey?: string | null;
  onSelectionChange?: (key: string | null) => void;
  /** Text while nothing is chosen; react-aria's localized "Select an item" when omitted. */
  placeholder?: string;
  /** `side` puts the label left of a compact trigger (toolbars, pagination). */
  labelPosition?: 'top' | 'side';
}

/** The field of ./Select, loaded when one is first drawn. */
export function SelectField({
  label, description, errorMessage, items, selectedKey, defaultSelectedKey, onSelectionChange, placeholder,
  labelPosition = 'top', ...props
}: SelectProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <AriaSelect<SelectItem>
      {...props}
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={(key: Key | null) => onSelectionChange?.(key == null ? null : String(key))}
      placeholder={placeholder}
      disabledKeys={disabledKeys}
      isInvalid={Boolean(errorMessage) || props.isInvalid}
      validationBehavior="aria"
      className={styles.field({ labelPosition })}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <AriaButton className={labelPosition === 'side' ? `${styles.trigger} ${styles.triggerCompact}` : styles.trigger}>
        <SelectValue className={styles.value} />
        <span className={styles.chevron}><ChevronDownIcon /></span>
      </AriaButton>
      {description && <Text slot="description" className={fieldStyles.description}>{description}</Text>}
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
      <Popover className={popoverStyles.listPopover} placement="bottom start" offset={4}>
        <ListBox<SelectItem> items={items} className={listStyles.listBox}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={listStyles.item}>
              {({ isSelected }) => (
                <>
                  <span>{item.label}</span>
                  {isSelected && <span className={listStyles.check}><CheckIcon size={14} /></span>}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
