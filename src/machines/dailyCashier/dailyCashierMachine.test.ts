import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { CountDraft, FloatDraft } from './dailyCashierRules';
import type { DaySnapshot } from './dailyCashierActors';
import { dailyCashierMachine } from './dailyCashierMachine';

const openDay: DaySnapshot = { idDailyCashier: 'd-1', version: 1, status: 'OPEN', canReopen: false };
const closedDay: DaySnapshot = { idDailyCashier: 'd-1', version: 2, status: 'CLOSED', canReopen: true };
const closedNoReopen: DaySnapshot = { ...closedDay, canReopen: false };
const gqlError = (code: string, message = code, extra: Record<string, unknown> = {}) =>
  ({ errors: [{ message, extensions: { code, ...extra } }] });
const noReason = { reason: null, params: {}, fieldErrors: [] };

const goodFloats: FloatDraft[] = [{ idCurrency: 'pen', openingAmount: '200.50' }, { idCurrency: 'usd', openingAmount: '0' }];
const badFloats: FloatDraft[] = [{ idCurrency: 'pen', openingAmount: '1.005' }, { idCurrency: 'pen', openingAmount: '3' }];
const goodCounts: CountDraft[] = [{ idPaymentType: 'cash', idCurrency: 'pen', countedAmount: '195.50' }];
const badCounts: CountDraft[] = [{ idPaymentType: 'cash', idCurrency: 'pen', countedAmount: '-1' }];

/** Every event the machine can receive, including the answers of its invoked calls. */
const EVENTS: AnyEventObject[] = [
  { type: 'OPEN', floats: goodFloats },
  { type: 'OPEN', floats: badFloats },
  { type: 'UPDATE', floats: goodFloats },
  { type: 'UPDATE', floats: badFloats },
  { type: 'CLOSE', counts: goodCounts, note: '' },
  { type: 'CLOSE', counts: badCounts, note: '' },
  { type: 'REOPEN', reason: 'Recount' },
  { type: 'REOPEN', reason: '   ' },
  { type: 'RELOAD' },
  { type: 'RETRY' },
  { type: 'DISMISS' },
  { type: 'xstate.done.actor.load', output: null },
  { type: 'xstate.done.actor.load', output: openDay },
  { type: 'xstate.done.actor.load', output: closedDay },
  { type: 'xstate.done.actor.load', output: closedNoReopen },
  { type: 'xstate.error.actor.load', error: new TypeError('Failed to fetch') },
  ...['open', 'update', 'reopen'].flatMap((id) => [
    { type: `xstate.done.actor.${id}`, output: openDay },
    { type: `xstate.error.actor.${id}`, error: gqlError('CONFLICT') },
    { type: `xstate.error.actor.${id}`, error: gqlError('VALIDATION') },
  ]),
  { type: 'xstate.done.actor.close', output: closedDay },
  { type: 'xstate.error.actor.close', error: gqlError('CONFLICT') },
  { type: 'xstate.error.actor.close', error: gqlError('VALIDATION', 'Count every payment type and currency expected') },
];

const ALL_STATES = ['loading', 'notOpened', 'opening', 'open', 'updating', 'closing', 'closed', 'reopening', 'error'];
// States are told apart by their value and the day loaded (what the guards read); notices would multiply the simple
// paths without adding transitions.
const serializeState = (state: { value: unknown; context: { day: DaySnapshot | null } }) =>
  JSON.stringify([state.value, state.context.day?.status ?? null, state.context.day?.canReopen ?? null]);

