import { graphql } from 'react-relay';
import type { ChangeOuRouteQuery as ChangeOuRouteQueryType } from '../../../__generated__/ChangeOuRouteQuery.graphql';
import { QueryPage } from '../../../app/pages/QueryPage';
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
  return (
    <QueryPage<ChangeOuRouteQueryType> query={ChangeOuRouteQuery} className={styles.page} messages={m}>
      {(data, refetch) => data.viewer && (
        <div className={styles.split}>
          <ChangeOuForm viewer={data.viewer} ous={data.searchOus.data} onChanged={refetch} />
          <ChangeOuCurrent viewer={data.viewer} />
        </div>
      )}
    </QueryPage>
  );
}
