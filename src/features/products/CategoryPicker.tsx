import { graphql } from 'react-relay';
import type { CategoryPickerQuery } from '../../__generated__/CategoryPickerQuery.graphql';
import { useCatalogName } from '../../app/catalogNames';
import { useServerOptions } from '../../app/useServerOptions';
import { ServerComboBox, withChosen } from '../../app/pickers/ServerComboBox';

const categoryPickerQuery = graphql`
  query CategoryPickerQuery($input: SearchInput!, $selected: ID!, $withSelected: Boolean!) {
    searchProductCategories(input: $input) {
      data { idProductCategory name categoryType { name nameEs } }
    }
    selected: getProductCategoryById(id: $selected) @include(if: $withSelected) {
      idProductCategory name categoryType { name nameEs }
    }
  }
`;

export interface CategoryPickerProps {
  label: string;
  placeholder?: string;
  selectedKey: string | null;
  onChange: (idProductCategory: string | null) => void;
}

/** The list's category filter: a product category of the caller's OU, searched on the server. */
export function CategoryPicker({ label, placeholder, selectedKey, onChange }: CategoryPickerProps) {
  const cn = useCatalogName();
  const options = useServerOptions<CategoryPickerQuery>(
    categoryPickerQuery,
    (text) => ({
      input: { text: text.trim() || null, take: 20 },
      selected: selectedKey ?? '',
      withSelected: !text.trim() && selectedKey != null,
    }),
    (data) => {
      const all = withChosen(data.searchProductCategories.data, data.selected, (c) => c.idProductCategory);
      return all.map((c) => ({ id: c.idProductCategory, label: c.name, description: cn(c.categoryType) || undefined }));
    },
  );
  return (
    <ServerComboBox label={label} placeholder={placeholder} selectedKey={selectedKey}
      onSelectionChange={(key) => onChange(key)} options={options} />
  );
}
