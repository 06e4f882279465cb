import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, createOperationDescriptor, type GraphQLResponse } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OuFormRouteQuery, { type OuFormRouteQuery$data } from '../../../__generated__/OuFormRouteQuery.graphql';
import { messagesFor } from '../../../app/i18n';
import { toast } from '../../../ui/toastQueue';
import { OuForm } from '../OuForm';

const DATA_URL = 'data:image/png;base64,AAAA';

/** The first bytes of a PNG of the given size: what the form's check reads. */
function pngHeader(width: number, height: number) {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

function renderForm(locale: 'en' | 'es', logo: { dataUrl: string } | null, answer: (variables: Record<string, unknown>) => GraphQLResponse) {
  const sent: Record<string, unknown>[] = [];
  const environment = new Environment({
    network: Network.create((operation, variables) => {
      // The entity picker searches on mount; only the logo's mutations are recorded.
      if (operation.operationKind !== 'mutation') return { data: { searchEntities: { data: [], count: 0 } } };
      sent.push(variables);
      return answer(variables);
    }),
    store: new Store(new RecordSource()),
  });
  const operation = createOperationDescriptor(OuFormRouteQuery, { id: 'ou-1', isEdit: true });
  environment.commitPayload(operation, {
    getOuById: {
      id: 'T3U6b3UtMQ==', idOu: 'ou-1', code: 'LIM', name: 'Tourdesk Lima', shortName: 'Lima', idEntity: 'e-1', idStatus: 'ACTIVE',
      entity: { id: 'RW50aXR5OmUtMQ==', name: 'Tourdesk SAC' },
      logo: logo && { ...logo, mimeType: 'image/png', width: 40, height: 20 },
    },
  });
  const data = environment.lookup(operation.fragment).data as OuFormRouteQuery$data;
  render(
    <RelayEnvironmentProvider environment={environment}>
      <IntlProvider locale={locale} messages={messagesFor(locale)}>
        <OuForm ou={data.getOuById!} />
      </IntlProvider>
    </RelayEnvironmentProvider>,
  );
  return sent;
}

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('the OU logo field', () => {
  afterEach(() => vi.restoreAllMocks());

  it('uploads a PNG as base64 and shows its preview, then removes it', async () => {
    const success = vi.spyOn(toast, 'success');
    const logoAnswer = (logo: unknown) => ({ id: 'T3U6b3UtMQ==', idOu: 'ou-1', name: 'Tourdesk Lima', logo });
    const sent = renderForm('en', null, (variables) => ({
      data: 'data' in variables
        ? { setOuLogo: logoAnswer({ dataUrl: DATA_URL, mimeType: 'image/png', width: 40, height: 20 }) }
        : { removeOuLogo: logoAnswer(null) },
    }));
    expect(screen.getByText('No logo: documents show the unit\'s code instead.')).toBeTruthy();
    expect(screen.getByText('PNG or JPEG, at most 512 KB and 2000 x 2000 pixels. Printed in the header of every document.')).toBeTruthy();
    const png = pngHeader(40, 20);
    await user().upload(screen.getByLabelText('Logo image file'), new File([png], 'logo.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: 'Logo of Tourdesk Lima' });
    expect(preview.getAttribute('src')).toBe(DATA_URL);
    expect(sent[0]).toEqual({ data: { idOu: 'ou-1', content: btoa(String.fromCharCode(...png)), mimeType: 'image/png' } });
    expect(success).toHaveBeenCalledWith('Logo saved');

    await user().click(screen.getByRole('button', { name: 'Remove logo' }));
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
    expect(sent[1]).toEqual({ idOu: 'ou-1' });
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeTruthy();
  });

  it('refuses a file that is not a PNG or JPEG, or too many pixels, before sending anything (Spanish)', async () => {
    const sent = renderForm('es', { dataUrl: DATA_URL }, () => ({ data: {} }));
    expect(screen.getByRole('img', { name: 'Logo de Tourdesk Lima' })).toBeTruthy();
    const gif = new TextEncoder().encode('GIF89a....');
    await user().upload(screen.getByLabelText('Archivo de imagen del logo'), new File([gif], 'logo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Solo imágenes PNG, JPEG');
    await user().upload(screen.getByLabelText('Archivo de imagen del logo'), new File([pngHeader(2400, 10)], 'big.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Como máximo 2000 x 2000 píxeles'));
    expect(sent).toEqual([]);
  });

  it('shows the server\'s field code in the reader\'s language', async () => {
    vi.spyOn(toast, 'error');
    renderForm('es', null, () => ({
      data: null,
      errors: [{ message: 'Some fields are not valid', extensions: { code: 'VALIDATION', fieldErrors: [{ path: 'content', code: 'FILE_TOO_LARGE', params: { maxKb: 512 } }] } }],
    } as never));
    await user().upload(screen.getByLabelText('Archivo de imagen del logo'), new File([pngHeader(4, 4)], 'logo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Como máximo 512 KB');
    expect(toast.error).toHaveBeenCalledWith('No se pudo guardar el logo');
  });
});
