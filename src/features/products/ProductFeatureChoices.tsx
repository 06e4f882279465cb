import { graphql, useFragment } from 'react-relay';
import type { ProductFeatureChoices_query$key } from '../../__generated__/ProductFeatureChoices_query.graphql';
import { navMessages } from '../../app/messages';
import { CatalogChoiceList } from './ChoiceList';
import { productMessages as m } from './messages';
import { useProductTexts } from './useProductTexts';

/** The OU's product features as checkboxes, grouped by feature type. */
export function ProductFeatureChoices({ query, selectedIds, onChange }: {
  query: ProductFeatureChoices_query$key; selectedIds: readonly string[]; onChange: (ids: string[]) => void;
}) {
  const { t } = useProductTexts();
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
  return (
    <CatalogChoiceList label={t(m.featuresSection)} page={data.productFeatures} idOf={(f) => f.idProductFeature}
      typeOf={(f) => f.featureType} selectedIds={selectedIds} onChange={onChange} emptyText={t(m.noFeaturesYet)}
      manage={{ href: '/products/features', name: t(navMessages.features) }} />
  );
}
