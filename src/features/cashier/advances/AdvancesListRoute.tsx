import { useState } from 'react';
import { graphql } from 'react-relay';
import { useLocation } from 'wouter';
import type { AdvancesListRouteQuery as RouteQuery } from '../../../__generated__/AdvancesListRouteQuery.graphql';
import * as styles from '../../../app/list/AdminPage.css';
import { ListPage, pagingOf } from '../../../app/list/ListPage';
import { SearchBox } from '../../../app/list/SearchBox';
import { useListParams } from '../../../app/listParams';
import { Button } from '../../../ui/Button';
import { PlusIcon } from '../../../ui/icons';
import { Select } from '../../../ui/Select';
import { AdvanceVoidDialog } from './AdvanceVoidDialog';
import { AdvancesListTable, type AdvanceRowSummary } from './AdvancesListTable';
import { advanceMessages as m } from './messages';
import { ADVANCES_HREF, useAdvanceTexts } from './useAdvanceTexts';
import { ADVANCE_STATUSES as STATUSES, advancesListQuery } from '../routeQueries';

const AdvancesListRouteQuery = graphql`
  query AdvancesListRouteQuery($input: AdvanceSearchInput!) @preloadable {
    searchAdvances(input: $input) {
      count
      data { ...AdvancesListTable_advances }
    }
  }
`;

/**
 * /cashier-transaction/payment/advances: the OU's advances, newest first, searched by customer or document number and
 * filtered by status on the server (?q=&status=&page=); an untouched advance can be voided from its row.
 */
export function AdvancesListRoute() {
  const { t, breadcrumbs, breadcrumbsLabel, statusText } = useAdvanceTexts();
  const [, navigate] = useLocation();
  const list = useListParams(advancesListQuery.defaults);
  const status = list.params.filters.status ?? null;
  const [voiding, setVoiding] = useState<AdvanceRowSummary | null>(null);
  const onCreate = () => navigate(`${ADVANCES_HREF}/new`);
  return (
    <ListPage<RouteQuery> query={AdvancesListRouteQuery} styles={styles}
      header={{
        title: t(m.listTitle), description: t(m.listDescription), breadcrumbs: breadcrumbs(), breadcrumbsLabel,
        actions: <Button onPress={onCreate}><PlusIcon size={14} />{t(m.newAdvance)}</Button>,
      }}
      toolbar={<>
        <SearchBox value={list.params.text} onSearch={list.setText} placeholder={t(m.searchPlaceholder)} />
        <Select label={t(m.statusFilter)} labelPosition="side" selectedKey={status ?? 'ALL'}
          onSelectionChange={(key) => list.setFilter('status', key === 'ALL' ? null : key)}
          items={[{ id: 'ALL', label: t(m.anyStatus) }, ...STATUSES.map((s) => ({ id: s, label: statusText(s) }))]} />
      </>}
      table={(data, isLoading) => (
        <AdvancesListTable advances={data?.searchAdvances.data ?? null} count={data?.searchAdvances.count ?? 0}
          isLoading={isLoading} {...pagingOf(list)} onCreate={onCreate} onVoid={setVoiding} />
      )}>
      {(refetch) => voiding && <AdvanceVoidDialog advance={voiding} onVoided={refetch} onClose={() => setVoiding(null)} />}
    </ListPage>
  );
}
