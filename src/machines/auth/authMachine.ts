import { assign, setup } from 'xstate';
import { readServerError, type ServerError } from '../../app/errors/serverErrors';
import type { MfaEnrolment } from '../../relay/authApi';
import { clearStoredUser, readStoredUser, userFromAccessToken, writeStoredUser, type StoredUser } from '../../relay/userStorage';
import { authActors } from './authActors';

export interface AuthFailure {
  server: ServerError;
  message: string;
}

const failureOf = (error: unknown, fallback: string): AuthFailure => ({
  server: readServerError(error), message: (error as { message?: string } | undefined)?.message ?? fallback,
});

export interface AuthContext {
  user: StoredUser | null;
  /**
   * Why the last step (password, code or enrolment) failed: the server's coded refusal (issue 19) and, for a failure
   * without a code (the network), its message.
   */
  error: AuthFailure | null;
  /** The short-lived challenge the password step earned while a second factor is owed. */
  mfaToken: string | null;
  /** The new authenticator secret while it is being set up (shown as a QR code and as text). */
  enrolment: MfaEnrolment | null;
  /** Shown once after an enrolment, before the tokens they came with are stored. */
  recoveryCodes: string[] | null;
  pendingAccessToken: string | null;
}

export type AuthEvent =
  | { type: 'LOGIN'; email: string; password: string }
  /** A code from the authenticator app, or a recovery code. */
  | { type: 'SUBMIT_CODE'; code: string }
  /** Leave the second step and start the sign-in again. */
  | { type: 'CANCEL' }
  /** The recovery codes are saved: go in. */
  | { type: 'ACKNOWLEDGE' }
  | { type: 'LOGOUT' }
  /** A data call answered 401: try the refresh token. */
  | { type: 'SESSION_EXPIRED' }
  /** A network error said the token is invalid: sign out. */
  | { type: 'TOKEN_INVALID' }
  | { type: 'DISMISS_ERROR' };

type Output<T> = { output: T };
const outputOf = <T>(event: unknown) => (event as Output<T>).output;

const NO_MFA = { mfaToken: null, enrolment: null, recoveryCodes: null, pendingAccessToken: null };

