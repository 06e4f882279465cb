import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'wouter';
import type { RateSubfeatureFormRouteQuery as RouteQuery } from '../../../__generated__/RateSubfeatureFormRouteQuery.graphql';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { MissingRecord } from '../../../app/list/MissingRecord';
import { useRouteQuery } from '../../../app/list/useRouteQuery';
import { LoadingPage } from '../../../app/pages/LoadingPage';
import { PageHeader } from '../../../ui/PageHeader';
import * as pageStyles from '../../../app/forms/Form.css';
import { rateCatalogMessages as m } from './messages';
import { RateSubfeatureForm } from './RateSubfeatureForm';
import { useRateCatalogTexts } from './useRateCatalogTexts';

const RateSubfeatureFormRouteQuery = graphql`
  query RateSubfeatureFormRouteQuery($id: ID!, $isEdit: Boolean!) {
    getRateSubfeatureById(id: $id) @include(if: $isEdit) {
      idRateSubfeature
      ...RateSubfeatureForm_subfeature
    }
    ...RateSubfeatureForm_catalogs
  }
`;

/** /rates/subfeatures/new and /rates/subfeatures/{id}/edit. */
export function RateSubfeatureFormRoute() {
  const { t, subfeatureBreadcrumbs, breadcrumbsLabel } = useRateCatalogTexts();
  const { id } = useParams<{ id?: string }>();
  const { reference, refetch } = useRouteQuery<RouteQuery>(RateSubfeatureFormRouteQuery, { id: id ?? '', isEdit: id != null }, 'network-only');
  const title = t(id ? m.editSubfeature : m.newSubfeature);
  return (
    <section className={pageStyles.page}>
      <PageHeader title={title} breadcrumbs={subfeatureBreadcrumbs({ label: title })} breadcrumbsLabel={breadcrumbsLabel} />
      <ListBoundary resetKey={id ?? 'new'} onRetry={refetch} fallback={<LoadingPage />}>
        {reference ? <FormScreen reference={reference} /> : <LoadingPage />}
      </ListBoundary>
    </section>
  );
}

function FormScreen({ reference }: { reference: PreloadedQuery<RouteQuery> }) {
  const data = usePreloadedQuery<RouteQuery>(RateSubfeatureFormRouteQuery, reference);
  if (reference.variables.isEdit && !data.getRateSubfeatureById) return <MissingRecord listHref="/rates/subfeatures" />;
  return (
    <RateSubfeatureForm key={data.getRateSubfeatureById?.idRateSubfeature ?? 'new'} catalogs={data}
      subfeature={data.getRateSubfeatureById ?? null} />
  );
}
