import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { ProductSearchPickerQuery, ProductSearchPickerQuery$data } from '../../__generated__/ProductSearchPickerQuery.graphql';
import { adminMessages } from '../list/adminMessages';
import { useServerOptions } from '../useServerOptions';
import { ComboBox } from '../../ui/ComboBox';
import { pickerMessages as m } from './messages';
import type { PickerProps } from './IdPicker';

const productSearchQuery = graphql`
  query ProductSearchPickerQuery($input: ProductSearchInput!) {
    searchProducts(input: $input) {
      data {
        idProduct
        code
        name
        instances { idProductInstance code name shortName idStatus }
      }
    }
  }
`;

/** A product as the pickers hand it over: with its instances, so a form can offer them without another call. */
export type PickedProduct = ProductSearchPickerQuery$data['searchProducts']['data'][number];

/** Results per search; the person narrows by typing rather than paging. */
const TAKE = 20;

/** `selectedKey` is the chosen product (controlled); null for none. */
export interface ProductSearchPickerProps extends PickerProps {
  onChange: (product: PickedProduct | null) => void;
  autoFocus?: boolean;
  /** Products already chosen elsewhere, left out of the results. */
  excludeIds?: readonly string[];
  /** 'focus' (the default) lists products as soon as the box is focused; 'input' waits for typing or the button. */
  menuTrigger?: 'focus' | 'input';
}

/** Chooses one of the OU's active products, searching by code or name on the server as the person types. */
export function ProductSearchPicker({
  label, description, errorMessage, placeholder, selectedKey, selectedLabel, onChange, isRequired, autoFocus, excludeIds,
  menuTrigger = 'focus',
}: ProductSearchPickerProps) {
  const intl = useIntl();
  // The last results by id, so a choice hands over the whole product (its instances), not only its label.
  const products = useRef(new Map<string, PickedProduct>());
  const options = useServerOptions<ProductSearchPickerQuery>(
    productSearchQuery,
    (text) => ({ input: { text: text.trim() || null, take: TAKE, sortBy: 'name', status: 'ACTIVE' } }),
    (data) => {
      products.current = new Map(data.searchProducts.data.map((p) => [p.idProduct, p]));
      return data.searchProducts.data
        .filter((p) => !excludeIds?.includes(p.idProduct))
        .map((p) => ({ id: p.idProduct, label: p.name, description: p.code }));
    },
  );
  return (
    <ComboBox
      label={label}
      description={description}
      errorMessage={errorMessage}
      placeholder={placeholder}
      items={options.items}
      isLoading={options.isLoading}
      onInputChange={options.onInputChange}
      selectedKey={selectedKey}
      selectedLabel={selectedLabel}
      onSelectionChange={(key) => onChange(key == null ? null : products.current.get(key) ?? null)}
      menuTrigger={menuTrigger}
      isRequired={isRequired}
      autoFocus={autoFocus}
      emptyLabel={intl.formatMessage(options.failed ? m.searchFailed : m.noProducts)}
      loadingLabel={intl.formatMessage(adminMessages.searching)}
    />
  );
}
