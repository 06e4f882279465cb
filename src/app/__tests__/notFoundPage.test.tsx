import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import en from '../../../locales/en.json';
import es from '../../../locales/es.json';
import { NotFoundPage } from '../pages/NotFoundPage';

/*
 * Issue 19: the page a failed load falls back to words the failure from its code in the page's language; the English
 * text of the server ("Reservation not found", the operation's internal name) or of a broken script never shows.
 */
function renderPage(error: unknown, locale: 'en' | 'es' = 'es') {
  const { hook } = memoryLocation({ path: '/x' });
  render(
    <IntlProvider locale={locale} messages={locale === 'es' ? es : en}>
      <Router hook={hook}><NotFoundPage error={error} onRetry={() => {}} /></Router>
    </IntlProvider>,
  );
}

describe('the page a failed load falls back to', () => {
  it("says a refused load's code in Spanish, not the server's English", () => {
    renderPage(Object.assign(new Error('Reservation not found'), {
      errors: [{ message: 'Reservation not found', extensions: { code: 'NOT_FOUND' } }],
    }));
    expect(screen.getByRole('heading', { name: (es as Record<string, string>)['app.notFound.title'] })).toBeTruthy();
    expect(screen.getByText((es as Record<string, string>)['error.code.NOT_FOUND'])).toBeTruthy();
    expect(screen.queryByText(/Reservation not found/)).toBeNull();
  });

  it("says the page's general words for an error without a code", () => {
    renderPage(new TypeError("Cannot read properties of undefined (reading 'id')"), 'en');
    expect(screen.getByText((en as Record<string, string>)['app.notFound.subtitle'])).toBeTruthy();
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
  });
});
