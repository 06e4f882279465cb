import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { DailyCashierRouteQuery as RouteQuery } from '../../../__generated__/DailyCashierRouteQuery.graphql';
import * as styles from '../../../app/list/AdminPage.css';
import { ListBoundary } from '../../../app/list/ListBoundary';
import { useRouteQueryRef } from '../../../app/routeEntry';
import { oneOf, useListParams } from '../../../app/listParams';
import { DateRangeFilter } from '../DateRangeFilter';
import { dailyCashierMachine } from '../../../machines/dailyCashier/dailyCashierMachine';
import { LoadingPage } from '../../../app/pages/LoadingPage';
import { PageHeader } from '../../../ui/PageHeader';
import { Select } from '../../../ui/Select';
import { toast } from '../../../ui/toastQueue';
import { DailyCashiersListTable, type DailyCashiersListControls } from './DailyCashiersListTable';
import { DailyCashierTodayCard, type DailyCashierState } from './DailyCashierTodayCard';
import { dailyCashierMessages as m } from './messages';
import { useDailyCashierActors } from './useDailyCashierActors';
import { useDailyCashierTexts } from './useDailyCashierTexts';
import * as cardStyles from './DailyCashier.css';
import { CASHIER_DAY_STATUSES as STATUSES, dailyCashierListQuery } from '../routeQueries';

const DailyCashierRouteQuery = graphql`
  query DailyCashierRouteQuery($input: DailyCashierSearchInput!) @preloadable {
    ...DailyCashierTodayCard_catalogs
    cashiers: dailyCashierUsers { idUser name }
    myDailyCashierToday {
      idDailyCashier version status canReopen
      ...DailyCashierTodayCard_day
    }
    searchDailyCashiers(input: $input) {
      count
      data {
        ...DailyCashiersListTable_days
      }
    }
  }
`;

const ALL = 'all';

/** What each finished operation says: the machine moves from the working state to the next one. */
const DONE: Partial<Record<DailyCashierState, { to: DailyCashierState; message: keyof typeof m }>> = {
  opening: { to: 'open', message: 'opened' },
  updating: { to: 'open', message: 'floatsSaved' },
  closing: { to: 'closed', message: 'closed' },
  reopening: { to: 'open', message: 'reopened' },
};

/**
 * /cashier-transaction/payment/daily-cashier: the signed-in cashier's day (open with floats, change them, close with
 * a count, reopen with a reason) above the OU's daily cashiers, filtered by dates and status and paged on the server.
 */
export function DailyCashierRoute() {
  const { t, breadcrumbs, breadcrumbsLabel } = useDailyCashierTexts();
  const list = useListParams(dailyCashierListQuery.defaults);
  const { filters } = list.params;
  const status = oneOf(filters.status, STATUSES);
  const { reference, isPending, refetch, resetKey } = useRouteQueryRef<RouteQuery>(DailyCashierRouteQuery);
  const actors = useDailyCashierActors({ onChanged: refetch });
  const machine = useMemo(() => dailyCashierMachine.provide({ actors }), [actors]);
  const [snapshot, send] = useMachine(machine);
  const state = snapshot.value as DailyCashierState;
  const previous = useRef(state);
  useEffect(() => {
    const done = DONE[previous.current];
    if (done && done.to === state) toast.success(t(m[done.message]));
    previous.current = state;
  }, [state, t]);

  const controls: DailyCashiersListControls = {
    params: list.params, onPageChange: list.setPage, onPageSizeChange: list.setPageSize, onSortChange: list.setSort,
  };
  return (
    <section className={styles.page}>
      <PageHeader title={t(m.title)} description={t(m.description)} breadcrumbs={breadcrumbs()} breadcrumbsLabel={breadcrumbsLabel} />
      <ListBoundary resetKey={resetKey} onRetry={refetch} fallback={<LoadingPage />}>
        {reference ? (
          <Screen reference={reference} isPending={isPending} controls={controls} state={state} snapshot={snapshot} send={send}
            filters={(cashiers) => (
              <div className={styles.toolbar}>
                <DateRangeFilter list={list} label={t(m.date)} />
                <Select label={t(m.status)} selectedKey={status ?? ALL}
                  onSelectionChange={(key) => list.setFilter('status', key === ALL ? null : key)}
                  items={[
                    { id: ALL, label: t(m.allStatuses) }, { id: 'OPEN', label: t(m.statusOpen) },
                    { id: 'CLOSED', label: t(m.statusClosed) },
                  ]} />
                <Select label={t(m.cashier)} selectedKey={filters.cashier ?? ALL}
                  onSelectionChange={(key) => list.setFilter('cashier', key === ALL ? null : key)}
                  items={[{ id: ALL, label: t(m.allCashiers) }, ...cashiers.map((c) => ({ id: c.idUser, label: c.name }))]} />
              </div>
            )} />
        ) : <LoadingPage />}
      </ListBoundary>
    </section>
  );
}

type Snapshot = ReturnType<typeof useMachine<typeof dailyCashierMachine>>[0];
type Send = ReturnType<typeof useMachine<typeof dailyCashierMachine>>[1];

function Screen({ reference, isPending, controls, state, snapshot, send, filters }: {
  reference: PreloadedQuery<RouteQuery>; isPending: boolean; controls: DailyCashiersListControls; state: DailyCashierState;
  snapshot: Snapshot; send: Send; filters: (cashiers: readonly { idUser: string; name: string }[]) => ReactNode;
}) {
  const { t } = useDailyCashierTexts();
  const data = usePreloadedQuery<RouteQuery>(DailyCashierRouteQuery, reference);
  return (
    <>
      <DailyCashierTodayCard day={data.myDailyCashierToday ?? null} catalogs={data} state={state} context={snapshot.context}
        send={send} />
      <h2 className={cardStyles.heading}>{t(m.listTitle)}</h2>
      {filters(data.cashiers)}
      <DailyCashiersListTable days={data.searchDailyCashiers.data} count={data.searchDailyCashiers.count} isLoading={isPending}
        {...controls} />
    </>
  );
}
