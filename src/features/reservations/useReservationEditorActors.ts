import { useEffect, useMemo, useRef } from 'react';
import { commitMutation, fetchQuery, useRelayEnvironment } from 'react-relay';
import {
  createOperationDescriptor, getRequest, type Disposable, type GraphQLTaggedNode, type MutationParameters, type RecordSourceSelectorProxy,
  type SelectorStoreUpdater,
} from 'relay-runtime';
import type { reservationMutationsAddItemMutation as AddItem } from '../../__generated__/reservationMutationsAddItemMutation.graphql';
import type { reservationMutationsAddPackageMutation as AddPackage } from '../../__generated__/reservationMutationsAddPackageMutation.graphql';
import type { reservationMutationsAddRemarkMutation as AddRemark } from '../../__generated__/reservationMutationsAddRemarkMutation.graphql';
import type { reservationMutationsCancelItemMutation as CancelItem } from '../../__generated__/reservationMutationsCancelItemMutation.graphql';
import type { reservationMutationsCancelMutation as CancelReservation } from '../../__generated__/reservationMutationsCancelMutation.graphql';
import type { reservationMutationsConfirmItemMutation as ConfirmItem } from '../../__generated__/reservationMutationsConfirmItemMutation.graphql';
import type { reservationMutationsConfirmMutation as ConfirmReservation } from '../../__generated__/reservationMutationsConfirmMutation.graphql';
import type { reservationMutationsDeleteItemMutation as DeleteItem } from '../../__generated__/reservationMutationsDeleteItemMutation.graphql';
import type { reservationMutationsUpdateItemMutation as UpdateItem } from '../../__generated__/reservationMutationsUpdateItemMutation.graphql';
import type { reservationMutationsUpdateMutation as UpdateReservation } from '../../__generated__/reservationMutationsUpdateMutation.graphql';
import { fromPromise } from 'xstate';
import type { reservationEditorQuery as EditorQuery } from '../../__generated__/reservationEditorQuery.graphql';
import type { reservationEditorQuery_reservation$data } from '../../__generated__/reservationEditorQuery_reservation.graphql';
import { GraphQLRequestError } from '../../app/graphqlErrors';
import type { ReservationCommand, ReservationSnapshot } from '../../machines/reservationEditor/reservationEditorTypes';
import { ReservationEditorQuery } from './reservationEditorQuery';
import { toReservationInput, type ReservationDraft } from '../../machines/reservationEditor/reservationDraft';

type Loaded = reservationEditorQuery_reservation$data;

const loadMutations = () => import('./reservationMutations');

/** A new remark goes first in the reservation's remarks (newest first, as the server lists them). */
const addRemarkToStore = (idReservation: string) => (store: RecordSourceSelectorProxy) => {
  const remark = store.getRootField('addReservationRemark');
  const reservation = store.getRoot().getLinkedRecord('getReservationById', { id: idReservation });
  if (!remark || !reservation) return;
  reservation.setLinkedRecords([remark, ...(reservation.getLinkedRecords('remarks') ?? [])], 'remarks');
};

/** What the machine keeps of a loaded reservation. */
export function toSnapshot(r: Loaded): ReservationSnapshot {
  return {
    idReservation: r.idReservation, code: r.code, version: r.version, status: r.status, allowedTransitions: r.allowedTransitions,
    registeredPassengerCount: r.registeredPassengerCount, items: r.items,
    draft: {
      fileNumber: r.fileNumber ?? '', reservationDate: r.reservationDate, idEntity: r.idEntity, passengerCount: r.passengerCount,
      idCurrency: r.idCurrency, idLanguage: r.idLanguage ?? null,
    },
  };
}

/**
 * The machine's server calls (load, save, command) over this screen's Relay environment. The first reservation comes
 * from the route's query (the machine's input); load (RELOAD, RETRY) fetches the editor's query into the store. Each
 * change's answer carries the reservation as the editor shows it (reservationEditorQuery_reservation), which updates
 * the store the screen reads, and the machine takes it from there: nothing is asked again after a change.
 */
