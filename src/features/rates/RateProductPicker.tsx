import { useRef } from 'react';
import { graphql } from 'react-relay';
import type {
  RateProductPickerQuery, RateProductPickerQuery$data,
} from '../../__generated__/RateProductPickerQuery.graphql';
import { useServerOptions } from '../../app/useServerOptions';
import { chosenVariables, type PickerProps } from '../../app/pickers/IdPicker';
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

export interface RateProductPickerProps extends PickerProps {
  onChange: (product: PickedRateProduct | null) => void;
  /** A form offers active products only; the list filter also finds rates of disabled ones. */
  activeOnly?: boolean;
}

/**
 * A product of the OU, searched by code or name on the server as the person types. With an empty box and no label
 * the chosen product is fetched too, so a filter restored from the address shows its name.
 */
export function RateProductPicker({ onChange, activeOnly = false, ...props }: RateProductPickerProps) {
  // The last results by id, so a choice hands over the whole product (its type and instances), not only its label.
  const products = useRef(new Map<string, PickedRateProduct>());
  const options = useServerOptions<RateProductPickerQuery>(
    rateProductPickerQuery,
    (text) => ({
      input: { text: text.trim() || null, take: 20, sortBy: 'name', status: activeOnly ? 'ACTIVE' : null },
      ...chosenVariables(text.trim(), props),
    }),
    (data) => {
      const all = withChosen(data.searchProducts.data, data.selected, (p) => p.idProduct);
      products.current = new Map(all.map((p) => [p.idProduct, p]));
      return all.map((p) => ({ id: p.idProduct, label: p.name, description: p.code }));
    },
  );
  return (
    <ServerComboBox {...props} options={options}
      onSelectionChange={(key) => onChange(key == null ? null : products.current.get(key) ?? null)} />
  );
}
