import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { failureText, refusalWords } from '../failureText';

const messages = (locale: string) => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Record<string, string>;
const es = createIntl({ locale: 'es', messages: messages('es') });
const en = createIntl({ locale: 'en', messages: messages('en') });
const refusal = (extensions: Record<string, unknown>) => ({ errors: [{ message: 'English for logs, never shown', extensions }] });

describe('the words of a refusal (issue 19)', () => {
  it('words a reason with its figures in the page language, never the server text', () => {
    const tooMany = refusal({ code: 'VALIDATION', reason: 'EXPORT_TOO_MANY', params: { max: 10000 } });
    expect(refusalWords(es, tooMany)).toBe('Más de 10.000 documentos: exporta un rango más corto');
    expect(refusalWords(en, tooMany)).toBe('More than 10,000 documents: export a shorter range');
  });

  it('words the first field problem when there is no reason, with money formatted', () => {
    const over = refusal({
      code: 'VALIDATION', fieldErrors: [{ path: 'payments.0.amount', code: 'EXCEEDS_AVAILABLE', params: { available: '1500.5' } }],
    });
    expect(refusalWords(en, over)).toBe("The amount cannot exceed the advance's available amount (1,500.50)");
    expect(refusalWords(es, over)).toBe('El monto no puede superar el saldo disponible del anticipo (1500,50)');
  });

  it('says the role lacks the permission, and nothing for a network failure', () => {
    expect(refusalWords(es, refusal({ code: 'FORBIDDEN' }))).toBe(messages('es')['admin.error.forbidden']);
    expect(refusalWords(es, new TypeError('Failed to fetch'))).toBeNull();
  });

  it('adds a CONFLICT without reason nothing but its field problem: the server text is never the toast', () => {
    expect(failureText(es, 'No se pudo guardar', refusal({ code: 'CONFLICT' }))).toBe('No se pudo guardar');
    const taken = refusal({ code: 'CONFLICT', fieldErrors: [{ path: 'code', code: 'DUPLICATE', params: {} }] });
    expect(failureText(en, 'Could not save', taken)).toBe('Could not save: Another record already uses this value');
    const stale = refusal({ code: 'CONFLICT', reason: 'ITEM_CANCELLED' });
    expect(failureText(es, 'No se pudo actualizar', stale)).toBe('No se pudo actualizar: Un ítem anulado no se puede cambiar');
  });
});
