import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProductCategoryChoices_query$key } from '../../__generated__/ProductCategoryChoices_query.graphql';
import { useCatalogName } from '../../app/catalogNames';
import { navMessages } from '../../app/messages';
import { ChoiceList, groupByName } from './ChoiceList';
import { productMessages as m } from './messages';
import { useProductTexts } from './useProductTexts';

/** The OU's product categories as checkboxes, grouped by category type. */
export function ProductCategoryChoices({ query, selectedIds, onChange }: {
  query: ProductCategoryChoices_query$key; selectedIds: readonly string[]; onChange: (ids: string[]) => void;
}) {
  const { t } = useProductTexts();
  const cn = useCatalogName();
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
  const groups = useMemo(() => groupByName(data.productCategories.data, (c) => cn(c.categoryType),
    (c) => ({ id: c.idProductCategory, label: c.name })), [data, cn]);
  return (
    <ChoiceList label={t(m.categoriesSection)} groups={groups} selectedIds={selectedIds} onChange={onChange}
      emptyText={t(m.noCategoriesYet)} manage={{ href: '/products/categories', name: t(navMessages.categories) }}
      total={data.productCategories.count} shown={data.productCategories.data.length} />
  );
}
