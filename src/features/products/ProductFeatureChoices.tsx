import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProductFeatureChoices_query$key } from '../../__generated__/ProductFeatureChoices_query.graphql';
import { useCatalogName } from '../../app/catalogNames';
import { navMessages } from '../../app/messages';
import { ChoiceList, groupByName } from './ChoiceList';
import { productMessages as m } from './messages';
import { useProductTexts } from './useProductTexts';

/** The OU's product features as checkboxes, grouped by feature type. */
export function ProductFeatureChoices({ query, selectedIds, onChange }: {
  query: ProductFeatureChoices_query$key; selectedIds: readonly string[]; onChange: (ids: string[]) => void;
}) {
  const { t } = useProductTexts();
  const cn = useCatalogName();
  const data = useFragment(
    graphql`
      fragment ProductFeatureChoices_query on Query {
        productFeatures: searchProductFeatures(input: { take: 100 }) {
          count
          data { idProductFeature code name featureType { name nameEs } }
        }
      }
    `,
    query,
  );
  const groups = useMemo(() => groupByName(data.productFeatures.data, (f) => cn(f.featureType),
    (f) => ({ id: f.idProductFeature, label: f.name })), [data, cn]);
  return (
    <ChoiceList label={t(m.featuresSection)} groups={groups} selectedIds={selectedIds} onChange={onChange}
      emptyText={t(m.noFeaturesYet)} manage={{ href: '/products/features', name: t(navMessages.features) }}
      total={data.productFeatures.count} shown={data.productFeatures.data.length} />
  );
}
