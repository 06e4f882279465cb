import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../app/i18n';
import { ReservationsListTable } from '../ReservationsListTable';

const environment = new Environment({ network: Network.create(() => ({ data: {} })), store: new Store(new RecordSource()) });
const noop = () => {};

function renderPager(locale: 'en' | 'es', page: number, count: number, countIsCapped: boolean) {
  return render(
    <RelayEnvironmentProvider environment={environment}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <I18nProvider locale={locale}>
          <ReservationsListTable reservations={null} count={count} countIsCapped={countIsCapped} isLoading={false}
            params={{ text: '', page, pageSize: 20, sort: { column: 'reservationDate', direction: 'descending' }, filters: {} }}
            onPageChange={noop} onPageSizeChange={noop} onSortChange={noop} onOpen={noop} onCreate={null} />
        </I18nProvider>
      </IntlProvider>
    </RelayEnvironmentProvider>,
  );
}

describe('ReservationsListTable pager', () => {
  it('shows an exact total as is, and stops at the last page', () => {
    renderPager('en', 3, 60, false);
    expect(screen.getByText('41–60 of 60')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a capped total as "1,000+" and keeps the next page reachable', () => {
    renderPager('en', 50, 1000, true);
    expect(screen.getByText('981–1,000 of 1,000+')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(false);
  });

  it('says it in Spanish', () => {
    renderPager('es', 1, 1000, true);
    expect(screen.getByText('1–20 de más de 1000')).toBeTruthy();
  });
});
