import { useEffect, useMemo, useRef } from 'react';
import { commitMutation, fetchQuery, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest, type Disposable, type GraphQLTaggedNode, type MutationParameters } from 'relay-runtime';
import { fromPromise } from 'xstate';
import type { reservationEditorQuery as EditorQuery } from '../../__generated__/reservationEditorQuery.graphql';
import { GraphQLRequestError } from '../../app/graphqlErrors';
import type { ReservationCommand, ReservationSnapshot } from '../../machines/reservationEditor/reservationEditorTypes';
import { ReservationEditorQuery } from './reservationEditorQuery';
import { commandMutations as c, saveMutations } from './reservationMutations';
import { toReservationInput, type ReservationDraft } from '../../machines/reservationEditor/reservationDraft';

type Loaded = NonNullable<EditorQuery['response']['getReservationById']>;

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
 * from the route's query (the machine's input); load (RELOAD, RETRY) and each change fetch the editor's query into the
 * store, so the screen, which reads the store, shows the new totals and statuses in place with no loading state.
 */
export function useReservationEditorActors(idReservation: string | null) {
  const environment = useRelayEnvironment();
  const retained = useRef<Disposable | null>(null);
  useEffect(() => {
    return () => retained.current?.dispose();
  }, []);

  return useMemo(() => {
    const mutate = <T extends MutationParameters>(mutation: GraphQLTaggedNode, variables: T['variables']) =>
      new Promise<T['response']>((resolve, reject) => {
        commitMutation<T>(environment, {
          mutation, variables,
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
    const change = (command: ReservationCommand): Promise<unknown> => {
      switch (command.kind) {
        case 'addItem': {
          const { kind: _kind, ...data } = command;
          return mutate(c.addItem, { data });
        }
        case 'addPackage': {
          const { kind: _kind, ...variables } = command;
          return mutate(c.addPackage, variables);
        }
        case 'updateItem':
          return mutate(c.updateItem, { data: { idReservationItem: command.idReservationItem, version: command.version, ...command.changes } });
        case 'deleteItem': return mutate(c.deleteItem, { idReservationItem: command.idReservationItem });
        case 'transitionItem':
          return command.status === 'CONFIRMED'
            ? mutate(c.confirmItem, { idReservationItem: command.idReservationItem })
            : mutate(c.cancelItem, { idReservationItem: command.idReservationItem, reason: command.reason ?? null });
        case 'transitionReservation':
          return command.status === 'CONFIRMED'
            ? mutate(c.confirmReservation, { idReservation: command.idReservation, version: command.version })
            : mutate(c.cancelReservation, { idReservation: command.idReservation, reason: command.reason ?? null });
        case 'addRemark': return mutate(c.addRemark, { idReservation: command.idReservation, text: command.text });
      }
    };
    return {
      load: fromPromise<ReservationSnapshot, { idReservation: string }>(({ input }) => load(input.idReservation)),
      save: fromPromise<ReservationSnapshot, { idReservation: string | null; version: number | null; draft: ReservationDraft }>(
        async ({ input }) => {
          const data = toReservationInput(input.draft, input.idReservation, input.version);
          const saved = input.idReservation
            ? (await mutate<{ variables: { data: typeof data }; response: { updateReservation: { idReservation: string } } }>(saveMutations.update, { data })).updateReservation
            : (await mutate<{ variables: { data: typeof data }; response: { createReservation: { idReservation: string } } }>(saveMutations.create, { data })).createReservation;
          return load(saved.idReservation);
        },
      ),
      // The mutations answer the records they change, but an item's change also moves the reservation's totals,
      // version and payable amounts (no mutation answers the reservation), so the editor's query is asked again.
      command: fromPromise<ReservationSnapshot, ReservationCommand>(async ({ input }) => {
        await change(input);
        return load(idReservation ?? '');
      }),
    };
  }, [environment, idReservation]);
}
