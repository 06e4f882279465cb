import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProductSubfeatureItemChoices_query$key } from '../../__generated__/ProductSubfeatureItemChoices_query.graphql';
import { navMessages } from '../../app/messages';
import { ChoiceList, type ChoiceGroup } from './ChoiceList';
import { productMessages as m } from './messages';
import { useProductTexts } from './useProductTexts';

const subfeaturesFragment = graphql`
  fragment ProductSubfeatureItemChoices_query on Query {
    productSubfeatures: searchProductSubfeatures(input: { take: 100 }) {
      count
      data {
        idProductFeature
        code
        name
        items { idProductFeatureItem code name }
      }
    }
  }
`;

/**
 * The OU's subfeatures with their items, one group per subfeature (in the catalog's order). The new-product form
 * reads them too, to offer the chosen items to its instances.
 */
export function useSubfeatureGroups(query: ProductSubfeatureItemChoices_query$key) {
  const data = useFragment(subfeaturesFragment, query);
  const groups = useMemo((): ChoiceGroup[] => data.productSubfeatures.data.map((s) => ({
    key: s.idProductFeature, title: s.name, items: s.items.map((i) => ({ id: i.idProductFeatureItem, label: i.name })),
  })), [data]);
  return { groups, total: data.productSubfeatures.count, shown: data.productSubfeatures.data.length };
}

/** The items of the OU's subfeatures as checkboxes grouped by subfeature: the dimensions the product is offered in. */
export function ProductSubfeatureItemChoices({ query, selectedIds, onChange }: {
  query: ProductSubfeatureItemChoices_query$key; selectedIds: readonly string[]; onChange: (ids: string[]) => void;
}) {
  const { t } = useProductTexts();
  const { groups, total, shown } = useSubfeatureGroups(query);
  return (
    <ChoiceList label={t(m.subfeaturesSection)} groups={groups} selectedIds={selectedIds} onChange={onChange}
      emptyText={t(m.noSubfeaturesYet)} manage={{ href: '/products/subfeatures', name: t(navMessages.subfeatures) }}
      total={total} shown={shown} />
  );
}
