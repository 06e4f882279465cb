import type { IntlShape } from 'react-intl';
import { authMessages as m } from './messages';

/** The server's refusal of a code step in the reader's language (the server answers in English). */
export function mfaErrorText(intl: IntlShape, error: string | null): string | null {
  if (!error) return null;
  if (error === 'Wrong or already used code' || error === 'Wrong code') return intl.formatMessage(m.mfaWrongCode);
  if (error.startsWith('Your sign-in took too long')) return intl.formatMessage(m.mfaExpired);
  return intl.formatMessage(m.signInFailed, { reason: error });
}

/** What a code field accepts: six digits from the app, or a recovery code. */
export const isAppCode = (code: string) => /^\d{6}$/.test(code);
export const isRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '').length === 10;
