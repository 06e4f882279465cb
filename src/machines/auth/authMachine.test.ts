import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { AuthApiError } from '../../relay/authApi';
import { USER_STORAGE_KEY, readStoredUser, type StoredUser } from '../../relay/userStorage';
import { authMachine } from './authMachine';

const token = (claims: Record<string, unknown>) =>
  `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
const ACCESS_TOKEN = token({ sub: 'u-1', roles: ['RESADM'], email: 'resadm@tourdesk.test', name: 'Res Adm', ou: 'ou-1' });
const storedUser: StoredUser = { idUser: 'u-1', roles: ['RESADM'], accessToken: ACCESS_TOKEN, email: 'e', name: 'n', idOu: 'o' };

/** The /auth routes' refusals: a status, the English message for logs and the reason code the screens word. */
const WRONG_CREDENTIALS = () => new AuthApiError(401, 'Wrong email or password', 'WRONG_CREDENTIALS');
const WRONG_CODE = () => new AuthApiError(401, 'Wrong or already used code', 'WRONG_CODE');
const EXPIRED = () => new AuthApiError(401, 'Your sign-in took too long.', 'SIGN_IN_EXPIRED');
/** What the machine keeps of a coded refusal. */
const failure = (status: number, reason: string, message: string) => ({
  server: { code: status === 401 ? 'UNAUTHENTICATED' : null, reason, params: {}, fieldErrors: [] }, message,
});

const ENROLMENT = { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Tourdesk:a?secret=JBSWY3DPEHPK3PXP' };
const RECOVERY_CODES = ['k7m3q-x9t2p', 'a2b3c-d4e5f'];

/** Every event the machine can receive, including the answers of its invoked calls. */
const EVENTS: AnyEventObject[] = [
  { type: 'LOGIN', email: 'resadm@tourdesk.test', password: 'Tourdesk#2026' },
  { type: 'SUBMIT_CODE', code: '123456' },
  { type: 'CANCEL' },
  { type: 'ACKNOWLEDGE' },
  { type: 'xstate.done.actor.login', output: { mfa: 'CODE', mfaToken: 'challenge' } },
  { type: 'xstate.done.actor.login', output: { mfa: 'ENROL', mfaToken: 'challenge' } },
  { type: 'xstate.done.actor.verifyCode', output: { accessToken: ACCESS_TOKEN } },
  { type: 'xstate.error.actor.verifyCode', error: WRONG_CODE() },
  { type: 'xstate.done.actor.startEnrolment', output: ENROLMENT },
  { type: 'xstate.error.actor.startEnrolment', error: EXPIRED() },
  { type: 'xstate.done.actor.confirmEnrolment', output: { accessToken: ACCESS_TOKEN, recoveryCodes: RECOVERY_CODES } },
  { type: 'xstate.error.actor.confirmEnrolment', error: WRONG_CODE() },
  { type: 'LOGOUT' },
  { type: 'SESSION_EXPIRED' },
  { type: 'TOKEN_INVALID' },
  { type: 'DISMISS_ERROR' },
  { type: 'xstate.done.actor.login', output: { accessToken: ACCESS_TOKEN } },
  { type: 'xstate.done.actor.login', output: {} },
  { type: 'xstate.error.actor.login', error: WRONG_CREDENTIALS() },
  { type: 'xstate.done.actor.refresh', output: { accessToken: ACCESS_TOKEN } },
  { type: 'xstate.error.actor.refresh', error: new Error('Session expired') },
  { type: 'xstate.done.actor.logout', output: true },
  { type: 'xstate.error.actor.logout', error: new Error('500') },
];

// Graph traversal computes transitions without running side effects, but reloadPage must never fire for real.
const machine = authMachine.provide({ actions: { reloadPage: () => {} } });
const ALL_STATES = [
  'unauthenticated', 'loading', 'authenticated', 'error', 'refreshing', 'loggingOut', 'mfaCode', 'mfaVerifying',
  'mfaEnrolStarting', 'mfaEnrolScanning', 'mfaEnrolConfirming', 'mfaRecoveryCodes',
];
const SECOND_STEP = ['mfaCode', 'mfaVerifying', 'mfaEnrolStarting', 'mfaEnrolScanning', 'mfaEnrolConfirming', 'mfaRecoveryCodes'];

beforeEach(() => localStorage.clear());

describe('auth machine graph', () => {
  it('reaches every state from both starting points (no token, stored token)', () => {
    const reached = new Set<string>();
    for (const user of [null, storedUser]) {
      const paths = getShortestPaths(machine, { events: EVENTS as never, input: { user } });
      for (const path of paths) reached.add(String(path.state.value));
    }
    expect([...reached].sort()).toEqual([...ALL_STATES].sort());
  });

  it('holds its invariants on every simple path: authenticated has a user with a token, unauthenticated has none', () => {
    const paths = getSimplePaths(machine, { events: EVENTS as never, input: { user: null } });
    expect(paths.length).toBeGreaterThan(ALL_STATES.length);
    for (const path of paths) {
      for (const step of path.steps) {
        const { value, context } = step.state;
        if (value === 'authenticated' || value === 'refreshing' || value === 'loggingOut') {
          expect(context.user?.accessToken, `in ${String(value)}`).toBeTruthy();
        }
        if (value === 'unauthenticated' || value === 'loading') expect(context.user).toBeNull();
        if (value === 'unauthenticated') expect(context.mfaToken).toBeNull();
        if (value === 'error') expect(context.error).toBeTruthy();
        // No token before the second factor: the challenge is all the second step holds.
        if (SECOND_STEP.includes(String(value))) {
          expect(context.user, `in ${String(value)}`).toBeNull();
          expect(context.mfaToken, `in ${String(value)}`).toBeTruthy();
        }
        if (value === 'mfaEnrolScanning') expect(context.enrolment).toEqual(ENROLMENT);
        if (value === 'mfaRecoveryCodes') expect(context.recoveryCodes).toEqual(RECOVERY_CODES);
        if (value === 'authenticated') expect(context.mfaToken).toBeNull();
      }
    }
  });
});

/** A real actor with the network calls replaced, for the journeys people actually take. */
function start(options: {
  user?: StoredUser | null;
  login?: () => Promise<{ accessToken?: string; mfa?: string; mfaToken?: string }>;
  verifyCode?: (args: { input: { mfaToken: string; code: string } }) => Promise<{ accessToken: string }>;
  startEnrolment?: () => Promise<typeof ENROLMENT>;
  confirmEnrolment?: (args: { input: { mfaToken: string; code: string } }) => Promise<{ accessToken: string; recoveryCodes: string[] }>;
  refresh?: () => Promise<{ accessToken: string }>;
  logout?: () => Promise<unknown>;
}) {
  const reloadPage = vi.fn();
  const actor = createActor(
    authMachine.provide({
      actors: {
        login: fromPromise(options.login ?? (async () => ({ accessToken: ACCESS_TOKEN }))) as never,
        verifyCode: fromPromise(options.verifyCode ?? (async () => ({ accessToken: ACCESS_TOKEN }))) as never,
        startEnrolment: fromPromise(options.startEnrolment ?? (async () => ENROLMENT)) as never,
        confirmEnrolment: fromPromise(
          options.confirmEnrolment ?? (async () => ({ accessToken: ACCESS_TOKEN, recoveryCodes: RECOVERY_CODES })),
        ) as never,
        refresh: fromPromise(options.refresh ?? (async () => ({ accessToken: ACCESS_TOKEN }))) as never,
        logout: fromPromise(options.logout ?? (async () => true)) as never,
      },
      actions: { reloadPage },
    }),
    { input: { user: options.user ?? null } },
  ).start();
  return { actor, reloadPage };
}

describe('auth journeys', () => {
  it('starts unauthenticated without a stored token and authenticated with one', () => {
    expect(start({}).actor.getSnapshot().value).toBe('unauthenticated');
    expect(start({ user: storedUser }).actor.getSnapshot().value).toBe('authenticated');
  });

  it('reads the stored user from localStorage when no input is given', () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(storedUser));
    expect(createActor(authMachine, { input: {} }).start().getSnapshot().value).toBe('authenticated');
  });

  it('signs in: loading, then authenticated with the user stored under user-data-storage', async () => {
    let answer!: (value: { accessToken: string }) => void;
    const { actor } = start({ login: () => new Promise((resolve) => (answer = resolve)) });
    actor.send({ type: 'LOGIN', email: 'resadm@tourdesk.test', password: 'x' });
    expect(actor.getSnapshot().value).toBe('loading');
    answer({ accessToken: ACCESS_TOKEN });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(readStoredUser()).toMatchObject({ idUser: 'u-1', roles: ['RESADM'], accessToken: ACCESS_TOKEN });
  });

  it('shows the error when the login fails, and a retry can succeed', async () => {
    let fail = true;
    const { actor } = start({
      login: async () => {
        if (fail) throw WRONG_CREDENTIALS();
        return { accessToken: ACCESS_TOKEN };
      },
    });
    actor.send({ type: 'LOGIN', email: 'a@b.co', password: 'bad' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context.error).toEqual(failure(401, 'WRONG_CREDENTIALS', 'Wrong email or password'));
    expect(readStoredUser()).toBeNull();
    fail = false;
    actor.send({ type: 'LOGIN', email: 'a@b.co', password: 'good' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('treats an answer without an access token as an error', async () => {
    const { actor } = start({ login: async () => ({}) });
    actor.send({ type: 'LOGIN', email: 'a@b.co', password: 'x' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(readStoredUser()).toBeNull();
  });

  it('refreshes on an expired session: stores the new token and reloads the page', async () => {
    const fresh = token({ sub: 'u-1', roles: ['RESADM'], email: 'e', name: 'n', ou: 'o', v: 2 });
    const { actor, reloadPage } = start({ user: storedUser, refresh: async () => ({ accessToken: fresh }) });
    actor.send({ type: 'SESSION_EXPIRED' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(readStoredUser()?.accessToken).toBe(fresh);
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('clears the stored user and goes to sign-in when the refresh fails', async () => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(storedUser));
    const { actor, reloadPage } = start({ user: storedUser, refresh: async () => Promise.reject(new Error('401')) });
    actor.send({ type: 'SESSION_EXPIRED' });
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it.each([
    ['success', async () => true],
    ['status 500', async () => ({ statusCode: 500 })],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('logs out on %s: storage cleared, unauthenticated', async (_label, logout) => {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(storedUser));
    const { actor } = start({ user: storedUser, logout });
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    // Forgotten before the server answers: another page opened meanwhile finds nobody signed in.
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('signs out when the network says the token is invalid', async () => {
    const logout = vi.fn(async () => true);
    const { actor } = start({ user: storedUser, logout });
    actor.send({ type: 'TOKEN_INVALID' });
    await waitFor(actor, (s) => s.matches('unauthenticated'));
    expect(logout).toHaveBeenCalledOnce();
  });

  it('signs in with a second factor: the code step, a wrong code stays on it with the reason, the right one goes in', async () => {
    const seen: { mfaToken: string; code: string }[] = [];
    const { actor } = start({
      login: async () => ({ mfa: 'CODE', mfaToken: 'challenge-1' }),
      verifyCode: async ({ input }) => {
        seen.push(input);
        if (input.code !== '654321') throw WRONG_CODE();
        return { accessToken: ACCESS_TOKEN };
      },
    });
    actor.send({ type: 'LOGIN', email: 'admin@tourdesk.test', password: 'x' });
    await waitFor(actor, (s) => s.matches('mfaCode'));
    expect(readStoredUser()).toBeNull();
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    expect(actor.getSnapshot().value).toBe('mfaVerifying');
    await waitFor(actor, (s) => s.matches('mfaCode') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toEqual(failure(401, 'WRONG_CODE', 'Wrong or already used code'));
    actor.send({ type: 'SUBMIT_CODE', code: '654321' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(seen).toEqual([{ mfaToken: 'challenge-1', code: '123456' }, { mfaToken: 'challenge-1', code: '654321' }]);
    expect(readStoredUser()?.accessToken).toBe(ACCESS_TOKEN);
    expect(actor.getSnapshot().context).toMatchObject({ mfaToken: null, error: null });
  });

  it('cancels the code step back to the password form, forgetting the challenge', async () => {
    const { actor } = start({ login: async () => ({ mfa: 'CODE', mfaToken: 'challenge-1' }) });
    actor.send({ type: 'LOGIN', email: 'admin@tourdesk.test', password: 'x' });
    await waitFor(actor, (s) => s.matches('mfaCode'));
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
    expect(actor.getSnapshot().context.mfaToken).toBeNull();
  });

  it('enrols a required user: secret shown, wrong code refused, recovery codes shown before anything is stored', async () => {
    const { actor } = start({
      login: async () => ({ mfa: 'ENROL', mfaToken: 'challenge-2' }),
      confirmEnrolment: async ({ input }) => {
        if (input.code !== '111222') throw WRONG_CODE();
        return { accessToken: ACCESS_TOKEN, recoveryCodes: RECOVERY_CODES };
      },
    });
    actor.send({ type: 'LOGIN', email: 'resadm@tourdesk.test', password: 'x' });
    await waitFor(actor, (s) => s.matches('mfaEnrolScanning'));
    expect(actor.getSnapshot().context.enrolment).toEqual(ENROLMENT);
    actor.send({ type: 'SUBMIT_CODE', code: '000000' });
    await waitFor(actor, (s) => s.matches('mfaEnrolScanning') && s.context.error?.server.reason === 'WRONG_CODE');
    actor.send({ type: 'SUBMIT_CODE', code: '111222' });
    await waitFor(actor, (s) => s.matches('mfaRecoveryCodes'));
    expect(actor.getSnapshot().context.recoveryCodes).toEqual(RECOVERY_CODES);
    expect(readStoredUser()).toBeNull();
    actor.send({ type: 'ACKNOWLEDGE' });
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(readStoredUser()?.accessToken).toBe(ACCESS_TOKEN);
    expect(actor.getSnapshot().context).toMatchObject({ recoveryCodes: null, pendingAccessToken: null, enrolment: null });
  });

  it('starts the sign-in again when the enrolment challenge has expired', async () => {
    const { actor } = start({
      login: async () => ({ mfa: 'ENROL', mfaToken: 'old' }),
      startEnrolment: async () => Promise.reject(EXPIRED()),
    });
    actor.send({ type: 'LOGIN', email: 'resadm@tourdesk.test', password: 'x' });
    await waitFor(actor, (s) => s.matches('error'));
    expect(actor.getSnapshot().context).toMatchObject({ error: failure(401, 'SIGN_IN_EXPIRED', 'Your sign-in took too long.'), mfaToken: null });
  });

  it('ignores events that are not legal in the current state', () => {
    const { actor } = start({});
    actor.send({ type: 'LOGOUT' });
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(actor.getSnapshot().value).toBe('unauthenticated');
  });
});
