import { graphql } from 'react-relay';
import type { ProductFeaturesListRouteQuery as RouteQuery } from '../../../__generated__/ProductFeaturesListRouteQuery.graphql';
import { RecordListPage } from '../../../app/list/RecordListPage';
import * as styles from '../../../app/forms/Form.css';
import { FEATURE_KINDS } from './featureKind';
import { featureMessages as m } from './messages';
import { ProductFeaturesListTable } from './ProductFeaturesListTable';
import { useProductTexts } from './useProductTexts';
import type { FeatureKind } from './validation';
import { featuresListQuery } from '../routeQueries';

/** One query for both lists: the kind decides which search runs. */
const ProductFeaturesListRouteQuery = graphql`
  query ProductFeaturesListRouteQuery($input: SearchInput!, $isSubfeature: Boolean!) @preloadable {
    features: searchProductFeatures(input: $input) @skip(if: $isSubfeature) {
      count
      data { ...ProductFeaturesListTable_features }
    }
    subfeatures: searchProductSubfeatures(input: $input) @include(if: $isSubfeature) {
      count
      data { ...ProductFeaturesListTable_features }
    }
  }
`;

/** /products/features. */
export function ProductFeaturesListRoute() {
  return <FeaturesList kind="feature" />;
}

/** /products/subfeatures. */
export function ProductSubfeaturesListRoute() {
  return <FeaturesList kind="subfeature" />;
}

/** The OU's features (or subfeatures), paged, searched and sorted on the server. */
function FeaturesList({ kind }: { kind: FeatureKind }) {
  const { t, productBreadcrumbs } = useProductTexts();
  const { listPath, crumb, texts } = FEATURE_KINDS[kind];
  return (
    <RecordListPage<RouteQuery> query={ProductFeaturesListRouteQuery} styles={styles}
      defaults={featuresListQuery(kind === 'subfeature').defaults}
      hrefOf={(id) => `${listPath}/${id}/edit`} newHref={`${listPath}/new`}
      texts={{ ...texts, newRecord: texts.newButton }}
      breadcrumbs={productBreadcrumbs({ label: t(crumb) })} search={m.searchPlaceholder}
      table={(data, table) => (
        <ProductFeaturesListTable page={kind === 'subfeature' ? data?.subfeatures : data?.features} {...table} />
      )} />
  );
}
