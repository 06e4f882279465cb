import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../../app/i18n';
import type { CartItem, CashierCartEvent } from '../../../../machines/cashierCart/cashierCartMachine';
import { ReservationsCart } from '../ReservationsCart';

const scheduled: CartItem = {
  idReservationItem: 'i-1', reservationCode: 'LIM-000042', idEntity: 'e-1', idCurrency: 'usd', pendingAmount: '1000.00',
  amountToPay: '300.00', scheduledPayment: { amount: '300.00', dueDate: '2031-01-12', overdue: true },
};

function show(items: CartItem[], locale: 'en' | 'es' = 'en') {
  const sent: CashierCartEvent[] = [];
  render(
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <ReservationsCart items={items} problems={{ item: {} }} currencyCode="USD" send={(event) => sent.push(event)} isDisabled={false} />
    </IntlProvider>,
  );
  return sent;
}

describe('ReservationsCart', () => {
  it("says what the schedule asks and offers the whole pending amount in one press", () => {
    const sent = show([scheduled]);
    expect(screen.getByText(/^Payment schedule: USD\s?300\.00 overdue since Jan 12, 2031$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Pay the whole USD\s?1,000\.00 pending on LIM-000042$/ }));
    expect(sent).toEqual([{ type: 'SET_AMOUNT', idReservationItem: 'i-1', amount: '1000.00' }]);
  });

  it('in Spanish, a balance not due yet; nothing to offer once the whole amount is in', () => {
    show([{ ...scheduled, amountToPay: '1000.00', scheduledPayment: { amount: '700.00', dueDate: '2031-02-08', overdue: false } }], 'es');
    expect(screen.getByText(/^Plan de pagos: 700,00\sUSD vence el 8 feb 2031$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pagar los/ })).toBeNull();
  });
});
