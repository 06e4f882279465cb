import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OuLogoField_ou$key } from '../../__generated__/OuLogoField_ou.graphql';
import { commitAsync } from '../../app/graphqlErrors';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { Button } from '../../ui/Button';
import { FileButton } from '../../ui/FileButton';
import { toast } from '../../ui/toastQueue';
import * as admin from '../../app/list/AdminPage.css';
import { LOGO_ACCEPT, LOGO_HELP_VALUES, logoProblem, toBase64 } from './logoFile';
import { ouLogoMessages as m } from './messages';
import { useOuLogoRemoveMutation, useOuLogoSetMutation } from './mutations/useOuLogoMutations';
import * as styles from './OuLogo.css';

/**
 * The OU's logo: preview, choose (checked here with the server's limits, then saved at once) and remove. The server
 * refuses the same files; its field codes show here in the reader's language.
 */
export function OuLogoField({ ou }: { ou: OuLogoField_ou$key }) {
  const { t, intl, serverFieldTexts, failureText } = useAdminTexts();
  const data = useFragment(
    graphql`
      fragment OuLogoField_ou on Ou {
        idOu
        name
        logo { dataUrl mimeType width height }
      }
    `,
    ou,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [setLogo, setting] = useOuLogoSetMutation();
  const [removeLogo, removing] = useOuLogoRemoveMutation();
  const pending = setting || removing;

  const fail = (error: unknown) => {
    const texts = serverFieldTexts(error);
    setProblem(texts.content ?? texts.mimeType ?? failureText(t(m.failed), error));
    toast.error(t(m.failed));
  };

  const send = async (file: File) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const refused = logoProblem(bytes);
    if (refused) {
      setProblem(intl.formatMessage({ id: `error.field.${refused.code}` }, refused.params));
      return;
    }
    setProblem(null);
    try {
      await commitAsync(setLogo, { variables: { data: { idOu: data.idOu, content: toBase64(bytes), mimeType: file.type || 'image/png' } } });
      toast.success(t(m.saved));
    } catch (error) {
      fail(error);
    }
  };

  const remove = async () => {
    setProblem(null);
    try {
      await commitAsync(removeLogo, { variables: { idOu: data.idOu } });
      toast.success(t(m.removed));
    } catch (error) {
      fail(error);
    }
  };

  return (
    <div className={styles.field} role="group" aria-labelledby="ou-logo-label">
      <span id="ou-logo-label" className={admin.term}>{t(m.label)}</span>
      <div className={styles.row}>
        {data.logo
          ? <img className={styles.preview} src={data.logo.dataUrl} alt={intl.formatMessage(m.preview, { name: data.name })} />
          : <span className={admin.muted}>{t(m.none)}</span>}
        <FileButton accept={LOGO_ACCEPT} fileLabel={t(m.fileLabel)} onFile={(file) => void send(file)}
          variant="secondary" isPending={setting} isDisabled={pending}>
          {t(data.logo ? m.replace : m.choose)}
        </FileButton>
        {data.logo && (
          <Button variant="danger" isPending={removing} isDisabled={pending} onPress={() => void remove()}>{t(m.remove)}</Button>
        )}
      </div>
      <span className={admin.muted}>{intl.formatMessage(m.help, LOGO_HELP_VALUES)}</span>
      {problem && <p role="alert" className={admin.alert}>{problem}</p>}
    </div>
  );
}
