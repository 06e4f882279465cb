import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../../app/i18n';
import { ReservationPaymentsCard } from '../ReservationPayments';
import { paymentOffer, takePaymentHref } from '../takePayment';

const payment = (over: Record<string, unknown> = {}) => ({
  idPayment: 'p-1', paymentDate: '2031-01-05', method: 'CARD', status: 'ACTIVE', cardBrand: 'VISA', cardLast4: '1111',
  depositNumber: null, transactionNumber: 12, document: { documentType: 'RECEIPT', number: 'B001-00000007' }, ...over,
});
const reservation = (over: Record<string, unknown> = {}) => ({
  code: 'LIM-000042', status: 'PARTIALLY_PAID', pendingAmount: '1250.00', currency: { code: 'USD' },
  payments: [
    { amount: '100.00', payment: payment() },
    { amount: '50.00', payment: payment({ idPayment: 'p-2', method: 'CASH', status: 'VOIDED', cardBrand: null, cardLast4: null }) },
  ],
  ...over,
}) as Parameters<typeof ReservationPaymentsCard>[0]['reservation'];

function show(props: Partial<Parameters<typeof ReservationPaymentsCard>[0]> = {}, locale: 'en' | 'es' = 'en') {
  return render(
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <ReservationPaymentsCard reservation={reservation()} mayTakePayment mayOpenTransactions {...props} />
    </IntlProvider>,
  );
}

describe('ReservationPaymentsCard', () => {
  it('lists each payment with date, method, document, its amount and a link to its transaction', () => {
    show();
    const rows = within(screen.getByRole('list', { name: 'Payments of LIM-000042' })).getAllByRole('listitem');
    expect(rows[0].textContent).toContain('Card · VISA •••• 1111');
    expect(rows[0].textContent).toContain('Receipt B001-00000007');
    expect(rows[0].textContent?.replace(/\s/g, ' ')).toContain('USD 100.00');
    expect(within(rows[0]).getByRole('link', { name: 'Transaction 12' }).getAttribute('href')).toBe('/cashier-transaction/transactions?q=12');
    expect(rows[1].textContent).toContain('Cash · Voided');
    expect(screen.getByText(/^Pending/).textContent?.replace(/\s/g, ' ')).toBe('Pending USD 1,250.00');
  });

  it('offers Take payment, to the cart with the reservation, only to who may take it on a payable reservation', () => {
    show();
    expect(screen.getByRole('link', { name: 'Take payment for LIM-000042' }).getAttribute('href'))
      .toBe('/cashier-transaction?reservation=LIM-000042');
    expect(takePaymentHref('LIM 1/2')).toBe('/cashier-transaction?reservation=LIM%201%2F2');
  });

  it('names the transaction without a link for someone who cannot open the transactions', () => {
    show({ mayOpenTransactions: false, mayTakePayment: false });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getAllByText(/Transaction 12/)).toHaveLength(2);
  });

  it('says a quote must be confirmed first instead of offering a payment, in Spanish too', () => {
    show({ reservation: reservation({ status: 'QUOTE', payments: [] }) }, 'es');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('note').textContent).toBe('Esta reserva es una cotización: confírmela antes de cobrar.');
    expect(screen.getByText('Aún no hay pagos.')).toBeTruthy();
  });

  it('offers what the reservation and the person allow', () => {
    expect(paymentOffer('CONFIRMED', '10.00', true)).toBe('take');
    expect(paymentOffer('PARTIALLY_PAID', '0.01', true)).toBe('take');
    expect(paymentOffer('PAID', '0.00', true)).toBeNull();
    expect(paymentOffer('CONFIRMED', '0.00', true)).toBeNull();
    expect(paymentOffer('CONFIRMED', '10.00', false)).toBeNull();
    expect(paymentOffer('QUOTE', '10.00', true)).toBe('confirmFirst');
    expect(paymentOffer('QUOTE', '10.00', false)).toBeNull();
    expect(paymentOffer('CANCELLED', '10.00', true)).toBeNull();
  });
});
