import { graphql } from 'react-relay';
import type { SupplierPickerQuery } from '../../__generated__/SupplierPickerQuery.graphql';
import { useServerOptions } from '../../app/useServerOptions';
import { ServerComboBox, withChosen } from '../../app/pickers/ServerComboBox';

const supplierPickerQuery = graphql`
  query SupplierPickerQuery($input: EntitySearchInput!, $selected: ID!, $withSelected: Boolean!) {
    searchEntityList(input: $input) {
      data { idEntity name commercialName }
    }
    selected: getEntityById(id: $selected) @include(if: $withSelected) { idEntity name commercialName }
  }
`;

export interface SupplierPickerProps {
  label: string;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  selectedKey: string | null;
  /** The chosen supplier's name when the caller knows it (a saved product). */
  selectedLabel?: string;
  onChange: (idEntity: string | null, label: string) => void;
  isRequired?: boolean;
  /** A product form offers active suppliers only; the list filter also finds products of disabled ones. */
  activeOnly?: boolean;
}

/**
 * A supplier (or both-role) entity of the caller's OU, searched on the server as the person types. With an empty
 * box the chosen supplier is fetched too, so a filter restored from the address shows its name.
 */
export function SupplierPicker({
  label, description, errorMessage, placeholder, selectedKey, selectedLabel, onChange, isRequired, activeOnly = false,
}: SupplierPickerProps) {
  const options = useServerOptions<SupplierPickerQuery>(
    supplierPickerQuery,
    (text) => ({
      input: { text: text.trim() || null, take: 20, role: 'SUPPLIER', status: activeOnly ? 'ACTIVE' : null, sortBy: 'commercialName' },
      selected: selectedKey ?? '',
      withSelected: !text.trim() && selectedKey != null && !selectedLabel,
    }),
    (data) => {
      const all = withChosen(data.searchEntityList.data, data.selected, (e) => e.idEntity);
      return all.map((entity) => ({
        id: entity.idEntity,
        label: entity.commercialName || entity.name,
        description: entity.commercialName && entity.commercialName !== entity.name ? entity.name : undefined,
      }));
    },
  );
  return (
    <ServerComboBox label={label} description={description} errorMessage={errorMessage} placeholder={placeholder}
      selectedKey={selectedKey} selectedLabel={selectedLabel}
      onSelectionChange={(key, item) => onChange(key, item?.label ?? '')} isRequired={isRequired} options={options} />
  );
}