/**
 * The auth flow of SPEC.md section 4, with the second factor of issue 11.
 * - unauthenticated: no stored access token; the sign-in page shows.
 * - loading: the login call is on its way; the form is disabled.
 * - authenticated: a token is stored; guarded pages show.
 * - error: the login failed or answered without a token; the form shows why.
 * - mfaCode / mfaVerifying: the password was right and the account has an authenticator: the code step shows
 *   (a wrong code stays on it with the reason); no token exists yet.
 * - mfaEnrolStarting / mfaEnrolScanning / mfaEnrolConfirming: the role requires an authenticator the account does
 *   not have: the set-up shows (QR code, secret as text, first code).
 * - mfaRecoveryCodes: set-up done; the ten recovery codes show once, then ACKNOWLEDGE goes in.
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
      const user = userFromAccessToken(outputOf<{ accessToken: string }>(event).accessToken);
      writeStoredUser(user);
      return { user, error: null, ...NO_MFA };
    }),
    storePendingUser: assign(({ context }) => {
      const user = userFromAccessToken(context.pendingAccessToken ?? '');
      writeStoredUser(user);
      return { user, error: null, ...NO_MFA };
    }),
    dropStoredUser: () => {
      clearStoredUser();
    },
    forgetUser: assign(() => {
      clearStoredUser();
      return { user: null };
    }),
    rememberChallenge: assign(({ event }) => ({ mfaToken: outputOf<{ mfaToken: string }>(event).mfaToken, error: null })),
    rememberEnrolment: assign(({ event }) => ({ enrolment: outputOf<MfaEnrolment>(event), error: null })),
    rememberRecoveryCodes: assign(({ event }) => {
      const output = outputOf<{ accessToken: string; recoveryCodes: string[] }>(event);
      return { recoveryCodes: output.recoveryCodes, pendingAccessToken: output.accessToken, enrolment: null, error: null };
    }),
    forgetChallenge: assign(() => ({ ...NO_MFA, error: null })),
    rememberError: assign(({ event }) => ({ error: failureOf((event as unknown as { error?: unknown }).error, 'Sign-in failed') })),
    noTokenError: assign({ error: () => failureOf(null, 'The server did not return an access token') }),
    clearError: assign({ error: () => null }),
    // SPEC.md section 8: after a refresh the page reloads so every query starts again with the new token.
    reloadPage: () => window.location.reload(),
  },
  guards: {
    hasStoredToken: ({ context }) => Boolean(context.user?.accessToken),
    answerHasToken: ({ event }) => Boolean(outputOf<{ accessToken?: string }>(event)?.accessToken),
    answerAsksCode: ({ event }) => {
      const answer = outputOf<{ mfa?: string; mfaToken?: string }>(event);
      return answer?.mfa === 'CODE' && Boolean(answer.mfaToken);
    },
    answerAsksEnrolment: ({ event }) => {
      const answer = outputOf<{ mfa?: string; mfaToken?: string }>(event);
      return answer?.mfa === 'ENROL' && Boolean(answer.mfaToken);
    },
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    user: input?.user !== undefined ? input.user : readStoredUser(), error: null, ...NO_MFA,
  }),
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
          { guard: 'answerAsksCode', target: 'mfaCode', actions: 'rememberChallenge' },
          { guard: 'answerAsksEnrolment', target: 'mfaEnrolStarting', actions: 'rememberChallenge' },
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
    mfaCode: {
      on: {
        SUBMIT_CODE: 'mfaVerifying',
        CANCEL: { target: 'unauthenticated', actions: 'forgetChallenge' },
      },
    },
    mfaVerifying: {
      invoke: {
        id: 'verifyCode',
        src: 'verifyCode',
        input: ({ context, event }) => ({
          mfaToken: context.mfaToken ?? '',
          code: (event as Extract<AuthEvent, { type: 'SUBMIT_CODE' }>).code,
        }),
        onDone: { target: 'authenticated', actions: 'storeUser' },
        // Wrong, reused or throttled: the code step stays, with the reason.
        onError: { target: 'mfaCode', actions: 'rememberError' },
      },
    },
    mfaEnrolStarting: {
      invoke: {
        id: 'startEnrolment',
        src: 'startEnrolment',
        input: ({ context }) => ({ mfaToken: context.mfaToken ?? '' }),
        onDone: { target: 'mfaEnrolScanning', actions: 'rememberEnrolment' },
        // Only an expired challenge gets here: the sign-in starts again, with the reason.
        onError: { target: 'error', actions: ['forgetChallenge', 'rememberError'] },
      },
    },
    mfaEnrolScanning: {
      on: {
        SUBMIT_CODE: 'mfaEnrolConfirming',
        CANCEL: { target: 'unauthenticated', actions: 'forgetChallenge' },
      },
    },
    mfaEnrolConfirming: {
      invoke: {
        id: 'confirmEnrolment',
        src: 'confirmEnrolment',
        input: ({ context, event }) => ({
          mfaToken: context.mfaToken ?? '',
          code: (event as Extract<AuthEvent, { type: 'SUBMIT_CODE' }>).code,
        }),
        onDone: { target: 'mfaRecoveryCodes', actions: 'rememberRecoveryCodes' },
        onError: { target: 'mfaEnrolScanning', actions: 'rememberError' },
      },
    },
    mfaRecoveryCodes: {
      on: { ACKNOWLEDGE: { target: 'authenticated', actions: 'storePendingUser' } },
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
      // The page forgets the person at once: a page opened before the server answers (a link, a new tab) is signed out.
      entry: 'dropStoredUser',
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
