import { graphql } from 'react-relay';
import type { OusListRouteQuery as OusListRouteQueryType } from '../../__generated__/OusListRouteQuery.graphql';
import { oneOf } from '../../app/listParams';
import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import * as styles from '../../app/list/AdminPage.css';
import { ListPage, useRecordListControls } from '../../app/list/ListPage';
import { adminMessages } from '../../app/list/adminMessages';
import { ouMessages as m } from './messages';
import { OusListTable } from './OusListTable';
import { SearchBox } from '../../app/list/SearchBox';
import { StatusFilter } from '../../app/list/FilterSelect';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { OU_STATUSES, ousListQuery } from './routeQueries';

const OusListRouteQuery = graphql`
  query OusListRouteQuery($input: SearchInput!) @preloadable {
    searchOus(input: $input) {
      count
      data {
        ...OusListTable_ous
      }
    }
  }
`;

/** /users/organizational-units: paged, searched, sorted and filtered by status on the server. */
export function OusListRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useAdminTexts();
  const { list, controls } = useRecordListControls(ousListQuery.defaults,
    (idOu) => `/users/organizational-units/${idOu}/edit`, '/users/organizational-units/new');
  const status = oneOf(list.params.filters.status, OU_STATUSES);
  return (
    <ListPage<OusListRouteQueryType> query={OusListRouteQuery} styles={styles}
      header={{
        title: t(m.listTitle), description: t(m.listDescription), breadcrumbs: breadcrumbs({ label: t(m.listTitle) }),
        breadcrumbsLabel, actions: <Button onPress={controls.onCreate}><PlusIcon size={14} />{t(m.newOu)}</Button>,
      }}
      toolbar={<>
        <SearchBox value={list.params.text} onSearch={list.setText} />
        <StatusFilter label={t(adminMessages.status)} value={status}
          onChange={(value) => list.setFilter('status', value)} />
      </>}
      table={(data, isLoading) => (
        <OusListTable ous={data?.searchOus.data ?? null} count={data?.searchOus.count ?? 0} isLoading={isLoading} {...controls} />
      )} />
  );
}
