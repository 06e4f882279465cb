import { useCatalogItems, type CatalogValue } from '../catalogNames';
import { Select, type SelectProps } from '../../ui/Select';

/** The value of the "all" option: the choice of none of the values. */
const ALL = '__none__';

type Props = Omit<SelectProps, 'items' | 'selectedKey' | 'onSelectionChange'> & {
  /** The general parameter's values (getGeneralParameterValues). */
  values: readonly CatalogValue[];
  selectedKey: string | null;
  onSelectionChange: (key: string | null) => void;
  /** A first option that stands for all the values (chosen: null), e.g. "All product types". */
  allLabel?: string;
};

/** A select of a general parameter's values by their names in the page's language. */
export function CatalogSelect({ values, selectedKey, onSelectionChange, allLabel, ...select }: Props) {
  const items = useCatalogItems()(values);
  if (allLabel === undefined) return <Select {...select} items={items} selectedKey={selectedKey} onSelectionChange={onSelectionChange} />;
  return (
    <Select {...select} items={[{ id: ALL, label: allLabel }, ...items]} selectedKey={selectedKey ?? ALL}
      onSelectionChange={(key) => onSelectionChange(key === ALL ? null : key)} />
  );
}
