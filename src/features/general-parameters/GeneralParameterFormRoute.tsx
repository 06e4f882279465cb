import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'wouter';
import type { GeneralParameterFormRouteQuery as RouteQuery } from '../../__generated__/GeneralParameterFormRouteQuery.graphql';
import { LoadingPage } from '../../app/pages/LoadingPage';
import { PageHeader } from '../../ui/PageHeader';
import { ListBoundary } from '../../app/list/ListBoundary';
import { MissingRecord } from '../../app/list/MissingRecord';
import { useRouteQueryRef } from '../../app/routeEntry';
import { GeneralParameterForm } from './GeneralParameterForm';
import * as styles from '../../app/forms/Form.css';
import { gpMessages as m } from './messages';
import { useCatalogTexts } from '../../app/forms/useCatalogTexts';

const GeneralParameterFormRouteQuery = graphql`
  query GeneralParameterFormRouteQuery($id: ID!, $isEdit: Boolean!) @preloadable {
    getGeneralParameterById(id: $id) @include(if: $isEdit) {
      idGeneralParameter
      ...GeneralParameterForm_parameter
    }
  }
`;

/** /general-parameters/new and /general-parameters/{id}/edit. */
export function GeneralParameterFormRoute() {
  const intl = useIntl();
  const { gpBreadcrumbs, breadcrumbsLabel } = useCatalogTexts();
  const { id } = useParams<{ id?: string }>();
  const { reference, refetch } = useRouteQueryRef<RouteQuery>(GeneralParameterFormRouteQuery);
  const title = intl.formatMessage(id ? m.editTitle : m.newTitle);
  return (
    <section className={styles.page}>
      <PageHeader title={title} breadcrumbs={gpBreadcrumbs({ label: title })} breadcrumbsLabel={breadcrumbsLabel} />
      <ListBoundary resetKey={id ?? 'new'} onRetry={refetch} fallback={<LoadingPage />}>
        <FormScreen reference={reference} />
      </ListBoundary>
    </section>
  );
}

function FormScreen({ reference }: { reference: PreloadedQuery<RouteQuery> }) {
  const data = usePreloadedQuery<RouteQuery>(GeneralParameterFormRouteQuery, reference);
  if (reference.variables.isEdit && !data.getGeneralParameterById) return <MissingRecord listHref="/general-parameters" />;
  return <GeneralParameterForm key={data.getGeneralParameterById?.idGeneralParameter ?? 'new'} parameter={data.getGeneralParameterById ?? null} />;
}
