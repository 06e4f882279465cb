import { graphql } from 'react-relay';
import type { ProductCategoryPickerQuery } from '../../../__generated__/ProductCategoryPickerQuery.graphql';
import { useCatalogName } from '../../../app/catalogNames';
import { useServerOptions } from '../../../app/useServerOptions';
import { ServerComboBox } from '../../../app/pickers/ServerComboBox';

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
  const options = useServerOptions<ProductCategoryPickerQuery>(
    categoryPickerQuery,
    (text) => ({ input: { text: text.trim() || null, take: 50, sortBy: 'name' } }),
    (data) => data.searchProductCategories.data.map((c) => ({
      id: c.idProductCategory, label: c.name, description: cn(c.categoryType) || c.shortName,
    })),
  );
  return (
    <ServerComboBox label={label} description={description} placeholder={placeholder} selectedKey={selectedKey}
      onSelectionChange={(key) => onChange(key)} options={options} />
  );
}
