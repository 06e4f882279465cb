import type { ComboBoxItem, ComboBoxProps } from './ComboBoxField';
import { deferredPart } from './deferredPart';
import { FieldSkeleton } from './FieldSkeleton';
import { ChevronDownIcon } from './icons';

export type { ComboBoxItem, ComboBoxProps };

// The combo box's state and behaviour (about 7 KB gzipped) come when a page first draws one (see DatePicker).
const field = deferredPart<ComboBoxProps>(async () => (await import('./ComboBoxField')).ComboBoxField);
export const preloadComboBox = field.preload;

/**
 * A searchable single choice over a server-side list. The caller owns the query and the fetch; the field owns what
 * the text box shows, so the chosen label stays put while results change (./ComboBoxField).
 */
export function ComboBox(props: ComboBoxProps) {
  const key = props.selectedKey !== undefined ? props.selectedKey : props.defaultSelectedKey;
  const text = key == null ? '' : props.items.find((item) => item.id === key)?.label ?? props.selectedLabel ?? '';
  const fallback = (
    <FieldSkeleton label={props.label} text={text} placeholder={props.placeholder} icon={<ChevronDownIcon />}
      description={props.description} errorMessage={props.errorMessage} isDisabled={props.isDisabled} />
  );
  return <field.Deferred fallback={fallback} props={props} />;
}
