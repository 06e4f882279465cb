import { useRef } from 'react';
import { graphql } from 'react-relay';
import type {
  RateProductPickerQuery, RateProductPickerQuery$data,
} from '../../__generated__/RateProductPickerQuery.graphql';
import { useServerOptions } from '../../app/useServerOptions';
import { ServerComboBox, withChosen } from '../../app/pickers/ServerComboBox';

const rateProductPickerQuery = graphql`
  query RateProductPickerQuery($input: ProductSearchInput!, $selected: ID!, $withSelected: Boolean!) {
    searchProducts(input: $input) {
      data { idProduct code name idProductType instances { idProductInstance code name idStatus } }
    }
    selected: getProductById(id: $selected) @include(if: $withSelected) {
      idProduct code name idProductType instances { idProductInstance code name idStatus }
    }
  }
`;

export type PickedRateProduct = RateProductPickerQuery$data['searchProducts']['data'][number];

export interface RateProductPickerProps {
  label: string;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  selectedKey: string | null;
  /** The chosen product's name when the caller knows it (a saved rate). */
  selectedLabel?: string;
  onChange: (product: PickedRateProduct | null) => void;
  isRequired?: boolean;
  /** A form offers active products only; the list filter also finds rates of disabled ones. */
  activeOnly?: boolean;
}

/**
 * A product of the OU, searched by code or name on the server as the person types. With an empty box and no label
 * the chosen product is fetched too, so a filter restored from the address shows its name.
 */
export function RateProductPicker({
  label, description, errorMessage, placeholder, selectedKey, selectedLabel, onChange, isRequired, activeOnly = false,
}: RateProductPickerProps) {
  // The last results by id, so a choice hands over the whole product (its type and instances), not only its label.
  const products = useRef(new Map<string, PickedRateProduct>());
  const options = useServerOptions<RateProductPickerQuery>(
    rateProductPickerQuery,
    (text) => ({
      input: { text: text.trim() || null, take: 20, sortBy: 'name', status: activeOnly ? 'ACTIVE' : null },
      selected: selectedKey ?? '',
      withSelected: !text.trim() && selectedKey != null && !selectedLabel,
    }),
    (data) => {
      const all = withChosen(data.searchProducts.data, data.selected, (p) => p.idProduct);
      products.current = new Map(all.map((p) => [p.idProduct, p]));
      return all.map((p) => ({ id: p.idProduct, label: p.name, description: p.code }));
    },
  );
  return (
    <ServerComboBox label={label} description={description} errorMessage={errorMessage} placeholder={placeholder}
      selectedKey={selectedKey} selectedLabel={selectedLabel}
      onSelectionChange={(key) => onChange(key == null ? null : products.current.get(key) ?? null)}
      isRequired={isRequired} options={options} />
  );
}
