import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '../../../relay/authApi';
import { requestFailureText } from '../mfaErrors';

/*
 * Issue 19: a refused /auth request (register, forgot or reset password) is worded from the answer's code and reason
 * in the page's language; the English `message` the server adds for its logs never reaches the screen.
 */
const messages = (locale: string) => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Record<string, string>;
const es = createIntl({ locale: 'es', messages: messages('es') });
const en = createIntl({ locale: 'en', messages: messages('en') });

/** The next /auth call answers `status` with `body`, as the server's error handler writes it. */
function answer(status: number, body: Record<string, unknown>) {
  document.cookie = 'tourdesk-csrf=test';
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ statusCode: status, ...body }), { status })));
}

const failureOf = async (call: Promise<unknown>) => call.then(() => { throw new Error('the call was not refused'); }, (e: unknown) => e);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a refused /auth request in the page language', () => {
  it('says the reason with its figures in Spanish, not the English message', async () => {
    answer(400, { code: 'VALIDATION', reason: 'PASSWORD_TOO_SHORT', params: { min: 12 }, message: 'Password must be at least 12 characters' });
    const text = requestFailureText(es, await failureOf(authApi.resetPassword('t'.repeat(43), 'short')));
    expect(text).toBe('La contraseña debe tener al menos 12 caracteres');

    answer(400, { code: 'VALIDATION', reason: 'INVALID_LINK', params: {}, message: 'This reset link is invalid or has expired' });
    expect(requestFailureText(es, await failureOf(authApi.resetPassword('t'.repeat(43), 'long enough password'))))
      .toBe('Este enlace de restablecimiento no es válido o ya venció');
  });

  it('words a refusal without a reason by its code', async () => {
    answer(403, { code: 'FORBIDDEN', message: 'Missing or invalid anti-forgery token' });
    const text = requestFailureText(es, await failureOf(authApi.forgotPassword('ana@example.test')));
    expect(text).toBe(es.formatMessage({ id: 'error.code.FORBIDDEN' }));
    expect(text).not.toContain('anti-forgery');
  });

  it.each([
    ['es', es, 'No se pudo contactar con el servidor. Revisa la conexión y vuelve a intentarlo.'],
    ['en', en, 'The server could not be reached. Check the connection and try again.'],
  ] as const)("says the server could not be reached when no answer came (the network), never the browser's words (%s)", async (_locale, intl, words) => {
    document.cookie = 'tourdesk-csrf=test';
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    expect(requestFailureText(intl, await failureOf(authApi.forgotPassword('ana@example.test')))).toBe(words);
  });
});
