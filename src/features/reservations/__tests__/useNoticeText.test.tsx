import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { readServerError } from '../../../app/errors/serverErrors';
import { messagesFor } from '../../../app/i18n';
import { useNoticeText } from '../useNoticeText';

const refusal = (extensions: Record<string, unknown>, message: string) => ({ errors: [{ message, extensions }] });

function noticeText(locale: 'en' | 'es', error: unknown, detail: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} messages={messagesFor(locale)}>{children}</IntlProvider>
  );
  const { result } = renderHook(() => useNoticeText(), { wrapper });
  return result.current({ kind: 'commandFailed', command: 'addItem', detail, error: readServerError(error) });
}

describe('the editor notice (issue 21 item 4)', () => {
  const forbidden = refusal({ code: 'FORBIDDEN', operation: 'addReservationItem' }, "You don't have the roles required to use addReservationItem");

  it.each(['en', 'es'] as const)('words a refusal by its code, never by the operation it names (%s)', (locale) => {
    const text = noticeText(locale, forbidden, "You don't have the roles required to use addReservationItem");
    expect(text).not.toMatch(/addReservationItem/);
    expect(text).toContain(messagesFor(locale)['error.code.FORBIDDEN']);
  });

  it('words field problems by their codes', () => {
    const error = refusal({ code: 'VALIDATION', fieldErrors: [{ path: 'data.overrideReason', code: 'REQUIRED', params: {} }] }, 'Some fields are not valid');
    expect(noticeText('en', error, 'Some fields are not valid')).toContain(messagesFor('en')['error.field.REQUIRED']);
  });

  it("keeps the server's text only when the answer had no code (an old server)", () => {
    expect(noticeText('en', { errors: [{ message: 'Legacy text' }] }, 'Legacy text')).toContain('Legacy text');
  });

  it.each([
    ['en', 'The server could not be reached. Check the connection and try again.'],
    ['es', 'No se pudo contactar con el servidor. Revisa la conexión y vuelve a intentarlo.'],
  ] as const)("says the server could not be reached when none answered, never the browser's words (%s)", (locale, words) => {
    const text = noticeText(locale, new TypeError('Failed to fetch'), 'Failed to fetch');
    expect(text).toBe(`${messagesFor(locale)['reservations.error.createItem']} ${words}`);
    expect(text).not.toContain('Failed to fetch');
  });
});
