import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { cashierCartMachine, type CartPayment } from '../../../../machines/cashierCart/cashierCartMachine';
import en from '../../../../../locales/en.json';
import es from '../../../../../locales/es.json';
import { CartAddNotice } from '../CartAddNotice';

const item = { idReservationItem: 'i-a', reservationCode: 'LIM-000001', idEntity: 'e-1', idCurrency: 'usd', pendingAmount: '50.00' };
const theirs = { ...item, idReservationItem: 'i-b', idEntity: 'e-2' };
const advance: CartPayment = { key: 'p-1', method: 'ADVANCE', idCurrency: 'usd', amount: '5.00', idAdvance: 'a-1' };
const badCash: CartPayment = { key: 'p-2', method: 'CASH', idCurrency: 'usd', amount: '-3' };

/** The cart machine refuses the add; the screen's notice says so, in the reader's language. */
function refusedNotice(events: Parameters<ReturnType<typeof createActor<typeof cashierCartMachine>>['send']>[0][], locale = 'en') {
  const actor = createActor(cashierCartMachine, { input: { newKey: () => 'k' } }).start();
  for (const event of events) actor.send(event);
  render(
    <IntlProvider locale={locale} messages={locale === 'es' ? es : en}>
      <CartAddNotice notice={actor.getSnapshot().context.notice} />
    </IntlProvider>,
  );
  return screen.getByRole('alert');
}

describe('CartAddNotice', () => {
  it('says the reservation could not be added when it is another customer\'s', () => {
    const alert = refusedNotice([{ type: 'ADD_ITEM', item }, { type: 'ADD_ITEM', item: theirs }]);
    expect(alert.textContent).toContain('Could not add reservation to the cart');
    expect(alert.textContent).toContain('one customer in one currency');
  });

  it('says the payments could not be added, with the reason', () => {
    expect(refusedNotice([{ type: 'ADD_PAYMENT', payment: advance }]).textContent)
      .toBe('Could not add paymentsAdd an item first: advances are the customer’s.');
  });

  it('speaks Spanish', () => {
    const alert = refusedNotice([{ type: 'ADD_PAYMENT', payment: badCash }], 'es');
    expect(alert.textContent).toContain(es['cashierTransaction.payments.couldNotAdd']);
    expect(alert.textContent).toContain(es['cashierTransaction.problem.invalidAmount']);
  });

  it('shows nothing while the cart took everything', () => {
    const { container } = render(<IntlProvider locale="en" messages={en}><CartAddNotice notice={null} /></IntlProvider>);
    expect(container.textContent).toBe('');
  });
});
