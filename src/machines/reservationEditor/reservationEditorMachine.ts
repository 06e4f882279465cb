import { assign, setup } from 'xstate';
import { formPathOf, readServerError, type CodedFieldError } from '../../app/errors/serverErrors';
import { readGraphQLError } from '../../app/graphqlErrors';
import { reservationAbilities, type ReservationAbilities } from './reservationAbilities';
import {
  emptyDraft, hasProblems, validateDraft, type DraftProblems, type ReservationDraft,
} from './reservationDraft';
import { reservationEditorActors } from './reservationEditorActors';
import type { EditorNotice, ItemChanges, ReservationCommand, ReservationSnapshot } from './reservationEditorTypes';

export interface ReservationEditorContext {
  /** null: a new reservation (/reservations/new). */
  idReservation: string | null;
  abilities: ReservationAbilities;
  reservation: ReservationSnapshot | null;
  /** The data form's values; equal to the loaded data outside editingData. */
  draft: ReservationDraft;
  problems: DraftProblems;
  /** The server's own field messages of the last refused save (VALIDATION). */
  /** The server's field problems by the draft's field, as codes the screen words (issue 19). */
  serverFields: Record<string, CodedFieldError>;
  editingItemId: string | null;
  /** The command on its way or last failed, so a failure says what failed and returns where it started. */
  command: ReservationCommand | null;
  notice: EditorNotice | null;
}

export interface ReservationEditorInput {
  idReservation: string | null;
  /** The operations the server lets this person use (Query.allowedOperations). */
  operations: readonly string[];
  /** Today (ISO day), the default date of a new reservation. */
  today: string;
  defaultCurrency?: string | null;
  /** The reservation as the route's query already loaded it: the editor starts viewing it, with no load of its own. */
  reservation?: ReservationSnapshot | null;
}

export type ReservationEditorEvent =
  | { type: 'EDIT_DATA' }
  | { type: 'CHANGE'; patch: Partial<ReservationDraft> }
  | { type: 'SAVE' }
  | { type: 'CANCEL' }
  | { type: 'EDIT_ITEM'; idReservationItem: string }
  | { type: 'SAVE_ITEM'; changes: ItemChanges }
  | { type: 'RUN'; command: ReservationCommand }
  | { type: 'OPEN_PASSENGERS' }
  | { type: 'CLOSE_PASSENGERS' }
  | { type: 'RELOAD' }
  | { type: 'RETRY' }
  | { type: 'DISMISS' };

type Ctx = { context: ReservationEditorContext; event: ReservationEditorEvent };

const errorOf = (event: unknown) => readGraphQLError((event as { error?: unknown }).error);
const outputOf = (event: unknown) => (event as { output: ReservationSnapshot }).output;
const CLOSED = 'CANCELLED';

const itemOf = (context: ReservationEditorContext, id: string | null) =>
  context.reservation?.items.find((item) => item.idReservationItem === id) ?? null;

/**
 * Whether the person's operations and the record's current state allow this command, as the server decides it
 * (domain/reservations.ts: a cancelled reservation takes no service; transitions follow allowedTransitions; only a
 * pending item is deleted). The server keeps the last word.
 */
function commandAllowed({ context }: Ctx, command: ReservationCommand): boolean {
  const { abilities, reservation } = context;
  if (!reservation) return false;
  const open = reservation.status !== CLOSED;
  switch (command.kind) {
    case 'addItem':
      return open && abilities.addItem
        && (command.unitPrice == null || (abilities.overridePrice && Boolean(command.overrideReason?.trim())));
    case 'addPackage':
      return open && abilities.addPackage;
    case 'addRemark':
      return abilities.addRemark && command.text.trim().length > 0;
    case 'updateItem':
      return false; // only through the edit dialog (SAVE_ITEM)
    case 'deleteItem':
      // A held (confirmed) item is cancelled first so its units are released; only a pending one is deleted.
      return abilities.deleteItem && itemOf(context, command.idReservationItem)?.status === 'PENDING';
    case 'transitionItem': {
      const item = itemOf(context, command.idReservationItem);
      const may = command.status === 'CANCELLED' ? abilities.cancelItem : abilities.confirmItem;
      return Boolean(item?.allowedTransitions.includes(command.status)) && may;
    }
    case 'transitionReservation': {
      const may = command.status === 'CANCELLED' ? abilities.cancel : abilities.confirm;
      return reservation.allowedTransitions.includes(command.status) && may;
    }
  }
}

