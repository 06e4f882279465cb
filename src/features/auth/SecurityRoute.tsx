import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { SecurityRouteQuery as SecurityRouteQueryType } from '../../__generated__/SecurityRouteQuery.graphql';
import { QueryPage } from '../../app/pages/QueryPage';
import { useRouteQueryRef } from '../../app/routeEntry';
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
  const { reference, refetch, resetKey } = useRouteQueryRef<SecurityRouteQueryType>(SecurityRouteQuery);
  return (
    <QueryPage className={styles.page} messages={m} resetKey={resetKey} onRetry={refetch}>
      <SecurityScreen reference={reference} onChanged={refetch} />
    </QueryPage>
  );
}

function SecurityScreen({ reference, onChanged }: { reference: PreloadedQuery<SecurityRouteQueryType>; onChanged: () => void }) {
  const data = usePreloadedQuery<SecurityRouteQueryType>(SecurityRouteQuery, reference);
  return <SecurityMfa mfa={data.myMfa} onChanged={onChanged} />;
}
