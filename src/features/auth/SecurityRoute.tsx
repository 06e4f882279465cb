import { graphql } from 'react-relay';
import type { SecurityRouteQuery as SecurityRouteQueryType } from '../../__generated__/SecurityRouteQuery.graphql';
import { QueryPage } from '../../app/pages/QueryPage';
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
  return (
    <QueryPage<SecurityRouteQueryType> query={SecurityRouteQuery} className={styles.page} messages={m}>
      {(data, refetch) => <SecurityMfa mfa={data.myMfa} onChanged={refetch} />}
    </QueryPage>
  );
}
