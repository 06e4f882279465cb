import { graphql, useFragment } from 'react-relay';
import type { ProductCategoryChoices_query$key } from '../../__generated__/ProductCategoryChoices_query.graphql';
import { navMessages } from '../../app/messages';
import { CatalogChoiceList } from './ChoiceList';
import { productMessages as m } from './messages';
import { useProductTexts } from './useProductTexts';

/** The OU's product categories as checkboxes, grouped by category type. */
export function ProductCategoryChoices({ query, selectedIds, onChange }: {
  query: ProductCategoryChoices_query$key; selectedIds: readonly string[]; onChange: (ids: string[]) => void;
}) {
  const { t } = useProductTexts();
  const data = useFragment(
    graphql`
      fragment ProductCategoryChoices_query on Query {
        productCategories: searchProductCategories(input: { take: 100 }) {
          count
          data { idProductCategory name shortName categoryType { name nameEs } }
        }
      }
    `,
    query,
  );
  return (
    <CatalogChoiceList label={t(m.categoriesSection)} page={data.productCategories} idOf={(c) => c.idProductCategory}
      typeOf={(c) => c.categoryType} selectedIds={selectedIds} onChange={onChange} emptyText={t(m.noCategoriesYet)}
      manage={{ href: '/products/categories', name: t(navMessages.categories) }} />
  );
}
