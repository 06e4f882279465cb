import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { CategoryPickerQuery } from '../../__generated__/CategoryPickerQuery.graphql';
import { useCatalogName } from '../../app/catalogNames';
import { adminMessages } from '../../app/list/adminMessages';
import { useServerOptions } from '../../app/useServerOptions';
import { ComboBox } from '../../ui/ComboBox';

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
  const intl = useIntl();
  const options = useServerOptions<CategoryPickerQuery>(
    categoryPickerQuery,
    (text) => ({
      input: { text: text.trim() || null, take: 20 },
      selected: selectedKey ?? '',
      withSelected: !text.trim() && selectedKey != null,
    }),
    (data) => {
      const found = data.searchProductCategories.data;
      const chosen = data.selected;
      const all = chosen && !found.some((c) => c.idProductCategory === chosen.idProductCategory) ? [chosen, ...found] : found;
      return all.map((c) => ({ id: c.idProductCategory, label: c.name, description: cn(c.categoryType) || undefined }));
    },
  );
  return (
    <ComboBox
      label={label}
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
