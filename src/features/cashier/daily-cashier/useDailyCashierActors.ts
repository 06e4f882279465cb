import { useMemo, useRef } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { fromPromise } from 'xstate';
import type { useDailyCashierActorsCloseMutation as CloseMutation } from '../../../__generated__/useDailyCashierActorsCloseMutation.graphql';
import type { useDailyCashierActorsOpenMutation as OpenMutation } from '../../../__generated__/useDailyCashierActorsOpenMutation.graphql';
import type { useDailyCashierActorsReopenMutation as ReopenMutation } from '../../../__generated__/useDailyCashierActorsReopenMutation.graphql';
import type { useDailyCashierActorsTodayQuery as TodayQuery } from '../../../__generated__/useDailyCashierActorsTodayQuery.graphql';
import type { useDailyCashierActorsUpdateMutation as UpdateMutation } from '../../../__generated__/useDailyCashierActorsUpdateMutation.graphql';
import { commitAsync } from '../../../app/graphqlErrors';
import type { DaySnapshot } from '../../../machines/dailyCashier/dailyCashierActors';
import type { CountDraft, FloatDraft } from '../../../machines/dailyCashier/dailyCashierRules';

const todayQuery = graphql`
  query useDailyCashierActorsTodayQuery {
    myDailyCashierToday {
      idDailyCashier version status canReopen
      ...DailyCashierTodayCard_day
    }
  }
`;

const snapshot = (day: { idDailyCashier: string; version: number; status: string; canReopen: boolean }): DaySnapshot => ({
  idDailyCashier: day.idDailyCashier, version: day.version, status: day.status === 'OPEN' ? 'OPEN' : 'CLOSED',
  canReopen: day.canReopen,
});

const floatInput = (floats: FloatDraft[]) =>
  floats.map((f) => ({ idCurrency: f.idCurrency, openingAmount: f.openingAmount.trim() }));

/**
 * The daily cashier machine's server calls (src/machines/dailyCashier/dailyCashierActors.ts) over Relay. Each answer
 * carries the card's and the list's fragments, so the screen shows the day as the server left it.
 */
export function useDailyCashierActors({ onChanged }: { onChanged: () => void }) {
  const environment = useRelayEnvironment();
  const [commitOpen] = useMutation<OpenMutation>(graphql`
    mutation useDailyCashierActorsOpenMutation($floats: [DailyCashierFloatInput!]!) {
      openDailyCashier(floats: $floats) {
        id idDailyCashier version status canReopen
        ...DailyCashierTodayCard_day
        ...DailyCashiersListTable_days
      }
    }
  `);
  const [commitUpdate] = useMutation<UpdateMutation>(graphql`
    mutation useDailyCashierActorsUpdateMutation($idDailyCashier: ID!, $version: Int, $floats: [DailyCashierFloatInput!]!) {
      updateDailyCashier(idDailyCashier: $idDailyCashier, version: $version, floats: $floats) {
        id idDailyCashier version status canReopen
        ...DailyCashierTodayCard_day
        ...DailyCashiersListTable_days
      }
    }
  `);
  const [commitClose] = useMutation<CloseMutation>(graphql`
    mutation useDailyCashierActorsCloseMutation(
      $idDailyCashier: ID!, $version: Int, $counts: [DailyCashierCountInput!]!, $note: String
    ) {
      closeDailyCashier(idDailyCashier: $idDailyCashier, version: $version, counts: $counts, note: $note) {
        id idDailyCashier version status canReopen
        ...DailyCashierTodayCard_day
        ...DailyCashiersListTable_days
      }
    }
  `);
  const [commitReopen] = useMutation<ReopenMutation>(graphql`
    mutation useDailyCashierActorsReopenMutation($idDailyCashier: ID!, $version: Int, $reason: String) {
      reopenDailyCashier(idDailyCashier: $idDailyCashier, version: $version, reason: $reason) {
        id idDailyCashier version status canReopen
        ...DailyCashierTodayCard_day
        ...DailyCashiersListTable_days
      }
    }
  `);
  // The route's query already read today's day: the first load takes it from the store, a reload asks the server.
  const loads = useRef(0);
  const changed = useRef(onChanged);
  changed.current = onChanged;
  return useMemo(() => ({
    load: fromPromise<DaySnapshot | null>(async () => {
      const data = await fetchQuery<TodayQuery>(environment, todayQuery, {},
        { fetchPolicy: loads.current++ === 0 ? 'store-or-network' : 'network-only' }).toPromise();
      return data?.myDailyCashierToday ? snapshot(data.myDailyCashierToday) : null;
    }),
    open: fromPromise<DaySnapshot, { floats: FloatDraft[] }>(async ({ input }) => {
      const data = await commitAsync(commitOpen, {
        variables: { floats: floatInput(input.floats) },
        // The new day becomes today's day of the card; the list gains a row on the refetch below.
        updater: (store) => {
          const day = store.getRootField('openDailyCashier');
          if (day) store.getRoot().setLinkedRecord(day, 'myDailyCashierToday');
        },
      });
      changed.current();
      return snapshot(data.openDailyCashier);
    }),
    update: fromPromise<DaySnapshot, { idDailyCashier: string; version: number; floats: FloatDraft[] }>(async ({ input }) => {
      const data = await commitAsync(commitUpdate, {
        variables: { idDailyCashier: input.idDailyCashier, version: input.version, floats: floatInput(input.floats) },
      });
      return snapshot(data.updateDailyCashier);
    }),
    close: fromPromise<DaySnapshot, { idDailyCashier: string; version: number; counts: CountDraft[]; note: string }>(
      async ({ input }) => {
        const data = await commitAsync(commitClose, {
          variables: {
            idDailyCashier: input.idDailyCashier, version: input.version, note: input.note.trim() || null,
            counts: input.counts.map((c) => ({
              idPaymentType: c.idPaymentType, idCurrency: c.idCurrency, countedAmount: c.countedAmount.trim(),
            })),
          },
        });
        return snapshot(data.closeDailyCashier);
      },
    ),
    reopen: fromPromise<DaySnapshot, { idDailyCashier: string; version: number; reason: string }>(async ({ input }) => {
      const data = await commitAsync(commitReopen, {
        variables: { idDailyCashier: input.idDailyCashier, version: input.version, reason: input.reason.trim() },
      });
      return snapshot(data.reopenDailyCashier);
    }),
  }), [environment, commitOpen, commitUpdate, commitClose, commitReopen]);
}
