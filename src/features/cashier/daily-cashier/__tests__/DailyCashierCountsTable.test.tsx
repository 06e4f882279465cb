import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatLocale, messagesFor } from '../../../../app/i18n';
import { closePreview } from '../closePreview';
import { DailyCashierCountsTable } from '../DailyCashierCountsTable';

const lines = [{
  idPaymentType: 'cash', idCurrency: 'usd', expectedAmount: '60.00', countedAmount: null, variance: null,
  paymentType: { name: 'Cash', nameEs: 'Efectivo' }, currency: { code: 'USD' },
}];

describe('the close confirmation table', () => {
  it('shows expected, counted and the shortage per payment type and currency, the variance beside them', () => {
    render(
      <IntlProvider locale={formatLocale('es')} messages={messagesFor('es')}>
        <DailyCashierCountsTable lines={closePreview(lines, () => '59')!} compact />
      </IntlProvider>,
    );
    const table = screen.getByRole('table', { name: 'Montos esperados y contados' });
    expect(within(table).queryByRole('columnheader', { name: 'Moneda' })).toBeNull();
    const row = within(table).getByRole('row', { name: /Efectivo · USD/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['60.00', '59.00', '-1.00']);
    expect(within(row).getAllByRole('cell')[2].className).not.toBe(within(row).getAllByRole('cell')[1].className);
  });

  it('names the payment type in English on an English page', () => {
    render(
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <DailyCashierCountsTable lines={lines} />
      </IntlProvider>,
    );
    expect(screen.getByRole('row', { name: /Cash/ }).textContent).not.toContain('Efectivo');
  });

  it('groups amounts in the page\'s locale, Latin American Spanish on a Spanish page (issue 21 item 10)', () => {
    const day = [{ ...lines[0], expectedAmount: '2178.78', countedAmount: '2170.00', variance: '-8.78' }];
    for (const locale of ['en', 'es'] as const) {
      const { unmount } = render(
        <IntlProvider locale={formatLocale(locale)} messages={messagesFor(locale)}>
          <DailyCashierCountsTable lines={day} />
        </IntlProvider>,
      );
      const cells = screen.getAllByRole('cell').map((cell) => cell.textContent!.replace(/\s/g, ' '));
      expect(cells).toEqual(['USD', 'USD 2,178.78', 'USD 2,170.00', '-USD 8.78']);
      unmount();
    }
  });
});
