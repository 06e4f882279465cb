import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRelay } from '../../testing/relayHarness';
import { AuditHistoryButton } from '../AuditHistoryButton';

const connection = (edges: object[]) => ({
  auditHistory: {
    users: [], edges: edges.map((node, i) => ({ cursor: `c${i}`, node: { __typename: 'AuditEvent', ...node } })),
    pageInfo: { endCursor: null, hasNextPage: false },
  },
});

describe('AuditHistoryButton', { timeout: 30_000 }, () => {
  it('asks for the trail on the press, shows loading, then says when nothing was recorded', async () => {
    const { requests, last } = renderWithRelay(<AuditHistoryButton recordType="RESERVATION" id="r-1" label="LIM-000001" />);
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(requests.map((r) => r.name)).toEqual(['AuditHistoryDialogQuery']);
    expect(last('AuditHistoryDialogQuery').variables).toEqual({ recordType: 'RESERVATION', id: 'r-1' });
    const dialog = await screen.findByRole('dialog', { name: 'History of LIM-000001' }, { timeout: 15_000 });
    expect(within(dialog).getByRole('status').textContent).toContain('Loading history');
    act(() => last('AuditHistoryDialogQuery').answer(connection([])));
    expect(await within(dialog).findByText('No changes recorded', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('offers Retry when the trail failed and asks the network again', async () => {
    const { requests, last } = renderWithRelay(<AuditHistoryButton recordType="RESERVATION" id="r-1" label="LIM-000001" />, { locale: 'es' });
    await userEvent.click(screen.getByRole('button', { name: 'Historial' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    act(() => last('AuditHistoryDialogQuery').fail());
    const alert = await within(dialog).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button'));
    expect(requests).toHaveLength(2);
    act(() => last('AuditHistoryDialogQuery').answer(connection([])));
    expect(await within(dialog).findByText('No hay cambios registrados', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
