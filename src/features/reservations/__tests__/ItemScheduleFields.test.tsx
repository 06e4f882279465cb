import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../app/i18n';
import { ItemScheduleFields } from '../ItemScheduleFields';
import { parseServiceTime } from '../serviceTime';

function Harness({ initialTime = '', initialReference = '' }: { initialTime?: string; initialReference?: string }) {
  const [time, setTime] = useState(initialTime);
  const [reference, setReference] = useState(initialReference);
  return (
    <>
      <ItemScheduleFields time={time} onTimeChange={setTime} reference={reference} onReferenceChange={setReference} />
      <output data-testid="state">{JSON.stringify({ time, reference, parsed: parseServiceTime(time) })}</output>
    </>
  );
}

const renderIn = (locale: 'en' | 'es', props: Parameters<typeof Harness>[0] = {}) => render(
  <IntlProvider locale={locale} messages={messagesFor(locale)}><Harness {...props} /></IntlProvider>,
);
const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');

describe('ItemScheduleFields', () => {
  it('takes a 24-hour time, names a malformed one under the field keeping the typed text, and the supplier reference', async () => {
    renderIn('en', { initialReference: 'HTL-1' });
    const time = screen.getByRole('textbox', { name: 'Time (optional)' });
    screen.getByText('HH:MM, 24-hour clock, e.g. 14:30');
    await userEvent.type(time, '25:10');
    expect(valueOf(time)).toBe('25:10');
    expect(time.getAttribute('aria-invalid')).toBe('true');
    screen.getByText('Enter a time as HH:MM (24 h), e.g. 07:45');
    await userEvent.clear(time);
    await userEvent.type(time, '9:05');
    expect(time.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Enter a time as HH:MM (24 h), e.g. 07:45')).toBeNull();
    expect(state().parsed).toEqual({ valid: true, value: '09:05' });
    const reference = screen.getByRole('textbox', { name: 'Supplier confirmation (optional)' });
    expect(valueOf(reference)).toBe('HTL-1');
    expect(reference.getAttribute('maxlength')).toBe('60');
    await userEvent.type(reference, '9');
    expect(state().reference).toBe('HTL-19');
  });

  it('speaks Spanish', async () => {
    renderIn('es', { initialTime: '14:30' });
    expect(valueOf(screen.getByRole('textbox', { name: 'Hora (opcional)' }))).toBe('14:30');
    screen.getByRole('textbox', { name: 'Confirmación del proveedor (opcional)' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Hora (opcional)' }), '9');
    expect(valueOf(screen.getByRole('textbox', { name: 'Hora (opcional)' }))).toBe('14:30');
  });

  it('reads blank as no time and refuses what is not HH:MM', () => {
    expect(parseServiceTime('  ')).toEqual({ valid: true, value: null });
    expect(parseServiceTime('23:59')).toEqual({ valid: true, value: '23:59' });
    for (const bad of ['24:00', '12:60', '7', 'noon', '1230']) expect(parseServiceTime(bad).valid, bad).toBe(false);
  });
});
