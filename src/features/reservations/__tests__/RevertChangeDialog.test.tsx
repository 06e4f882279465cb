import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json';
import es from '../../../../locales/es.json';
import { toast } from '../../../ui/toastQueue';
import { RevertChangeDialog } from '../RevertChangeDialog';

const texts = {
  title: 'Revert this change?', message: 'It goes back.', confirm: 'Revert', cancel: 'Keep it',
  reverted: 'Item change reverted', failed: 'Error reverting item modification.',
};

function renderDialog(answer: GraphQLResponse, locale: 'en' | 'es' = 'en') {
  const sent: unknown[] = [];
  const environment = new Environment({
    network: Network.create((_operation, variables) => { sent.push(variables); return answer; }),
    store: new Store(new RecordSource()),
  });
  const onReverted = vi.fn();
  const onClose = vi.fn();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <IntlProvider locale={locale} messages={locale === 'es' ? es : en}>
        <RevertChangeDialog idReservationHistory="h-1" texts={texts} onClose={onClose} onReverted={onReverted} />
      </IntlProvider>
    </RelayEnvironmentProvider>,
  );
  return { sent, onReverted, onClose };
}

describe('RevertChangeDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reverts the entry after the confirmation and says so', async () => {
    const success = vi.spyOn(toast, 'success');
    const { sent, onReverted } = renderDialog({ data: { revertReservationChange: { idReservationHistory: 'h-2' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(onReverted).toHaveBeenCalledOnce());
    expect(sent).toEqual([{ idReservationHistory: 'h-1' }]);
    expect(success).toHaveBeenCalledWith('Item change reverted');
  });

  it("shows the error toast and keeps the dialog open with the server's reason in the page's words", async () => {
    const error = vi.spyOn(toast, 'error');
    const refusal = { message: 'server text never shown', extensions: { code: 'CONFLICT', reason: 'NOT_LATEST_CHANGE' } };
    const { onReverted } = renderDialog({ data: null, errors: [refusal] } as never);
    await userEvent.click(screen.getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error reverting item modification.'));
    expect(await screen.findByText(en['error.reason.NOT_LATEST_CHANGE'])).toBeTruthy();
    expect(screen.queryByText('server text never shown')).toBeNull();
    expect(screen.getByRole('alertdialog', { name: 'Revert this change?' })).toBeTruthy();
    expect(onReverted).not.toHaveBeenCalled();
  });

  it('words the refusal in Spanish on a Spanish page', async () => {
    const refusal = { message: 'Only the latest change of an item or passenger can be reverted', extensions: { code: 'CONFLICT', reason: 'NOT_LATEST_CHANGE' } };
    renderDialog({ data: null, errors: [refusal] } as never, 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText('Solo se puede revertir el último cambio de un ítem o pasajero')).toBeTruthy();
    expect(screen.queryByText(refusal.message)).toBeNull();
  });
});