/**
 * The reservation editor of issue 8 (SPEC.md section 2, "Reservation edit").
 * - loading: the reservation is fetched (on RELOAD and RETRY; the route's query gives the first one as input).
 * - viewing: read-only view; every action is offered only when the operations and allowedTransitions permit it.
 * - editingData: the data form; SAVE is refused by guards while a field is wrong or the passenger count is below the
 *   registered passengers ('Max passenger number exceeded for reservation.').
 * - editingItem: the item edit dialog (date, service, rate, quantity, price override for RESADM/ADMIN with a reason);
 *   saving it with nothing changed closes it without a call; a refusal (e.g. NO_AVAILABILITY) keeps it open.
 * - passengers: the passengers section (its screens live under /reservations/{id}/passengers).
 * - saving: the data is created or updated; applying: an item, status or remark change runs, and its output is the
 *   reservation as the server now has it (the screen's store holds the same), shown with no loading state.
 * - conflict: someone else saved first (CONFLICT); RELOAD discards the local changes.
 * - error: loading or saving failed for another reason; RETRY repeats it.
 */
export const reservationEditorMachine = setup({
  types: {
    context: {} as ReservationEditorContext,
    events: {} as ReservationEditorEvent,
    input: {} as ReservationEditorInput,
  },
  actors: reservationEditorActors,
  actions: {
    storeReservation: assign(({ event }) => {
      const reservation = outputOf(event);
      return { reservation, idReservation: reservation.idReservation, draft: reservation.draft, problems: {}, serverFields: {}, notice: null };
    }),
    patchDraft: assign(({ context, event }) => {
      const draft = { ...context.draft, ...(event as Extract<ReservationEditorEvent, { type: 'CHANGE' }>).patch };
      // Once a save was refused, problems follow the typing so they disappear as they are fixed.
      const problems = hasProblems(context.problems)
        ? validateDraft(draft, context.reservation?.registeredPassengerCount ?? 0) : {};
      return { draft, problems };
    }),
    checkDraft: assign(({ context }) => ({
      problems: validateDraft(context.draft, context.reservation?.registeredPassengerCount ?? 0),
    })),
    restoreDraft: assign(({ context }) => ({
      draft: context.reservation?.draft ?? context.draft, problems: {}, serverFields: {},
    })),
    openItem: assign({
      editingItemId: ({ event }) => (event as Extract<ReservationEditorEvent, { type: 'EDIT_ITEM' }>).idReservationItem,
      notice: () => null,
    }),
    closeItem: assign({ editingItemId: () => null }),
    rememberCommand: assign(({ context, event }) => {
      if (event.type === 'RUN') {
        // The version is the one the machine loaded last, not whatever the screen rendered when it asked.
        const command = event.command.kind === 'transitionReservation' && context.reservation
          ? { ...event.command, version: context.reservation.version } : event.command;
        return { command, notice: null };
      }
      const item = itemOf(context, context.editingItemId);
      const changes = (event as Extract<ReservationEditorEvent, { type: 'SAVE_ITEM' }>).changes;
      return {
        command: { kind: 'updateItem', idReservationItem: item?.idReservationItem ?? '', version: item?.version ?? 0, changes } as const,
        notice: null,
      };
    }),
    commandFailed: assign(({ context, event }) => {
      const error = errorOf(event);
      // The coded refusal goes with the notice so the screen words it in its language (issue 19).
      const server = readServerError((event as { error?: unknown }).error);
      return {
        notice: error.code === 'NO_AVAILABILITY'
          ? { kind: 'noAvailability', command: context.command?.kind, detail: error.message, error: server } as const
          : { kind: 'commandFailed', command: context.command?.kind, detail: error.message, error: server } as const,
      };
    }),
    saveRefused: assign(({ event }) => {
      const error = errorOf(event);
      if (error.code === 'MAX_PASSENGERS_EXCEEDED') {
        return { problems: { passengerCount: 'maxPassengersExceeded' } as DraftProblems, serverFields: {} };
      }
      const serverFields: Record<string, CodedFieldError> = {};
      for (const field of readServerError((event as { error?: unknown }).error).fieldErrors) serverFields[formPathOf(field.path)] ??= field;
      return { serverFields };
    }),
    saveFailed: assign({ notice: ({ event }) => ({ kind: 'saveFailed', detail: errorOf(event).message }) as EditorNotice }),
    loadFailed: assign({
      notice: ({ event }) => {
        const error = errorOf(event);
        return { kind: error.code === 'NOT_FOUND' ? 'notFound' : 'loadFailed', detail: error.message } as EditorNotice;
      },
    }),
    notFound: assign({ notice: () => ({ kind: 'notFound' }) as EditorNotice }),
    forbidden: assign({ notice: () => ({ kind: 'forbidden' }) as EditorNotice }),
    dismissNotice: assign({ notice: () => null }),
    /** Injected by the screen: a new reservation was created (go to its address). */
    created: () => {},
    /** Injected by the screen: leave a new reservation without saving (back to the list). */
    leave: () => {},
  },
  guards: {
    isNew: ({ context }) => context.idReservation == null,
    mayCreate: ({ context }) => context.abilities.create,
    mayEditData: ({ context }) => context.abilities.editData && context.reservation != null && context.reservation.status !== CLOSED,
    mayEditItem: ({ context, event }) => {
      const item = itemOf(context, (event as Extract<ReservationEditorEvent, { type: 'EDIT_ITEM' }>).idReservationItem);
      return context.abilities.editItem && item != null && item.status !== CLOSED && context.reservation?.status !== CLOSED;
    },
    noItemChanges: ({ event }) => Object.keys((event as Extract<ReservationEditorEvent, { type: 'SAVE_ITEM' }>).changes).length === 0,
    itemChangesValid: ({ context, event }) => {
      const { changes } = event as Extract<ReservationEditorEvent, { type: 'SAVE_ITEM' }>;
      // Another service is a chosen instance, never an emptied one.
      if (changes.idProductInstance !== undefined && !changes.idProductInstance) return false;
      if (changes.quantity != null && (!Number.isInteger(changes.quantity) || changes.quantity < 1)) return false;
      if (changes.nights != null && (!Number.isInteger(changes.nights) || changes.nights < 1)) return false;
      // A manual price needs the override permission and a reason.
      if (changes.unitPrice != null) return context.abilities.overridePrice && Boolean(changes.overrideReason?.trim());
      return true;
    },
    commandAllowed: (args) => commandAllowed(args, (args.event as Extract<ReservationEditorEvent, { type: 'RUN' }>).command),
    draftValid: ({ context }) => !hasProblems(validateDraft(context.draft, context.reservation?.registeredPassengerCount ?? 0)),
    isConflict: ({ event }) => errorOf(event).code === 'CONFLICT',
    isRefusal: ({ event }) => ['VALIDATION', 'MAX_PASSENGERS_EXCEEDED'].includes(String(errorOf(event).code)),
    isNotFound: ({ event }) => errorOf(event).code === 'NOT_FOUND',
    failedInDialog: ({ context }) => context.command?.kind === 'updateItem',
    wasSaving: ({ context }) => context.notice?.kind === 'saveFailed',
    hasReservation: ({ context }) => context.reservation != null,
  },
}).createMachine({
  id: 'reservationEditor',
  context: ({ input }) => ({
    idReservation: input.idReservation,
    abilities: reservationAbilities(input.operations),
    reservation: input.reservation ?? null,
    draft: input.reservation?.draft ?? emptyDraft(input.today, input.defaultCurrency ?? null),
    problems: {},
    serverFields: {},
    editingItemId: null,
    command: null,
    notice: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isNew', target: 'creating' },
        { guard: 'hasReservation', target: 'viewing' },
        { target: 'loading' },
      ],
    },
    // A new reservation: straight to the data form when the person may create one.
    creating: {
      always: [
        { guard: 'mayCreate', target: 'editingData' },
        { target: 'error', actions: 'forbidden' },
      ],
    },
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ idReservation: context.idReservation ?? '' }),
        onDone: { target: 'viewing', actions: 'storeReservation' },
        onError: { target: 'error', actions: 'loadFailed' },
      },
    },
    viewing: {
      on: {
        EDIT_DATA: { guard: 'mayEditData', target: 'editingData' },
        EDIT_ITEM: { guard: 'mayEditItem', target: 'editingItem', actions: 'openItem' },
        RUN: { guard: 'commandAllowed', target: 'applying', actions: 'rememberCommand' },
        OPEN_PASSENGERS: 'passengers',
        RELOAD: 'loading',
        DISMISS: { actions: 'dismissNotice' },
      },
    },
    editingData: {
      on: {
        CHANGE: { actions: 'patchDraft' },
        SAVE: [
          { guard: 'draftValid', target: 'saving' },
          { actions: 'checkDraft' },
        ],
        CANCEL: [
          { guard: 'isNew', actions: 'leave' },
          { target: 'viewing', actions: 'restoreDraft' },
        ],
        DISMISS: { actions: 'dismissNotice' },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({
          idReservation: context.idReservation, version: context.reservation?.version ?? null, draft: context.draft,
        }),
        onDone: [
          { guard: 'isNew', target: 'viewing', actions: ['storeReservation', 'created'] },
          { target: 'viewing', actions: 'storeReservation' },
        ],
        onError: [
          { guard: 'isConflict', target: 'conflict' },
          { guard: 'isRefusal', target: 'editingData', actions: 'saveRefused' },
          { target: 'error', actions: 'saveFailed' },
        ],
      },
    },
    editingItem: {
      on: {
        SAVE_ITEM: [
          // Saving with nothing changed just closes the dialog (no call, no empty history entry).
          { guard: 'noItemChanges', target: 'viewing', actions: 'closeItem' },
          { guard: 'itemChangesValid', target: 'applying', actions: 'rememberCommand' },
        ],
        CANCEL: { target: 'viewing', actions: 'closeItem' },
        DISMISS: { actions: 'dismissNotice' },
      },
    },
    applying: {
      invoke: {
        id: 'command',
        src: 'command',
        input: ({ context }) => context.command!,
        onDone: { target: 'viewing', actions: ['closeItem', 'storeReservation'] },
        onError: [
          { guard: 'isConflict', target: 'conflict', actions: 'closeItem' },
          // The dialog stays open with the reason, so the person can pick another date or service.
          { guard: 'failedInDialog', target: 'editingItem', actions: 'commandFailed' },
          { target: 'viewing', actions: 'commandFailed' },
        ],
      },
    },
    passengers: {
      on: {
        CLOSE_PASSENGERS: 'viewing',
        RELOAD: 'loading',
      },
    },
    conflict: {
      on: { RELOAD: { target: 'loading', actions: 'dismissNotice' } },
    },
    error: {
      on: {
        RETRY: [
          { guard: 'wasSaving', target: 'saving', actions: 'dismissNotice' },
          { guard: 'isNew', target: 'creating', actions: 'dismissNotice' },
          { target: 'loading', actions: 'dismissNotice' },
        ],
        // After a failed save the form comes back with the typed values.
        DISMISS: { guard: 'wasSaving', target: 'editingData', actions: 'dismissNotice' },
      },
    },
  },
});
