import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { ReservationDraft } from './reservationEditorTypes';
import { reservationEditorMachine, type ReservationEditorInput } from './reservationEditorMachine';
import type { ReservationCommand, ReservationSnapshot } from './reservationEditorTypes';
import { operationsOf } from './testOperations';

const draft: ReservationDraft = {
  fileNumber: 'F-1', reservationDate: '2026-12-01', idEntity: 'e-1', passengerCount: 2, idCurrency: 'usd', idLanguage: null,
};
const snapshot: ReservationSnapshot = {
  idReservation: 'r-1', code: 'LIM-000001', version: 3, status: 'QUOTE', allowedTransitions: ['CONFIRMED', 'CANCELLED'], registeredPassengerCount: 2, draft,
  items: [
    { idReservationItem: 'i-1', status: 'PENDING', allowedTransitions: ['CONFIRMED', 'CANCELLED'], version: 1 },
    { idReservationItem: 'i-2', status: 'CANCELLED', allowedTransitions: [], version: 2 },
  ],
};
const gqlError = (code: string, message = code) => ({ errors: [{ message, extensions: { code } }] });

const confirmItem: ReservationCommand = { kind: 'transitionItem', idReservationItem: 'i-1', status: 'CONFIRMED' };
const addItem: ReservationCommand = {
  kind: 'addItem', idReservation: 'r-1', idProductInstance: 'pi-1', serviceDate: '2026-12-02', nights: 1, quantity: 2, confirm: false,
};

/** Every event the machine can receive, including the answers of its three invoked calls. */
const EVENTS: AnyEventObject[] = [
  { type: 'EDIT_DATA' },
  { type: 'CHANGE', patch: { passengerCount: 4 } },
  { type: 'CHANGE', patch: { passengerCount: 1 } },
  { type: 'SAVE' },
  { type: 'CANCEL' },
  { type: 'EDIT_ITEM', idReservationItem: 'i-1' },
  { type: 'EDIT_ITEM', idReservationItem: 'i-2' },
  { type: 'SAVE_ITEM', changes: { serviceDate: '2026-12-03' } },
  { type: 'SAVE_ITEM', changes: { unitPrice: '10.00', overrideReason: '' } },
  { type: 'SAVE_ITEM', changes: { idProductInstance: 'pi-2', serviceDate: '2026-12-04' } },
  { type: 'SAVE_ITEM', changes: { idProductInstance: '' } },
  { type: 'SAVE_ITEM', changes: {} },
  { type: 'RUN', command: confirmItem },
  { type: 'RUN', command: addItem },
  { type: 'RUN', command: { kind: 'deleteItem', idReservationItem: 'i-2' } },
  { type: 'RUN', command: { kind: 'transitionReservation', idReservation: 'r-1', code: 'LIM-000001', version: 3, status: 'CONFIRMED' } },
  { type: 'OPEN_PASSENGERS' },
  { type: 'CLOSE_PASSENGERS' },
  { type: 'RELOAD' },
  { type: 'RETRY' },
  { type: 'DISMISS' },
  { type: 'xstate.done.actor.load', output: snapshot },
  { type: 'xstate.error.actor.load', error: gqlError('NOT_FOUND') },
  { type: 'xstate.done.actor.save', output: snapshot },
  { type: 'xstate.error.actor.save', error: gqlError('CONFLICT') },
  { type: 'xstate.error.actor.save', error: gqlError('MAX_PASSENGERS_EXCEEDED') },
  { type: 'xstate.error.actor.save', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.command', output: true },
  { type: 'xstate.error.actor.command', error: gqlError('NO_AVAILABILITY', 'Only 1 unit left on 2026-12-02') },
  { type: 'xstate.error.actor.command', error: gqlError('CONFLICT') },
];

const ALL_STATES = ['loading', 'viewing', 'editingData', 'editingItem', 'passengers', 'saving', 'applying', 'conflict', 'error'];
const TODAY = '2026-11-23';
const inputs: ReservationEditorInput[] = [
  { idReservation: 'r-1', operations: operationsOf('RESADM'), today: TODAY },
  { idReservation: null, operations: operationsOf('RESCREATE'), today: TODAY },
];
// Graph traversal runs no side effects, but the screen's navigation actions must not fire for real.
const machine = reservationEditorMachine.provide({ actions: { created: () => {}, leave: () => {} } });
// States are told apart by their value and whether a reservation is loaded (what the guards read); the draft's
// values would multiply the simple paths without adding transitions.
const serializeState = (state: { value: unknown; context: { reservation: unknown; notice: { kind: string } | null } }) =>
  JSON.stringify([state.value, Boolean(state.context.reservation), state.context.notice?.kind === 'saveFailed']);

describe('reservation editor graph', () => {
  it('reaches every state, from an existing reservation and from a new one', () => {
    const reached = new Set<string>();
    for (const input of inputs) {
      const paths = getShortestPaths(machine, { events: EVENTS as never, input, serializeState: serializeState as never });
      for (const path of paths) reached.add(String(path.state.value));
    }
    expect([...reached].sort()).toEqual([...ALL_STATES].sort());
  });

  it('holds its invariants on every simple path', () => {
    let paths = 0;
    for (const input of inputs) {
      const simple = getSimplePaths(machine, { events: EVENTS as never, input, serializeState: serializeState as never });
      paths += simple.length;
      for (const path of simple) {
        for (const step of path.steps) {
          const { value, context } = step.state;
          const at = `${String(value)} after ${path.steps.map((s) => s.event.type).join(' > ')}`;
          if (['viewing', 'editingItem', 'passengers', 'applying'].includes(String(value))) {
            expect(context.reservation, at).not.toBeNull();
          }
          if (value === 'editingItem') expect(context.editingItemId, at).toBe('i-1'); // never the cancelled item
          if (value !== 'editingItem' && value !== 'applying') expect(context.editingItemId, at).toBeNull();
          if (value === 'error') expect(context.notice, at).not.toBeNull();
          // A passenger count below the registered passengers never reaches the server.
          if (value === 'saving') expect(context.draft.passengerCount, at).not.toBe(1);
          if (value === 'applying') expect(context.command, at).not.toBeNull();
          // An item change on its way always says what changes, and never empties the service.
          if (value === 'applying' && context.command?.kind === 'updateItem') {
            expect(Object.keys(context.command.changes).length, at).toBeGreaterThan(0);
            expect(context.command.changes.idProductInstance, at).not.toBe('');
          }
        }
      }
    }
    expect(paths).toBeGreaterThan(ALL_STATES.length * 2);
  });

  it('offers nothing that changes data to a RESVIEW user', () => {
    const paths = getShortestPaths(machine, {
      events: EVENTS as never, input: { idReservation: 'r-1', operations: operationsOf('RESVIEW'), today: TODAY }, serializeState: serializeState as never,
    });
    const reached = new Set(paths.map((path) => String(path.state.value)));
    for (const state of ['editingData', 'editingItem', 'saving', 'applying']) expect(reached.has(state), state).toBe(false);
    expect(reached.has('viewing')).toBe(true);
  });

  it('sends a RESVIEW user who opens /reservations/new to the error state (forbidden)', () => {
    const actor = createActor(machine, { input: { idReservation: null, operations: operationsOf('RESVIEW'), today: TODAY } }).start();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.notice?.kind).toBe('forbidden');
  });
});

