import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useIntl } from 'react-intl';
import type { SecurityRouteQuery as SecurityRouteQueryType } from '../../__generated__/SecurityRouteQuery.graphql';
import { ErrorBoundary } from '../../app/pages/ErrorBoundary';
import { LoadingPage } from '../../app/pages/LoadingPage';
import { useRouteQueryRef } from '../../app/routeEntry';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import * as styles from './Security.css';
import { SecurityMfa } from './SecurityMfa';
import { securityMessages as m } from './messages';

const SecurityRouteQuery = graphql`
  query SecurityRouteQuery @preloadable {
    myMfa {
      ...SecurityMfa_mfa
    }
  }
`;

/** /account/security: the signed-in person's own two-step verification. */
export function SecurityRoute() {
  const intl = useIntl();
  const { reference, refetch, resetKey } = useRouteQueryRef<SecurityRouteQueryType>(SecurityRouteQuery);
  return (
    <section className={styles.page}>
      <PageHeader title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)}
        breadcrumbsLabel={intl.formatMessage(m.breadcrumbs)}
        breadcrumbs={[{ label: intl.formatMessage(m.home), href: '/' }, { label: intl.formatMessage(m.title) }]} />
      <ErrorBoundary resetKey={resetKey} fallback={(_error, reset) => (
        <div role="alert">
          <EmptyState title={intl.formatMessage(m.loadFailed)}
            action={<Button variant="secondary" onPress={() => { refetch(); reset(); }}>{intl.formatMessage(m.retry)}</Button>} />
        </div>
      )}>
        <Suspense fallback={<LoadingPage />}>
          <SecurityScreen reference={reference} onChanged={refetch} />
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}

function SecurityScreen({ reference, onChanged }: { reference: PreloadedQuery<SecurityRouteQueryType>; onChanged: () => void }) {
  const data = usePreloadedQuery<SecurityRouteQueryType>(SecurityRouteQuery, reference);
  return <SecurityMfa mfa={data.myMfa} onChanged={onChanged} />;
}
