import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { AuthApiError } from '../../../relay/authApi';
import { fieldErrorTexts, readServerError, serverErrorText, unansweredText } from '../serverErrors';

const messages = (locale: string) => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Record<string, string>;
const es = createIntl({ locale: 'es', messages: messages('es') });
const en = createIntl({ locale: 'en', messages: messages('en') });
const refusal = (extensions: Record<string, unknown>) => ({ errors: [{ message: 'English for logs', extensions }] });

describe('server errors in the page language', () => {
  it('words a reason with its figures formatted in the locale: days as the pages write dates, numbers with separators', () => {
    const error = readServerError(refusal({
      code: 'NO_AVAILABILITY', reason: 'INSUFFICIENT', params: { day: '2031-02-20', free: 1200, quantity: 1500, service: 'Hotel' },
    }));
    expect(serverErrorText(es, error)).toBe('Sin disponibilidad el 20 feb 2031: solo quedan 1200 libres y se pidieron 1500');
    expect(serverErrorText(en, error)).toBe('No availability on Feb 20, 2031: only 1,200 free, 1,500 asked');
  });

  it("keeps SPEC section 8's literal text for the accounting periods and names the level in Spanish", () => {
    const closed = (level: string, key: string) => readServerError(refusal({ code: 'CONFLICT', reason: 'PERIOD_CLOSED', params: { level, key } }));
    expect(serverErrorText(en, closed('YEAR', '2032'))).toBe('Could not create accounting period year: the period 2032 is closed');
    expect(serverErrorText(en, closed('MONTH', '2032-05'))).toMatch(/^Could not create accounting period year-month:/);
    expect(serverErrorText(en, closed('DAY', '2032-05-20'))).toMatch(/^Could not create accounting period year-month-day:/);
    expect(serverErrorText(es, closed('MONTH', '2032-05'))).toBe('No se pudo crear el período contable año-mes: el período 2032-05 está cerrado');
  });

  it('falls back to the code when the reason is unknown, and to nothing for a network failure', () => {
    expect(serverErrorText(es, readServerError(refusal({ code: 'NO_DAILY_CASHIER_OPEN', reason: 'NOT_IN_THE_SCHEMA' }))))
      .toBe('No hay caja diaria abierta hoy');
    expect(serverErrorText(es, readServerError(new TypeError('Failed to fetch')))).toBeNull();
  });

  it("says the server could not be reached only when none answered, in the page's language", () => {
    const network = readServerError(new TypeError('Failed to fetch'));
    expect(network.unanswered).toBe(true);
    expect(unansweredText(en, network)).toBe('The server could not be reached. Check the connection and try again.');
    expect(unansweredText(es, network)).toBe('No se pudo contactar con el servidor. Revisa la conexión y vuelve a intentarlo.');
    // Any answer, coded or not, is not "unreachable"; nor is a failure of the page's own code.
    expect(unansweredText(en, readServerError(refusal({ code: 'CONFLICT' })))).toBeNull();
    expect(unansweredText(en, readServerError({ errors: [{ message: 'Bad Gateway' }] }))).toBeNull();
    expect(unansweredText(en, readServerError(new AuthApiError(500, 'Internal Server Error')))).toBeNull();
    expect(unansweredText(en, readServerError(new Error('boom')))).toBeNull();
  });

  it('maps field errors onto form paths, without the data. prefix, rows kept apart', () => {
    const error = readServerError(refusal({
      code: 'VALIDATION',
      fieldErrors: [
        { path: 'data.name', code: 'TOO_LONG', params: { max: 120 } },
        { path: 'addresses.1.city', code: 'REQUIRED', params: {} },
        { path: 'data.name', code: 'REQUIRED', params: {} },
        { path: 'x', code: 'NOT_A_CODE', params: {} },
      ],
    }));
    // A code the locales lack (a newer server) still marks its field, in general words.
    expect(fieldErrorTexts(es, error)).toEqual({
      name: 'Como máximo 120 caracteres', 'addresses.1.city': 'Este campo es obligatorio', x: 'Algunos campos no son válidos',
    });
  });

  it('reads the REST shape of /auth the same way', () => {
    const error = readServerError(new AuthApiError(429, 'Too many', 'THROTTLED', { minutes: 15 }, 'THROTTLED'));
    expect(error).toMatchObject({ code: 'THROTTLED', reason: 'THROTTLED', params: { minutes: 15 } });
    expect(serverErrorText(es, error)).toBe('Demasiados intentos. Vuelve a intentarlo en 15 minuto(s).');
    // A refusal without a reason (the anti-forgery check) is still worded by its code, never by the English message.
    const forbidden = readServerError(new AuthApiError(403, 'Missing or invalid anti-forgery token', undefined, {}, 'FORBIDDEN'));
    expect(serverErrorText(es, forbidden)).toBe(es.formatMessage({ id: 'error.code.FORBIDDEN' }));
  });
});
