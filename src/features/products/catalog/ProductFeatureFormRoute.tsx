import { graphql } from 'react-relay';
import type { ProductFeatureFormRouteQuery as RouteQuery } from '../../../__generated__/ProductFeatureFormRouteQuery.graphql';
import { RecordFormRoute } from '../../../app/forms/RecordFormRoute';
import { FEATURE_KINDS } from './featureKind';
import { ProductFeatureForm } from './ProductFeatureForm';
import { useProductTexts } from './useProductTexts';
import type { FeatureKind } from './validation';

/** The feature (or subfeature) and the catalogs its form picks from, in one request. */
const ProductFeatureFormRouteQuery = graphql`
  query ProductFeatureFormRouteQuery($id: ID!, $isFeatureEdit: Boolean!, $isSubfeatureEdit: Boolean!) @preloadable {
    feature: getProductFeatureById(id: $id) @include(if: $isFeatureEdit) {
      ...ProductFeatureForm_feature
    }
    subfeature: getProductSubfeatureById(id: $id) @include(if: $isSubfeatureEdit) {
      ...ProductFeatureForm_feature
    }
    ...ProductFeatureForm_catalogs
  }
`;

/** /products/features/new and /products/features/{id}/edit. */
export function ProductFeatureFormRoute() {
  return <FeatureFormPage kind="feature" />;
}

/** /products/subfeatures/new and /products/subfeatures/{id}/edit. */
export function ProductSubfeatureFormRoute() {
  return <FeatureFormPage kind="subfeature" />;
}

type Feature = NonNullable<RouteQuery['response']['feature']>;

function FeatureFormPage({ kind }: { kind: FeatureKind }) {
  const { t, productBreadcrumbs } = useProductTexts();
  const { listPath, crumb, texts } = FEATURE_KINDS[kind];
  return (
    <RecordFormRoute<RouteQuery, Feature> query={ProductFeatureFormRouteQuery} titles={texts}
      trail={productBreadcrumbs({ label: t(crumb), href: listPath })}
      record={(data) => (kind === 'subfeature' ? data.subfeature : data.feature)} listHref={listPath}>
      {(data, saved) => <ProductFeatureForm kind={kind} catalogs={data} feature={saved} />}
    </RecordFormRoute>
  );
}
