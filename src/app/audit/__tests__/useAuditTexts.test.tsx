import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n';
import { humanizeField, useAuditTexts } from '../useAuditTexts';

const texts = (locale: 'en' | 'es') =>
  renderHook(() => useAuditTexts(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <IntlProvider locale={locale} messages={messagesFor(locale)} timeZone="UTC">{children}</IntlProvider>
    ),
  }).result.current;

describe('History panel words', () => {
  it('names a column nobody wrote a label for from its own words', () => {
    expect(humanizeField('selling_tax_percentage')).toBe('Selling tax percentage');
    expect(humanizeField('id_price_type')).toBe('Price type');
  });

  it('reads fields, values, operations and parts in English', () => {
    const t = texts('en');
    expect(t.field('id_status')).toBe('Status');
    expect(t.field('id_supplier')).toBe('Supplier');
    expect(t.field('purchase_tax_amount')).toBe('Purchase tax amount');
    expect(t.value(null)).toBe('(empty)');
    expect(t.value('true')).toBe('Yes');
    expect(t.value('INACTIVE')).toBe('Inactive');
    expect(t.value('SOME_NEW_STATUS')).toBe('SOME_NEW_STATUS');
    expect(t.value('150.00')).toBe('150.00');
    expect(t.value('2031-01-05T14:30:00+00:00')).toMatch(/Jan 5, 2031/);
    expect(t.operation('STATUS')).toBe('Status changed');
    expect(t.record('productInstance')).toBe('Instance');
    expect(t.subject('CASHIER_TRANSACTION')).toBe('Transaction');
  });

  it('and in Spanish', () => {
    const t = texts('es');
    expect(t.field('commercial_name')).toBe('Nombre comercial');
    expect(t.value('false')).toBe('No');
    expect(t.value('VOIDED')).toBe('Anulada');
    expect(t.operation('DENIED')).toBe('Acceso denegado');
    expect(t.record('reservationPassenger')).toBe('Pasajero');
    expect(t.subject('DAILY_CASHIER')).toBe('Caja diaria');
  });
});
