import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, Observable, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../../app/i18n';
import { RatePricingFields } from '../RatePricingFields';
import { PRICING_DEBOUNCE_MS, useRatePricing } from '../useRatePricing';
import { livePricingInput, type RatePricingValues } from '../validation';

/** A stand-in for the server's pricing function: answers each request when the test says so. */
function fakeServer() {
  const requests: { variables: Variables; respond: (response: GraphQLResponse) => void }[] = [];
  const network = Network.create((_params: RequestParameters, variables: Variables) => Observable.create<GraphQLResponse>((sink) => {
    requests.push({ variables, respond: (response) => { sink.next(response); sink.complete(); } });
  }));
  return { requests, environment: new Environment({ network, store: new Store(new RecordSource()) }) };
}

const breakdown = (unit: string, total: string) => ({
  data: {
    computeRatePricing: {
      purchaseUnitPrice: unit, purchaseTaxPercentage: '18.00', purchaseTaxAmount: '18.00', purchaseTotal: '118.00',
      profitPercentage: '20.00', profitAmount: null, profit: '20.00', sellingTaxPercentage: '18.00',
      sellingUnitPrice: '120.00', sellingTaxAmount: '21.60', sellingTotal: total,
    },
  },
});

const EMPTY: RatePricingValues = {
  purchaseUnitPrice: '', purchaseTaxPercentage: '', profitMode: 'percentage', profitPercentage: '', profitAmount: '', sellingTaxPercentage: '',
};

function Harness({ initial = EMPTY }: { initial?: RatePricingValues }) {
  const [value, setValue] = useState(initial);
  const input = useMemo(() => livePricingInput(value), [value]);
  const pricing = useRatePricing(input);
  return (
    <RatePricingFields value={value} currencyCode="USD" errorOf={() => undefined} pricing={pricing}
      onChange={(field, text) => setValue((v) => ({ ...v, [field]: text }))} />
  );
}

function renderWith(server: ReturnType<typeof fakeServer>, initial?: RatePricingValues) {
  return render(
    <RelayEnvironmentProvider environment={server.environment}>
      <IntlProvider locale="en" messages={messagesFor('en')}><Harness initial={initial} /></IntlProvider>
    </RelayEnvironmentProvider>,
  );
}

describe('RatePricingFields with the live breakdown', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('offers one profit field at a time: "Profit as" percentage or amount', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWith(fakeServer());
    const profit = screen.getByRole('group', { name: 'Profit' });
    expect((within(profit).getByRole('radio', { name: 'Percentage' }) as HTMLInputElement).checked).toBe(true);
    expect(within(profit).getByRole('textbox', { name: 'Profit percentage' })).toBeTruthy();
    expect(within(profit).queryByRole('textbox', { name: 'Profit amount' })).toBeNull();
    expect(within(profit).getByText('Enter a profit percentage or a profit amount, not both')).toBeTruthy();

    await user.type(within(profit).getByRole('textbox', { name: 'Profit percentage' }), '20');
    await user.click(within(profit).getByRole('radio', { name: 'Amount' }));
    expect(within(profit).queryByRole('textbox', { name: 'Profit percentage' })).toBeNull();
    await user.type(within(profit).getByRole('textbox', { name: 'Profit amount' }), '15');
    expect(within(profit).getAllByRole('textbox')).toHaveLength(1);
  });

  it('asks the server once typing pauses and keeps the last breakdown while the next one loads', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const server = fakeServer();
    renderWith(server, { ...EMPTY, purchaseTaxPercentage: '18', profitPercentage: '20', sellingTaxPercentage: '18' });
    expect(screen.getByRole('status').textContent).toContain('Enter the unit price, the profit and the selling tax');

    await user.type(screen.getByRole('textbox', { name: 'Unit price' }), '100');
    expect(server.requests).toHaveLength(0);
    await act(async () => { vi.advanceTimersByTime(PRICING_DEBOUNCE_MS); });
    // Debounced: one request for "100", not one per keystroke.
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].variables.input).toMatchObject({ purchaseUnitPrice: '100', profitPercentage: '20', profitAmount: null });
    await act(async () => server.requests[0].respond(breakdown('100.00', '141.60')));
    const selling = screen.getByRole('group', { name: 'Selling' });
    expect(within(selling).getByText('$141.60')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Purchase' })).getByText('$118.00')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Unit price' }), '0');
    await act(async () => { vi.advanceTimersByTime(PRICING_DEBOUNCE_MS); });
    expect(server.requests).toHaveLength(2);
    // Still the previous answer, marked as updating, until the new one arrives.
    expect(within(selling).getByText('$141.60')).toBeTruthy();
    expect(within(selling).getByText('$141.60').closest('dl')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('Updating amounts');
    await act(async () => server.requests[1].respond(breakdown('1000.00', '1416.00')));
    expect(within(selling).getByText('$1,416.00')).toBeTruthy();
  });

  it('never lets an older answer replace a newer one', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const server = fakeServer();
    renderWith(server, { ...EMPTY, purchaseUnitPrice: '100', profitPercentage: '20', sellingTaxPercentage: '18' });
    await act(async () => { vi.advanceTimersByTime(PRICING_DEBOUNCE_MS); });
    await user.type(screen.getByRole('textbox', { name: 'Unit price' }), '0');
    await act(async () => { vi.advanceTimersByTime(PRICING_DEBOUNCE_MS); });
    expect(server.requests).toHaveLength(2);
    await act(async () => server.requests[1].respond(breakdown('1000.00', '1416.00')));
    await act(async () => server.requests[0].respond(breakdown('100.00', '141.60')));
    expect(within(screen.getByRole('group', { name: 'Selling' })).getByText('$1,416.00')).toBeTruthy();
  });
});
