import { fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../../app/i18n';
import type { CartItem, CartPayment, CashierCartEvent } from '../../../../machines/cashierCart/cashierCartMachine';
import { PaymentsCart } from '../PaymentsCart';

const currencies = [{ idGeneralParameterValue: 'usd', code: 'USD' }, { idGeneralParameterValue: 'pen', code: 'PEN' }];
const items: CartItem[] = [{
  idReservationItem: 'i-1', reservationCode: 'LIM-000042', idEntity: 'e-1', idCurrency: 'usd', pendingAmount: '350.00', amountToPay: '350.00',
}];
const cash: CartPayment = { key: 'cash-key', method: 'CASH', idCurrency: 'usd', amount: '100.00' };
const declined: CartPayment = {
  key: 'card-key', method: 'CARD', idCurrency: 'usd', amount: '250.00',
  card: { number: '4000000000000002', holderName: 'Ana Quispe', expiry: '12/33', ccv: '123' },
};

const noAdvances = { reference: null, open: () => {}, follow: () => {}, close: () => {} };

function show(payments: CartPayment[], refusedLines: Record<string, string> = {}, locale: 'en' | 'es' = 'en') {
  const sent: CashierCartEvent[] = [];
  render(
    <IntlProvider locale={locale} messages={messagesFor(locale)}>
      <PaymentsCart items={items} payments={payments} problems={{ item: {} }} refusedLines={refusedLines} currencies={currencies}
        banks={[]} idCurrency="usd" idEntity="e-1" advances={noAdvances} send={(event) => sent.push(event)} isDisabled={false} />
    </IntlProvider>,
  );
  return sent;
}

describe('PaymentsCart', () => {
  it('starts the card amount at what is still owed, and adds the card for it', () => {
    const sent = show([cash]);
    fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
    const amount = screen.getByRole('textbox', { name: /Amount/ }) as HTMLInputElement;
    expect(amount.value).toBe('250.00');
    fireEvent.change(screen.getByRole('textbox', { name: 'Card number' }), { target: { value: '4111 1111 1111 1111' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name on the card' }), { target: { value: 'Ana Quispe' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Valid until/ }), { target: { value: '12/33' } });
    fireEvent.change(screen.getByLabelText('CCV'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add card payment' }));
    expect(sent).toMatchObject([{ type: 'ADD_PAYMENT', payment: { method: 'CARD', amount: '250.00', idCurrency: 'usd' } }]);
  });

  it('keeps the amount the cashier typed instead', () => {
    show([cash]);
    fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
    const amount = screen.getByRole('textbox', { name: /Amount/ }) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '20' } });
    expect(amount.value).toBe('20');
  });

  it('marks the declined line with the reason, and only that line', () => {
    show([cash, declined], { 'card-key': 'La tarjeta fue rechazada' }, 'es');
    const [cashLine, cardLine] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(cardLine.getAttribute('aria-invalid')).toBe('true');
    expect(cardLine.textContent).toContain('La tarjeta fue rechazada');
    expect(cashLine.getAttribute('aria-invalid')).toBeNull();
  });
});
