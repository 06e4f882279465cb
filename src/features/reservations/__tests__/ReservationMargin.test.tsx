import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, createOperationDescriptor, getRequest } from 'relay-runtime';
import EditorQuery, { type reservationEditorQuery } from '../../../__generated__/reservationEditorQuery.graphql';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../app/i18n';
import { ReservationItemsTable } from '../ReservationItemsTable';
import { ReservationMarginSummary } from '../margin/ReservationMarginSummary';

const usd = { id: 'cur-usd', code: 'USD' };
const item = (n: number, margin: Record<string, unknown> | null, extra: Record<string, unknown> = {}) => ({
  id: `item-${n}`, idReservationItem: `i-${n}`, itemNumber: n, serviceDate: '2026-12-03', serviceTime: null, supplierReference: null,
  serviceDateTo: '2026-12-03', nights: 1, quantity: 1, status: 'CONFIRMED', allowedTransitions: [], version: 1, unitPrice: '250.00',
  amount: '250.00', pendingAmount: '250.00', amountPayable: '250.00', priceOverridden: false, cancellationFee: null,
  instance: { id: `pi-${n}`, code: 'CITY', name: 'City tour', product: { id: 'p-1', name: 'Lima' } }, package: null,
  margin: margin && { __typename: 'ServiceMargin', currency: usd, ...margin }, ...extra,
});

/** The editor's reservation as the server answers it, read back from the store as the route hands it down. */
function reservationOf(items: unknown[], margin: unknown) {
  const environment = new Environment({ network: Network.create(() => ({ data: {} })), store: new Store(new RecordSource()) });
  const operation = createOperationDescriptor(getRequest(EditorQuery), { id: 'r-1', hasId: true });
  environment.commitPayload(operation, {
    getReservationById: { id: 'res-1', idReservation: 'r-1', currency: usd, items, margin },
    currencies: [], languages: [],
  });
  const data = environment.lookup(operation.fragment).data as reservationEditorQuery['response'];
  return { environment, reservation: data.getReservationById! };
}

function renderEditor(locale: 'en' | 'es', items: unknown[], margin: unknown) {
  const { environment, reservation } = reservationOf(items, margin);
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <I18nProvider locale={locale}>
          <ReservationItemsTable reservation={reservation} showActions={false} can={() => false} canEditItem={() => false}
            onRun={() => {}} onEdit={() => {}} />
          <ReservationMarginSummary reservation={reservation} />
        </I18nProvider>
      </IntlProvider>
    </RelayEnvironmentProvider>,
  );
}

const ITEMS = [
  item(1, { selling: '250.00', cost: '175.00', costSource: 'EXPECTED', margin: '75.00', marginPercent: '30.00' }),
  item(2, { selling: '250.00', cost: '182.00', costSource: 'INVOICED', margin: '68.00', marginPercent: '27.20' }),
  item(3, { selling: '250.00', cost: null, costSource: 'NONE', margin: null, marginPercent: null }, { status: 'PENDING' }),
];
const TOTALS = { totals: [{ currency: usd, selling: '500.00', cost: '357.00', margin: '143.00', marginPercent: '28.60', uncostedServices: 1 }] };

describe('reservation margin', () => {
  it("shows each service's margin with where its cost comes from, and the reservation's totals", () => {
    renderEditor('en', ITEMS, TOTALS);
    const items = screen.getByRole('grid', { name: 'Services of the reservation' });
    expect(within(items).getByRole('columnheader', { name: 'Margin' })).toBeTruthy();
    expect(within(items).getByText('USD 75.00 · 30%')).toBeTruthy();
    expect(within(items).getByText('Cost USD 175.00 (expected)')).toBeTruthy();
    expect(within(items).getByText('USD 68.00 · 27.2%')).toBeTruthy();
    expect(within(items).getByText('Cost USD 182.00 (invoiced)')).toBeTruthy();
    expect(within(items).getByText('No cost yet')).toBeTruthy();
    const totals = screen.getByRole('grid', { name: 'Margin per currency' });
    expect(within(totals).getByText('USD 143.00')).toBeTruthy();
    expect(within(totals).getByText('28.6%')).toBeTruthy();
    expect(screen.getByText('1 service has no known cost yet and is left out.')).toBeTruthy();
  });

  it('says it in Spanish', () => {
    renderEditor('es', ITEMS, TOTALS);
    expect(screen.getByText('Costo 182,00 USD (facturado)')).toBeTruthy();
    expect(screen.getByText('1 servicio aún no tiene costo conocido y queda fuera.')).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'Margen por moneda' })).toBeTruthy();
  });

  it('shows no margin column and no card to who may not read costs (the server answers null)', () => {
    renderEditor('en', [item(1, null)], null);
    expect(screen.queryByRole('columnheader', { name: 'Margin' })).toBeNull();
    expect(screen.queryByText('Margin')).toBeNull();
    expect(screen.queryByRole('grid', { name: 'Margin per currency' })).toBeNull();
  });
});
