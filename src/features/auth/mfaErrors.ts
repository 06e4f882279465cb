import type { IntlShape } from 'react-intl';
import { serverErrorText } from '../../app/errors/serverErrors';
import type { AuthFailure } from '../../machines/auth/authMachine';
import { authMessages as m } from './messages';

/**
 * A failed sign-in step in the reader's language: the refusal's reason (WRONG_CREDENTIALS, WRONG_CODE,
 * SIGN_IN_EXPIRED, THROTTLED with its minutes, ...), else "Could not sign in" with what the browser said (the network).
 */
export function authErrorText(intl: IntlShape, error: AuthFailure | null): string | null {
  if (!error) return null;
  return (error.server.reason ? serverErrorText(intl, error.server) : null)
    ?? intl.formatMessage(m.signInFailed, { reason: error.message });
}

/** What a code field accepts: six digits from the app, or a recovery code. */
export const isAppCode = (code: string) => /^\d{6}$/.test(code);
export const isRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '').length === 10;