export function useReservationEditorActors(idReservation: string | null) {
  const environment = useRelayEnvironment();
  const retained = useRef<Disposable | null>(null);
  useEffect(() => {
    // The editor's mutations (about 9 KB gzipped with the reservation each one answers) come after the screen shows,
    // so its first load does not carry them and a first change does not wait for them.
    void loadMutations();
    return () => retained.current?.dispose();
  }, []);

  return useMemo(() => {
    const mutate = <T extends MutationParameters>(mutation: GraphQLTaggedNode, variables: T['variables'], updater?: SelectorStoreUpdater<T['response']>) =>
      new Promise<T['response']>((resolve, reject) => {
        commitMutation<T>(environment, {
          mutation, variables, updater,
          onCompleted: (response, errors) => (errors?.length ? reject(new GraphQLRequestError(errors)) : resolve(response)),
          onError: reject,
        });
      });
    const load = async (idReservation: string) => {
      const variables = { id: idReservation, hasId: true };
      const data = await fetchQuery<EditorQuery>(environment, ReservationEditorQuery, variables, { fetchPolicy: 'network-only' }).toPromise();
      const reservation = data?.getReservationById;
      if (!reservation) throw { errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] };
      retained.current?.dispose();
      retained.current = environment.retain(createOperationDescriptor(getRequest(ReservationEditorQuery), variables));
      return toSnapshot(reservation);
    };
    /** The reservation each change answers (a remark answers only itself: the reservation is read from the store). */
    const change = async (command: ReservationCommand): Promise<Loaded | null> => {
      const { commandMutations: c } = await loadMutations();
      switch (command.kind) {
        case 'addItem': {
          const { kind: _kind, ...data } = command;
          return (await mutate<AddItem>(c.addItem, { data })).addReservationItem.reservation;
        }
        case 'addPackage': {
          const { kind: _kind, ...variables } = command;
          return (await mutate<AddPackage>(c.addPackage, variables)).addReservationPackage[0]?.reservation ?? null;
        }
        case 'updateItem':
          return (await mutate<UpdateItem>(c.updateItem, {
            data: { idReservationItem: command.idReservationItem, version: command.version, ...command.changes },
          })).updateReservationItem.reservation;
        case 'deleteItem': return (await mutate<DeleteItem>(c.deleteItem, { idReservationItem: command.idReservationItem })).deleteReservationItem;
        case 'transitionItem':
          return command.status === 'CONFIRMED'
            ? (await mutate<ConfirmItem>(c.confirmItem, { idReservationItem: command.idReservationItem })).confirmReservationItem.reservation
            : (await mutate<CancelItem>(c.cancelItem, { idReservationItem: command.idReservationItem, reason: command.reason ?? null }))
              .cancelReservationItem.reservation;
        case 'transitionReservation':
          return command.status === 'CONFIRMED'
            ? (await mutate<ConfirmReservation>(c.confirmReservation, { idReservation: command.idReservation, version: command.version })).confirmReservation
            : (await mutate<CancelReservation>(c.cancelReservation, { idReservation: command.idReservation, reason: command.reason ?? null })).cancelReservation;
        case 'addRemark':
          await mutate<AddRemark>(c.addRemark, { idReservation: command.idReservation, text: command.text }, addRemarkToStore(command.idReservation));
          return null;
      }
    };
    /** The reservation as the store holds it now (the editor's query, already updated by the change). */
    const stored = (idReservation: string): Loaded | null => {
      const operation = createOperationDescriptor(getRequest(ReservationEditorQuery), { id: idReservation, hasId: true });
      const snapshot = environment.lookup(operation.fragment);
      return snapshot.isMissingData ? null : ((snapshot.data as EditorQuery['response']).getReservationById ?? null);
    };
    return {
      load: fromPromise<ReservationSnapshot, { idReservation: string }>(({ input }) => load(input.idReservation)),
      save: fromPromise<ReservationSnapshot, { idReservation: string | null; version: number | null; draft: ReservationDraft }>(
        async ({ input }) => {
          const data = toReservationInput(input.draft, input.idReservation, input.version);
          const { saveMutations } = await loadMutations();
          // An update answers the reservation as the editor shows it; a new one opens at its own address (its route loads it).
          if (input.idReservation) return toSnapshot((await mutate<UpdateReservation>(saveMutations.update, { data })).updateReservation);
          const created = (await mutate<{ variables: { data: typeof data }; response: { createReservation: { idReservation: string } } }>(saveMutations.create, { data })).createReservation;
          return load(created.idReservation);
        },
      ),
      // Each change answers the reservation it moved (totals, version, statuses), already in the store: no reload.
      command: fromPromise<ReservationSnapshot, ReservationCommand>(async ({ input }) => {
        const reservation = (await change(input)) ?? stored(idReservation ?? '');
        // Only a screen without the editor's query in the store (none today) would need to ask for it.
        return reservation ? toSnapshot(reservation) : load(idReservation ?? '');
      }),
    };
  }, [environment, idReservation]);
}
