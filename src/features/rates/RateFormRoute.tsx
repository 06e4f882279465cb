import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'wouter';
import type { RateFormRouteQuery as RouteQuery } from '../../__generated__/RateFormRouteQuery.graphql';
import { ListBoundary } from '../../app/list/ListBoundary';
import { MissingRecord } from '../../app/list/MissingRecord';
import { LoadingPage } from '../../app/pages/LoadingPage';
import { useRouteQueryRef } from '../../app/routeEntry';
import { PageHeader } from '../../ui/PageHeader';
import { AuditHistoryButton } from '../../app/audit/AuditHistoryButton';
import * as pageStyles from '../../app/forms/Form.css';
import { rateMessages as m } from './messages';
import { RateForm } from './RateForm';
import * as styles from './Rates.css';
import { RateStateChip } from './RateStateChip';
import { useRateTexts } from './useRateTexts';

/** The rate and every catalog its form picks from (currencies, price types, rate features), in one request. */
const RateFormRouteQuery = graphql`
  query RateFormRouteQuery($id: ID!, $isEdit: Boolean!) @preloadable {
    getRateById(id: $id) @include(if: $isEdit) {
      idRateInstance
      code
      enabled
      ...RateForm_rate
    }
    ...RateForm_catalogs
  }
`;

/** /rates/new and /rates/{id} (a saved rate is edited in place). */
export function RateFormRoute() {
  // The navigation loaded it from the server (routes.ts: network-only): a form starts from what the server holds now.
  const { reference, refetch, resetKey } = useRouteQueryRef<RouteQuery>(RateFormRouteQuery);
  const loading = <><RateHeader title={null} /><LoadingPage /></>;
  return (
    <section className={pageStyles.page}>
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={loading}>
        <FormScreen reference={reference} />
      </ListBoundary>
    </section>
  );
}

function FormScreen({ reference }: { reference: PreloadedQuery<RouteQuery> }) {
  const data = usePreloadedQuery<RouteQuery>(RateFormRouteQuery, reference);
  const rate = data.getRateById;
  if (reference.variables.isEdit && !rate) {
    return <><RateHeader title={null} /><MissingRecord listHref="/rates" /></>;
  }
  return (
    <>
      <RateHeader title={rate ? { code: rate.code, enabled: rate.enabled, idRateInstance: rate.idRateInstance } : null} />
      <RateForm key={rate?.idRateInstance ?? 'new'} catalogs={data} rate={rate ?? null} />
    </>
  );
}

/** "New rate", or "Rate RT-000012" with its state on a saved one. */
function RateHeader({ title }: { title: { code: string; enabled: boolean; idRateInstance: string } | null }) {
  const { t, rateBreadcrumbs, breadcrumbsLabel } = useRateTexts();
  const { id } = useParams<{ id?: string }>();
  const text = title ? t(m.editTitle, { code: title.code }) : t(id ? m.rateOf : m.newTitle);
  return (
    <PageHeader
      title={title ? <span className={styles.titleRow}>{text}<RateStateChip enabled={title.enabled} /></span> : text}
      documentTitle={text}
      breadcrumbs={rateBreadcrumbs({ label: title?.code ?? text })}
      breadcrumbsLabel={breadcrumbsLabel}
      actions={title && <AuditHistoryButton recordType="RATE" id={title.idRateInstance} label={title.code} />}
    />
  );
}
