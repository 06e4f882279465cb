import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'wouter';
import type { ProductFeaturesListRouteQuery as RouteQuery } from '../../../__generated__/ProductFeaturesListRouteQuery.graphql';
import { useListParams } from '../../../app/listParams';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { SearchBox } from '../../../app/list/SearchBox';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { Button } from '../../../ui/Button';
import { PlusIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/PageHeader';
import * as styles from '../../../app/forms/Form.css';
import { FEATURE_KINDS } from './featureKind';
import { featureMessages as m } from './messages';
import { ProductFeaturesListTable, type ProductFeaturesListControls } from './ProductFeaturesListTable';
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
  const { t, productBreadcrumbs, breadcrumbsLabel } = useProductTexts();
  const [, navigate] = useLocation();
  const { listPath, crumb, texts } = FEATURE_KINDS[kind];
  const list = useListParams(featuresListQuery(kind === 'subfeature').defaults);
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<RouteQuery>(ProductFeaturesListRouteQuery);
  const controls: ProductFeaturesListControls = {
    params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize, onSortChange: list.setSort,
    hrefOf: (id) => `${listPath}/${id}/edit`, onCreate: () => navigate(`${listPath}/new`),
  };
  const loading = <ProductFeaturesListTable kind={kind} features={null} count={0} isLoading {...controls} />;
  return (
    <section className={styles.page}>
      <PageHeader
        title={t(texts.listTitle)}
        description={t(texts.listDescription)}
        breadcrumbs={productBreadcrumbs({ label: t(crumb) })}
        breadcrumbsLabel={breadcrumbsLabel}
        actions={<Button onPress={controls.onCreate}><PlusIcon size={14} />{t(texts.newButton)}</Button>}
      />
      <div className={styles.toolbar}>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
      </div>
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={loading}>
        {reference ? <ListScreen kind={kind} reference={reference} isPending={isPending} controls={controls} /> : loading}
      </ListBoundary>
    </section>
  );
}

function ListScreen({ kind, reference, isPending, controls }: {
  kind: FeatureKind; reference: PreloadedQuery<RouteQuery>; isPending: boolean; controls: ProductFeaturesListControls;
}) {
  const data = usePreloadedQuery<RouteQuery>(ProductFeaturesListRouteQuery, reference);
  const page = (kind === 'subfeature' ? data.subfeatures : data.features) ?? { data: [], count: 0 };
  return <ProductFeaturesListTable kind={kind} features={page.data} count={page.count} isLoading={isPending} {...controls} />;
}
