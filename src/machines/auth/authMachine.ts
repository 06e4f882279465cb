import { assign, setup } from 'xstate';
import { clearStoredUser, readStoredUser, userFromAccessToken, writeStoredUser, type StoredUser } from '../../relay/userStorage';
import { authActors } from './authActors';

export interface AuthContext {
  user: StoredUser | null;
  /** The server's message for the last failed sign-in. */
  error: string | null;
}

export type AuthEvent =
  | { type: 'LOGIN'; email: string; password: string }
  | { type: 'LOGOUT' }
  /** A data call answered 401: try the refresh token. */
  | { type: 'SESSION_EXPIRED' }
  /** A network error said the token is invalid: sign out. */
  | { type: 'TOKEN_INVALID' }
  | { type: 'DISMISS_ERROR' };

/**
 * The auth flow of SPEC.md section 4.
 * - unauthenticated: no stored access token; the sign-in page shows.
 * - loading: the login call is on its way; the form is disabled.
 * - authenticated: a token is stored; guarded pages show.
 * - error: the login failed or answered without a token; the form shows why.
 * - refreshing: a data call got 401; the refresh call runs, then the page reloads with the new token.
 * - loggingOut: the logout call runs; whatever it answers, the stored user is cleared and sign-in shows.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as { user?: StoredUser | null },
  },
  actors: authActors,
  actions: {
    storeUser: assign(({ event }) => {
      const output = (event as unknown as { output: { accessToken: string } }).output;
      const user = userFromAccessToken(output.accessToken);
      writeStoredUser(user);
      return { user, error: null };
    }),
    forgetUser: assign(() => {
      clearStoredUser();
      return { user: null };
    }),
    rememberError: assign(({ event }) => ({
      error: (event as unknown as { error?: { message?: string } }).error?.message ?? 'Sign-in failed',
    })),
    noTokenError: assign({ error: () => 'The server did not return an access token' }),
    clearError: assign({ error: () => null }),
    // SPEC.md section 8: after a refresh the page reloads so every query starts again with the new token.
    reloadPage: () => window.location.reload(),
  },
  guards: {
    hasStoredToken: ({ context }) => Boolean(context.user?.accessToken),
    answerHasToken: ({ event }) =>
      Boolean((event as unknown as { output?: { accessToken?: string } }).output?.accessToken),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ user: input?.user !== undefined ? input.user : readStoredUser(), error: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'hasStoredToken', target: 'authenticated' }, { target: 'unauthenticated' }],
    },
    unauthenticated: {
      on: { LOGIN: 'loading' },
    },
    loading: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          const login = event as Extract<AuthEvent, { type: 'LOGIN' }>;
          return { email: login.email, password: login.password };
        },
        onDone: [
          { guard: 'answerHasToken', target: 'authenticated', actions: 'storeUser' },
          { target: 'error', actions: 'noTokenError' },
        ],
        onError: { target: 'error', actions: 'rememberError' },
      },
    },
    error: {
      on: {
        LOGIN: { target: 'loading', actions: 'clearError' },
        DISMISS_ERROR: { target: 'unauthenticated', actions: 'clearError' },
      },
    },
    authenticated: {
      on: {
        LOGOUT: 'loggingOut',
        TOKEN_INVALID: 'loggingOut',
        SESSION_EXPIRED: 'refreshing',
      },
    },
    refreshing: {
      invoke: {
        id: 'refresh',
        src: 'refresh',
        onDone: { target: 'authenticated', actions: ['storeUser', 'reloadPage'] },
        onError: { target: 'unauthenticated', actions: 'forgetUser' },
      },
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ accessToken: context.user?.accessToken ?? '' }),
        // Success, a 500 and any other failure all end the same way: storage cleared, sign-in shown.
        onDone: { target: 'unauthenticated', actions: 'forgetUser' },
        onError: { target: 'unauthenticated', actions: 'forgetUser' },
      },
    },
  },
});
