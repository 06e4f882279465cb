import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { reportFailureField, reportFailureText } from '../reportFailure';
import { ReportRequestError } from '../reportStream';

/*
 * Issue 19: the report route answers the error contract's shape (code, fieldErrors with params), and the report
 * screen words it in the page's language; the English `message` of a refusal or of a report cut short never shows.
 */
const messages = (locale: string) => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Record<string, string>;
const es = createIntl({ locale: 'es', messages: messages('es') });

const refused = (status: number, body: Record<string, unknown>) =>
  new ReportRequestError(status, String(body.message), { statusCode: status, ...body });

describe('a failed report in the page language', () => {
  it('says a refused parameter from its code and figures, on its field', () => {
    const tooLong = refused(400, {
      code: 'VALIDATION', message: 'to: rangeTooLong', fieldErrors: [{ path: 'to', code: 'RANGE_TOO_LONG', params: { maxDays: 31 } }],
    });
    expect(reportFailureText(es, tooLong)).toBe('Este reporte cubre como máximo 31 días; elija un rango más corto');
    expect(reportFailureField(tooLong)).toBe('range');

    const customer = refused(400, {
      code: 'VALIDATION', message: 'customer: notFound', fieldErrors: [{ path: 'customer', code: 'NOT_FOUND', params: {} }],
    });
    expect(reportFailureText(es, customer)).toBe('No existe en esta unidad organizativa');
    expect(reportFailureField(customer)).toBe('customer');
  });

  it('says a missing permission by its code', () => {
    const forbidden = refused(403, { code: 'FORBIDDEN', message: "You don't have the roles required to use REPORT_SALES" });
    expect(reportFailureText(es, forbidden)).toBe('No tiene el permiso para este reporte');
    expect(reportFailureField(forbidden)).toBeUndefined();
  });

  it('never shows what the server or the browser wrote when the report stops', () => {
    for (const error of [new ReportRequestError(500, 'relation "reservation" does not exist'), new TypeError('Failed to fetch')]) {
      expect(reportFailureText(es, error)).toBe('El servidor se detuvo antes de completar el reporte');
    }
  });
});
