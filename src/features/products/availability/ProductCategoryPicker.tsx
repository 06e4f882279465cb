import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { ProductCategoryPickerQuery } from '../../../__generated__/ProductCategoryPickerQuery.graphql';
import { useCatalogName } from '../../../app/catalogNames';
import { adminMessages } from '../../../app/list/adminMessages';
import { useServerOptions } from '../../../app/useServerOptions';
import { ComboBox } from '../../../ui/ComboBox';

const categoryPickerQuery = graphql`
  query ProductCategoryPickerQuery($input: SearchInput!) {
    searchProductCategories(input: $input) {
      data { idProductCategory name shortName categoryType { name nameEs } }
    }
  }
`;

export interface ProductCategoryPickerProps {
  label: string;
  description?: string;
  placeholder?: string;
  selectedKey: string | null;
  onChange: (idProductCategory: string | null) => void;
}

/**
 * Chooses one of the OU's product categories. Opening it lists them by name; typing searches on the server. It
 * fetches on its own, so the filters stay usable while (or if) the grid fails to load.
 */
export function ProductCategoryPicker({ label, description, placeholder, selectedKey, onChange }: ProductCategoryPickerProps) {
  const cn = useCatalogName();
  const intl = useIntl();
  const options = useServerOptions<ProductCategoryPickerQuery>(
    categoryPickerQuery,
    (text) => ({ input: { text: text.trim() || null, take: 50, sortBy: 'name' } }),
    (data) => data.searchProductCategories.data.map((c) => ({
      id: c.idProductCategory, label: c.name, description: cn(c.categoryType) || c.shortName,
    })),
  );
  return (
    <ComboBox
      label={label}
      description={description}
      placeholder={placeholder}
      items={options.items}
      isLoading={options.isLoading}
      onInputChange={options.onInputChange}
      selectedKey={selectedKey}
      onSelectionChange={(key) => onChange(key)}
      menuTrigger="focus"
      emptyLabel={intl.formatMessage(adminMessages.noMatches)}
      loadingLabel={intl.formatMessage(adminMessages.searching)}
    />
  );
}
