import { Suspense, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useIntl } from 'react-intl';
import type { ChangeOuRouteQuery as ChangeOuRouteQueryType } from '../../../__generated__/ChangeOuRouteQuery.graphql';
import { ErrorBoundary } from '../../../app/pages/ErrorBoundary';
import { LoadingPage } from '../../../app/pages/LoadingPage';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { useRouteQueryRef } from '../../../app/routeEntry';
import * as styles from './ChangeOu.css';
import { ChangeOuCurrent } from './ChangeOuCurrent';
import { ChangeOuForm } from './ChangeOuForm';
import { changeOuMessages as m } from './messages';

const ChangeOuRouteQuery = graphql`
  query ChangeOuRouteQuery @preloadable {
    viewer {
      ...ChangeOuCurrent_viewer
      ...ChangeOuForm_viewer
    }
    searchOus(input: { take: 100, status: ACTIVE, sortBy: "name", sortDirection: ASC }) {
      data {
        ...ChangeOuForm_ous
      }
    }
  }
`;

/** /change-ou (STG): the unit the person works in now, and the switch to another. */
export function ChangeOuRoute() {
  const intl = useIntl();
  const { reference, refetch, resetKey } = useRouteQueryRef<ChangeOuRouteQueryType>(ChangeOuRouteQuery);
  return (
    <section className={styles.page}>
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)}
        breadcrumbsLabel={intl.formatMessage(m.breadcrumbs)}
        breadcrumbs={[{ label: intl.formatMessage(m.home), href: '/' }, { label: intl.formatMessage(m.title) }]} />
      <ErrorBoundary resetKey={resetKey} fallback={(_error, reset) => (
        <Failure onRetry={() => { refetch(); reset(); }} />
      )}>
        <Suspense fallback={<LoadingPage />}>
          <ChangeOuScreen reference={reference} onChanged={refetch} />
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}

function ChangeOuScreen({ reference, onChanged }: { reference: PreloadedQuery<ChangeOuRouteQueryType>; onChanged: () => void }) {
  const data = usePreloadedQuery<ChangeOuRouteQueryType>(ChangeOuRouteQuery, reference);
  if (!data.viewer) return null;
  return (
    <div className={styles.split}>
      <ChangeOuForm viewer={data.viewer} ous={data.searchOus.data} onChanged={onChanged} />
      <ChangeOuCurrent viewer={data.viewer} />
    </div>
  );
}

function Failure({ onRetry }: { onRetry: () => void }): ReactNode {
  const intl = useIntl();
  return (
    <div role="alert">
      <EmptyState title={intl.formatMessage(m.loadFailed)}
        action={<Button variant="secondary" onPress={onRetry}>{intl.formatMessage(m.retry)}</Button>} />
    </div>
  );
}
