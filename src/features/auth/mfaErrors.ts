import type { IntlShape } from 'react-intl';
import { readServerError, serverErrorText, unansweredText } from '../../app/errors/serverErrors';
import type { AuthFailure } from '../../machines/auth/authMachine';
import { authMessages as m } from './messages';

/**
 * A failed sign-in step in the reader's language: the refusal's reason (WRONG_CREDENTIALS, WRONG_CODE,
 * SIGN_IN_EXPIRED, THROTTLED with its minutes, ...), else its code's words (a refused anti-forgery check), else that
 * the server could not be reached, else "Could not sign in" with the answer's text (an answer without a code).
 */
export function authErrorText(intl: IntlShape, error: AuthFailure | null): string | null {
  if (!error) return null;
  return serverErrorText(intl, error.server) ?? unansweredText(intl, error.server)
    ?? intl.formatMessage(m.signInFailed, { reason: error.message });
}

/**
 * A refused /auth request (register, forgot or reset password) in the reader's language: its reason with its figures,
 * else its code's general words; no answer at all (the network): that the server could not be reached.
 */
export function requestFailureText(intl: IntlShape, failure: unknown): string {
  const server = readServerError(failure);
  return serverErrorText(intl, server) ?? unansweredText(intl, server)
    ?? intl.formatMessage(m.requestFailed, { reason: failure instanceof Error ? failure.message : String(failure) });
}

/** What a code field accepts: six digits from the app, or a recovery code. */
export const isAppCode = (code: string) => /^\d{6}$/.test(code);
export const isRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '').length === 10;