describe('daily cashier graph', () => {
  it('reaches every state', () => {
    const paths = getShortestPaths(dailyCashierMachine, { events: EVENTS as never, serializeState: serializeState as never });
    expect([...new Set(paths.map((path) => String(path.state.value)))].sort()).toEqual([...ALL_STATES].sort());
  });

  it('holds its invariants on every simple path', () => {
    const paths = getSimplePaths(dailyCashierMachine, { events: EVENTS as never, serializeState: serializeState as never });
    const walked = new Set<string>();
    for (const path of paths) {
      let previous: string | null = null;
      for (const step of path.steps) {
        const value = String(step.state.value);
        const { context } = step.state;
        const at = `${value} after ${path.steps.map((s) => s.event.type).join(' > ')}`;
        walked.add(`${previous} -> ${value}`);
        // A call only leaves with lines that passed the checks the server applies too.
        if (value === 'opening' || value === 'updating') expect(context.floats, at).toEqual(goodFloats);
        if (value === 'closing') expect(context.counts, at).toEqual(goodCounts);
        // A closed day changes by a reopen only, with a reason, and only when the day says the caller may.
        if (value === 'reopening') {
          expect(previous, at).toBe('closed');
          expect(context.day?.canReopen, at).toBe(true);
          expect(context.reason.trim(), at).not.toBe('');
        }
        if (['updating', 'closing'].includes(value)) expect(previous, at).toBe('open');
        if (['open', 'closed', 'updating', 'closing', 'reopening'].includes(value)) expect(context.day, at).not.toBeNull();
        if (value === 'notOpened' || value === 'opening') expect(context.day, at).toBeNull();
        if (value === 'error') expect(context.notice?.kind, at).toBe('loadFailed');
        previous = value;
      }
    }
    // Every transition into a state not seen before on the path is walked (the ones back to a state already
    // visited, e.g. a refused close returning to open, end a simple path; the journeys below take them).
    const missing = [
      'loading -> notOpened', 'notOpened -> opening', 'opening -> open', 'open -> updating', 'open -> closing',
      'closing -> closed', 'closed -> reopening', 'loading -> error', 'loading -> closed', 'loading -> open',
    ].filter((edge) => !walked.has(edge));
    expect(missing).toEqual([]);
  });

  it('never offers a reopen to someone without the permission', () => {
    const actor = createActor(dailyCashierMachine.provide({ actors: { load: fromPromise(async () => closedNoReopen) as never } })).start();
    return waitFor(actor, (s) => s.matches('closed')).then(() => {
      actor.send({ type: 'REOPEN', reason: 'Recount' });
      expect(actor.getSnapshot().value).toBe('closed');
    });
  });
});

function start(stubs: Partial<Record<'load' | 'open' | 'update' | 'close' | 'reopen', (input: never) => Promise<unknown>>>) {
  type Call = (input: never) => Promise<unknown>;
  const calls = Object.fromEntries((['load', 'open', 'update', 'close', 'reopen'] as const).map((name) => [
    name, vi.fn<Call>(stubs[name] ?? (async () => { throw new Error(`${name} not expected`); })),
  ])) as Record<'load' | 'open' | 'update' | 'close' | 'reopen', ReturnType<typeof vi.fn<Call>>>;
  const actor = createActor(dailyCashierMachine.provide({
    actors: Object.fromEntries(Object.entries(calls).map(([name, fn]) => [
      name, fromPromise(async ({ input }: { input: never }) => fn(input)),
    ])) as never,
  })).start();
  return { actor, calls };
}

