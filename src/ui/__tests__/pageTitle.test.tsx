import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from '../PageHeader';
import { PageTitleContext } from '../pageTitle';

const withProduct = (page: string | null) => (page ? `${page} · Tourdesk` : 'Tourdesk');

describe('page titles', () => {
  it('names the document after a text heading, and after documentTitle when the heading is not plain text', () => {
    const { rerender } = render(<PageTitleContext value={withProduct}><PageHeader title="Reservations" /></PageTitleContext>);
    expect(document.title).toBe('Reservations · Tourdesk');
    rerender(<PageTitleContext value={withProduct}><PageHeader title={<span>Rate RT-1 <b>On</b></span>} documentTitle="Rate RT-1" /></PageTitleContext>);
    expect(document.title).toBe('Rate RT-1 · Tourdesk');
  });

  it('goes back to the product name when the page leaves (a spinner shows while the next one loads)', () => {
    const { unmount } = render(<PageTitleContext value={withProduct}><PageHeader title="Entities" /></PageTitleContext>);
    unmount();
    expect(document.title).toBe('Tourdesk');
  });

  it('gives the heading tabIndex -1 so focus can land on it after a navigation, outside the tab order', () => {
    const { getByRole } = render(<PageHeader title="Entities" />);
    expect(getByRole('heading', { level: 1 }).getAttribute('tabindex')).toBe('-1');
  });
});