/** A real actor with the server calls replaced, for the journeys people actually take. */
function start(input: Partial<ReservationEditorInput>, stubs: {
  load?: () => Promise<ReservationSnapshot>;
  save?: (input: { draft: ReservationDraft; version: number | null }) => Promise<ReservationSnapshot>;
  command?: (command: ReservationCommand) => Promise<unknown>;
} = {}) {
  const created = vi.fn();
  const leave = vi.fn();
  const command = vi.fn(stubs.command ?? (async () => snapshot));
  const actor = createActor(reservationEditorMachine.provide({
    actors: {
      load: fromPromise(stubs.load ?? (async () => snapshot)) as never,
      save: fromPromise(async ({ input: saveInput }: { input: { draft: ReservationDraft; version: number | null } }) =>
        (stubs.save ?? (async () => snapshot))(saveInput)) as never,
      command: fromPromise(async ({ input: commandInput }: { input: ReservationCommand }) => command(commandInput)) as never,
    },
    actions: { created, leave },
  }), { input: { idReservation: 'r-1', operations: operationsOf('RESADM'), today: TODAY, ...input } }).start();
  return { actor, created, leave, command };
}

describe('reservation editor journeys', () => {
  it('starts viewing the reservation the route loaded, with no load of its own', () => {
    const load = vi.fn(async () => snapshot);
    const { actor } = start({ reservation: snapshot }, { load });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.draft).toEqual(snapshot.draft);
    expect(load).not.toHaveBeenCalled();
  });

  it('creates a reservation: form, save, then viewing the new reservation', async () => {
    const save = vi.fn(async () => ({ ...snapshot, idReservation: 'r-9' }));
    const { actor, created } = start({ idReservation: null, operations: operationsOf('RESCREATE'), defaultCurrency: 'usd' }, { save });
    expect(actor.getSnapshot().value).toBe('editingData');
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('editingData');
    expect(actor.getSnapshot().context.problems).toEqual({ idEntity: 'required' });
    actor.send({ type: 'CHANGE', patch: { idEntity: 'e-1' } });
    expect(actor.getSnapshot().context.problems).toEqual({});
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ version: null }));
    expect(created).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.idReservation).toBe('r-9');
  });

  it('refuses a passenger count below the registered passengers without calling the server', async () => {
    const save = vi.fn(async () => snapshot);
    const { actor } = start({}, { save });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'EDIT_DATA' });
    actor.send({ type: 'CHANGE', patch: { passengerCount: 1 } });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('editingData');
    expect(actor.getSnapshot().context.problems.passengerCount).toBe('maxPassengersExceeded');
    expect(save).not.toHaveBeenCalled();
  });

  it("shows the server's MAX_PASSENGERS_EXCEEDED on the passenger count and keeps the form", async () => {
    const { actor } = start({}, { save: async () => Promise.reject(gqlError('MAX_PASSENGERS_EXCEEDED')) });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'EDIT_DATA' });
    actor.send({ type: 'CHANGE', patch: { passengerCount: 5 } });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('editingData'));
    expect(actor.getSnapshot().context.problems.passengerCount).toBe('maxPassengersExceeded');
    expect(actor.getSnapshot().context.draft.passengerCount).toBe(5);
  });

  it("keeps a refused save's field problems as codes by the draft's field, for the screen to word (issue 19)", async () => {
    const refused = { errors: [{ message: 'Some fields are not valid', extensions: {
      code: 'VALIDATION', fields: { 'data.fileNumber': 'Must be at most 30 characters' },
      fieldErrors: [{ path: 'data.fileNumber', code: 'TOO_LONG', params: { max: 30 } }],
    } }] };
    const { actor } = start({}, { save: async () => Promise.reject(refused) });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'EDIT_DATA' });
    actor.send({ type: 'CHANGE', patch: { fileNumber: 'F'.repeat(31) } });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('editingData') && Object.keys(s.context.serverFields).length > 0);
    expect(actor.getSnapshot().context.serverFields).toEqual({ fileNumber: { path: 'data.fileNumber', code: 'TOO_LONG', params: { max: 30 } } });
  });

  it('sends the version it started from and goes to conflict when someone saved first; RELOAD discards', async () => {
    const save = vi.fn(async () => Promise.reject(gqlError('CONFLICT')));
    const { actor } = start({}, { save });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'EDIT_DATA' });
    actor.send({ type: 'CHANGE', patch: { fileNumber: 'F-2' } });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches('conflict'));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ version: 3 }));
    actor.send({ type: 'RELOAD' });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(actor.getSnapshot().context.draft.fileNumber).toBe('F-1');
  });

  it("says 'no availability' with the server's reason when confirming an item fails", async () => {
    const { actor, command } = start({}, {
      command: async () => Promise.reject(gqlError('NO_AVAILABILITY', 'Only 1 unit left on 2026-12-02')),
    });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'RUN', command: confirmItem });
    await waitFor(actor, (s) => s.matches('viewing') && s.context.notice != null);
    expect(command).toHaveBeenCalledWith(confirmItem);
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'noAvailability', command: 'transitionItem', detail: 'Only 1 unit left on 2026-12-02',
      error: { code: 'NO_AVAILABILITY', reason: null, params: {}, fieldErrors: [] },
    });
  });

  it('offers only the transitions the server allows', async () => {
    const { actor, command } = start({}, {});
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'RUN', command: { kind: 'transitionItem', idReservationItem: 'i-2', status: 'CONFIRMED' } });
    actor.send({ type: 'RUN', command: { kind: 'deleteItem', idReservationItem: 'i-2' } });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(command).not.toHaveBeenCalled();
  });

  it('edits an item in the dialog, keeps the dialog open on failure and shows what the command answered', async () => {
    let fail = true;
    const load = vi.fn(async () => snapshot);
    const changed = { ...snapshot, version: 2 };
    const { actor, command } = start({}, {
      load,
      command: async () => {
        if (fail) throw gqlError('VALIDATION', 'No rate applies on that date');
        return changed;
      },
    });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'EDIT_ITEM', idReservationItem: 'i-1' });
    actor.send({ type: 'SAVE_ITEM', changes: { serviceDate: '2026-12-05' } });
    await waitFor(actor, (s) => s.matches('editingItem') && s.context.notice != null);
    expect(actor.getSnapshot().context.notice).toMatchObject({ kind: 'commandFailed', command: 'updateItem' });
    expect(command).toHaveBeenLastCalledWith({ kind: 'updateItem', idReservationItem: 'i-1', version: 1, changes: { serviceDate: '2026-12-05' } });
    fail = false;
    actor.send({ type: 'SAVE_ITEM', changes: { serviceDate: '2026-12-06' } });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(actor.getSnapshot().context.editingItemId).toBeNull();
    // The reservation comes with the command's answer: the editor does not load itself again.
    expect(actor.getSnapshot().context.reservation?.version).toBe(2);
    expect(load).toHaveBeenCalledOnce();
  });

  it('changes an item to another service and date; no availability keeps the dialog open with the day', async () => {
    let full = true;
    const load = vi.fn(async () => snapshot);
    const { actor, command } = start({}, {
      load,
      command: async () => {
        if (full) throw gqlError('NO_AVAILABILITY', 'No availability for Hotel (Single) on 2026-12-04: 0 free');
        return snapshot;
      },
    });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'EDIT_ITEM', idReservationItem: 'i-1' });
    const changes = { idProductInstance: 'pi-2', serviceDate: '2026-12-04' };
    actor.send({ type: 'SAVE_ITEM', changes });
    await waitFor(actor, (s) => s.matches('editingItem') && s.context.notice != null);
    expect(command).toHaveBeenLastCalledWith({ kind: 'updateItem', idReservationItem: 'i-1', version: 1, changes });
    expect(actor.getSnapshot().context.notice).toMatchObject({
      kind: 'noAvailability', command: 'updateItem', detail: 'No availability for Hotel (Single) on 2026-12-04: 0 free',
    });
    full = false;
    actor.send({ type: 'SAVE_ITEM', changes: { ...changes, serviceDate: '2026-12-05' } });
    await waitFor(actor, (s) => s.matches('viewing') && s.context.editingItemId == null);
    expect(command).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledOnce();
  });

  it('closes the item dialog without a call when nothing changed, and refuses an emptied service', async () => {
    const { actor, command } = start({});
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'EDIT_ITEM', idReservationItem: 'i-1' });
    actor.send({ type: 'SAVE_ITEM', changes: { idProductInstance: '' } });
    expect(actor.getSnapshot().value).toBe('editingItem');
    actor.send({ type: 'SAVE_ITEM', changes: {} });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.editingItemId).toBeNull();
    expect(command).not.toHaveBeenCalled();
  });

  it('lets only RESADM/ADMIN override a price, and only with a reason', async () => {
    for (const [roles, reason, expected] of [
      [['RESEDIT'], 'Agreed', 'editingItem'], [['RESADM'], '', 'editingItem'], [['ADMIN'], 'Agreed', 'applying'],
    ] as const) {
      const { actor } = start({ operations: operationsOf(...roles) }, { command: () => new Promise(() => {}) });
      await waitFor(actor, (s) => s.matches('viewing'));
      actor.send({ type: 'EDIT_ITEM', idReservationItem: 'i-1' });
      actor.send({ type: 'SAVE_ITEM', changes: { unitPrice: '80.00', overrideReason: reason } });
      expect(actor.getSnapshot().value, roles.join()).toBe(expected);
    }
  });

  it('offers adding a service only to those the server lets add one (RESEDIT is not: issue 21 item 4)', async () => {
    const add: ReservationCommand = {
      kind: 'addItem', idReservation: 'r-1', idProductInstance: 'p-1', serviceDate: '2026-12-02', nights: 1, quantity: 1, confirm: false,
    };
    for (const [role, expected] of [['RESEDIT', false], ['RESDEL', false], ['RESCREATE', true], ['RESADM', true]] as const) {
      const { actor } = start({ operations: operationsOf(role) }, { command: () => new Promise(() => {}) });
      await waitFor(actor, (s) => s.matches('viewing'));
      expect(actor.getSnapshot().can({ type: 'RUN', command: add }), role).toBe(expected);
    }
  });

  it('retries a failed load', async () => {
    let fail = true;
    const { actor } = start({}, { load: async () => { if (fail) throw new TypeError('Failed to fetch'); return snapshot; } });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.notice?.kind).toBe('loadFailed');
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('viewing'));
  });

  it('cancels a new reservation by leaving, and an edit by restoring the loaded data', async () => {
    const fresh = start({ idReservation: null });
    fresh.actor.send({ type: 'CANCEL' });
    expect(fresh.leave).toHaveBeenCalledOnce();
    const { actor } = start({});
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'EDIT_DATA' });
    actor.send({ type: 'CHANGE', patch: { fileNumber: 'changed' } });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.draft.fileNumber).toBe('F-1');
  });
});
