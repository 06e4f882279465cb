import { useEffect, useMemo, useRef } from 'react';
import { commitMutation, fetchQuery, useRelayEnvironment } from 'react-relay';
import { createOperationDescriptor, getRequest, type Disposable, type GraphQLTaggedNode, type MutationParameters } from 'relay-runtime';
import { fromPromise } from 'xstate';
import type { reservationEditorQuery as EditorQuery } from '../../__generated__/reservationEditorQuery.graphql';
import { GraphQLRequestError } from '../../app/graphqlErrors';
import type { ReservationCommand, ReservationSnapshot } from '../../machines/reservationEditor/reservationEditorTypes';
import { ReservationEditorQuery } from './reservationEditorQuery';
import { commandMutations as c, saveMutations } from './reservationMutations';
import { toReservationInput, type ReservationDraft } from './validation';

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
 * The machine's server calls (load, save, command) over this screen's Relay environment. Loading fetches the editor
 * query into the store and retains it, so the screen renders it with `store-only` and no second request.
 */
export function useReservationEditorActors() {
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
    const run = (command: ReservationCommand): Promise<unknown> => {
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
      command: fromPromise<unknown, ReservationCommand>(({ input }) => run(input)),
    };
  }, [environment]);
}
