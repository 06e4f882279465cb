import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ChangeOuRouteQuery as ChangeOuRouteQueryType } from '../../../__generated__/ChangeOuRouteQuery.graphql';
import { QueryPage } from '../../../app/pages/QueryPage';
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
  const { reference, refetch, resetKey } = useRouteQueryRef<ChangeOuRouteQueryType>(ChangeOuRouteQuery);
  return (
    <QueryPage className={styles.page} messages={m} resetKey={resetKey} onRetry={refetch}>
      <ChangeOuScreen reference={reference} onChanged={refetch} />
    </QueryPage>
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
