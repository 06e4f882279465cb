import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'wouter';
import type { ProductFeatureFormRouteQuery as RouteQuery } from '../../../__generated__/ProductFeatureFormRouteQuery.graphql';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { MissingRecord } from '../../../app/list/MissingRecord';
import { LoadingPage } from '../../../app/pages/LoadingPage';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { PageHeader } from '../../../ui/PageHeader';
import * as styles from '../../../app/forms/Form.css';
import { FEATURE_KINDS } from './featureKind';
import { ProductFeatureForm } from './ProductFeatureForm';
import { useProductTexts } from './useProductTexts';
import type { FeatureKind } from './validation';

/** The feature (or subfeature) and the catalogs its form picks from, in one request. */
const ProductFeatureFormRouteQuery = graphql`
  query ProductFeatureFormRouteQuery($id: ID!, $isFeatureEdit: Boolean!, $isSubfeatureEdit: Boolean!) @preloadable {
    feature: getProductFeatureById(id: $id) @include(if: $isFeatureEdit) {
      idProductFeature
      ...ProductFeatureForm_feature
    }
    subfeature: getProductSubfeatureById(id: $id) @include(if: $isSubfeatureEdit) {
      idProductFeature
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

function FeatureFormPage({ kind }: { kind: FeatureKind }) {
  const { t, productBreadcrumbs, breadcrumbsLabel } = useProductTexts();
  const { id } = useParams<{ id?: string }>();
  const { listPath, crumb, texts } = FEATURE_KINDS[kind];
  const { reference, refetch } = useRouteQueryRef<RouteQuery>(ProductFeatureFormRouteQuery);
  const title = t(id ? texts.editTitle : texts.newTitle);
  return (
    <section className={styles.page}>
      <PageHeader title={title} breadcrumbsLabel={breadcrumbsLabel}
        breadcrumbs={productBreadcrumbs({ label: t(crumb), href: listPath }, { label: title })} />
      <ListBoundary resetKey={`${kind}-${id ?? 'new'}`} onRetry={refetch} fallback={<LoadingPage />}>
        <FormScreen kind={kind} reference={reference} />
      </ListBoundary>
    </section>
  );
}

function FormScreen({ kind, reference }: { kind: FeatureKind; reference: PreloadedQuery<RouteQuery> }) {
  const data = usePreloadedQuery<RouteQuery>(ProductFeatureFormRouteQuery, reference);
  const saved = kind === 'subfeature' ? data.subfeature : data.feature;
  const isEdit = reference.variables.isFeatureEdit || reference.variables.isSubfeatureEdit;
  if (isEdit && !saved) return <MissingRecord listHref={FEATURE_KINDS[kind].listPath} />;
  return <ProductFeatureForm key={saved?.idProductFeature ?? 'new'} kind={kind} catalogs={data} feature={saved ?? null} />;
}