describe('daily cashier journeys', () => {
  it('opens the day, updates the float, closes it; a supervisor reopens it with a reason', async () => {
    let day: DaySnapshot = openDay;
    const { actor, calls } = start({
      load: async () => null,
      open: async () => openDay,
      update: async () => (day = { ...day, version: 2 }),
      close: async () => (day = { ...closedDay, version: 3 }),
      reopen: async () => ({ ...openDay, version: 4 }),
    });
    await waitFor(actor, (s) => s.matches('notOpened'));
    actor.send({ type: 'OPEN', floats: badFloats });
    expect(actor.getSnapshot().value).toBe('notOpened');
    expect(actor.getSnapshot().context.problems).toEqual({ 0: 'tooManyDecimals', 1: 'duplicate' });
    expect(calls.open).not.toHaveBeenCalled();
    actor.send({ type: 'OPEN', floats: goodFloats });
    await waitFor(actor, (s) => s.matches('open'));
    expect(calls.open).toHaveBeenCalledWith({ floats: goodFloats });
    actor.send({ type: 'UPDATE', floats: [{ idCurrency: 'pen', openingAmount: '250' }] });
    await waitFor(actor, (s) => s.matches('open') && s.context.day?.version === 2);
    expect(calls.update).toHaveBeenCalledWith({ idDailyCashier: 'd-1', version: 1, floats: [{ idCurrency: 'pen', openingAmount: '250' }] });
    actor.send({ type: 'CLOSE', counts: goodCounts, note: 'ok' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(calls.close).toHaveBeenCalledWith({ idDailyCashier: 'd-1', version: 2, counts: goodCounts, note: 'ok' });
    actor.send({ type: 'REOPEN', reason: '' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'REOPEN', reason: 'Found a voucher' });
    await waitFor(actor, (s) => s.matches('open'));
    expect(calls.reopen).toHaveBeenCalledWith({ idDailyCashier: 'd-1', version: 3, reason: 'Found a voucher' });
  });

  it("keeps the day open with the server's message when a close is refused", async () => {
    const { actor } = start({
      load: async () => openDay,
      close: async () => Promise.reject(gqlError('VALIDATION', 'Count every payment type and currency expected')),
    });
    await waitFor(actor, (s) => s.matches('open'));
    actor.send({ type: 'CLOSE', counts: goodCounts, note: '' });
    await waitFor(actor, (s) => s.matches('open') && s.context.notice != null);
    expect(actor.getSnapshot().context.notice).toMatchObject({ kind: 'failed', operation: 'close', error: { code: 'VALIDATION' } });
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('reads the day again when someone else changed it first', async () => {
    const load = vi.fn<() => Promise<DaySnapshot>>().mockResolvedValueOnce(openDay).mockResolvedValueOnce(closedDay);
    const { actor } = start({ load, update: async () => Promise.reject(gqlError('CONFLICT')) });
    await waitFor(actor, (s) => s.matches('open'));
    actor.send({ type: 'UPDATE', floats: goodFloats });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'stale', operation: 'update', error: { code: 'CONFLICT', ...noReason } });
  });

  it('keeps the open refused by a closed accounting period, with its reason, instead of calling it changed meanwhile', async () => {
    const load = vi.fn<() => Promise<DaySnapshot | null>>().mockResolvedValue(null);
    const closedYear = gqlError('CONFLICT', 'Could not create accounting period year', { reason: 'PERIOD_CLOSED', params: { level: 'YEAR', key: '2032' } });
    const { actor } = start({ load, open: async () => Promise.reject(closedYear) });
    await waitFor(actor, (s) => s.matches('notOpened'));
    actor.send({ type: 'OPEN', floats: goodFloats });
    await waitFor(actor, (s) => s.matches('notOpened') && s.context.notice != null);
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'failed', operation: 'open', error: { code: 'CONFLICT', reason: 'PERIOD_CLOSED', params: { level: 'YEAR', key: '2032' }, fieldErrors: [] },
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('returns to where it started when an open or a reopen is refused', async () => {
    const load = vi.fn<() => Promise<DaySnapshot | null>>().mockResolvedValueOnce(null).mockResolvedValueOnce(closedDay);
    const { actor } = start({
      load,
      open: async () => Promise.reject(gqlError('CONFLICT', 'Could not create daily cashier', { reason: 'ALREADY_EXISTS' })),
      reopen: async () => Promise.reject(gqlError('FORBIDDEN')),
    });
    await waitFor(actor, (s) => s.matches('notOpened'));
    actor.send({ type: 'OPEN', floats: goodFloats });
    // Opened elsewhere meanwhile: read again (here the day turns out to be there, closed).
    await waitFor(actor, (s) => s.matches('closed'));
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'stale', operation: 'open', error: { code: 'CONFLICT', ...noReason, reason: 'ALREADY_EXISTS' },
    });
    actor.send({ type: 'REOPEN', reason: 'Recount' });
    await waitFor(actor, (s) => s.matches('closed') && s.context.notice?.kind === 'failed');
    expect(actor.getSnapshot().context.notice).toMatchObject({ operation: 'reopen' });
  });

  it('keeps the floats typed when the server refuses an open', async () => {
    const { actor } = start({ load: async () => null, open: async () => Promise.reject(gqlError('VALIDATION')) });
    await waitFor(actor, (s) => s.matches('notOpened'));
    actor.send({ type: 'OPEN', floats: goodFloats });
    await waitFor(actor, (s) => s.matches('notOpened') && s.context.notice != null);
    expect(actor.getSnapshot().context).toMatchObject({ floats: goodFloats, notice: { kind: 'failed', operation: 'open' } });
  });

  it('shows a failed read as the error state; RETRY reads again', async () => {
    const load = vi.fn<() => Promise<DaySnapshot | null>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(null);
    const { actor } = start({ load });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'loadFailed', detail: 'Failed to fetch' });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('notOpened'));
  });
});
