import { useState } from 'react';
import { commitLocalUpdate, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useIntl } from 'react-intl';
import type { ChangeOuForm_ous$key } from '../../../__generated__/ChangeOuForm_ous.graphql';
import type { ChangeOuForm_viewer$key } from '../../../__generated__/ChangeOuForm_viewer.graphql';
import { useForm } from '../../../app/forms/useForm';
import type { PathErrors } from '../../../app/forms/validation';
import { commitAsync } from '../../../app/graphqlErrors';
import { authApi } from '../../../relay/authApi';
import { readStoredUser, userFromAccessToken, writeStoredUser } from '../../../relay/userStorage';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Select } from '../../../ui/Select';
import { toast } from '../../../ui/toastQueue';
import * as styles from './ChangeOu.css';
import { changeOuMessages as m } from './messages';
import { useChangeOuMutation } from './mutations/useChangeOuMutation';

interface EntityOption { id: string; label: string }

/** Picks the unit (and the entity in it) to work in, confirms, then moves the person there. */
export function ChangeOuForm({ viewer, ous, onChanged }: {
  viewer: ChangeOuForm_viewer$key; ous: ChangeOuForm_ous$key; onChanged: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const environment = useRelayEnvironment();
  const me = useFragment(graphql`fragment ChangeOuForm_viewer on User { idUser idOu }`, viewer);
  const units = useFragment(
    graphql`
      fragment ChangeOuForm_ous on Ou @relay(plural: true) {
        idOu
        code
        name
        idEntity
        entity { name }
      }
    `,
    ous,
  );
  const [idOu, setIdOu] = useState<string | null>(null);
  const [idEntity, setIdEntity] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [changeOu] = useChangeOuMutation();

  const unit = units.find((u) => u.idOu === idOu) ?? null;
  // The unit's entity: STG may read every unit but not the entity links of units it is not in (getEntityOu).
  const entities: EntityOption[] = unit ? [{ id: unit.idEntity, label: unit.entity?.name ?? unit.code }] : [];
  const entityName = entities.find((e) => e.id === idEntity)?.label ?? '';

  const f = useForm({
    validate: () => {
      const errors: PathErrors = {};
      if (!idOu) errors.idOu = { message: m.required };
      else if (idOu === me.idOu) errors.idOu = { message: m.sameOu };
      if (idOu && !idEntity) errors.idEntity = { message: m.required };
      return errors;
    },
  });

  const change = async () => {
    if (!unit || !idEntity) return;
    const idUser = readStoredUser()?.idUser ?? me.idUser;
    await commitAsync(changeOu, { variables: { idUser, idOu: unit.idOu, idEntity } });
    // The access token names the unit; a fresh one carries the new unit for every later call.
    try {
      const { accessToken } = await authApi.refresh();
      writeStoredUser(userFromAccessToken(accessToken));
    } catch {
      // The server moved the session already; an expired refresh shows up as a 401 on the next call.
    }
    commitLocalUpdate(environment, (store) => store.invalidateStore());
    const message = t(m.changed, { ou: unit.name });
    toast.success(message);
    setDone(message);
    setIdOu(null);
    setIdEntity(null);
    f.reset();
    onChanged();
  };

  return (
    <Card title={t(m.changeSection)}>
      <form ref={f.ref} className={styles.form} onSubmit={(event) => f.check(event) && setConfirming(true)} noValidate aria-label={t(m.changeSection)}>
        {done && <p role="status" className={styles.notice}>{done}</p>}
        {!units.some((u) => u.idOu !== me.idOu) && <p>{t(m.noOus)}</p>}
        <Select label={t(m.ou)} placeholder={t(m.ouPlaceholder)} selectedKey={idOu} isRequired errorMessage={f.errorOf('idOu')}
          onSelectionChange={(key) => {
            setIdOu(key);
            setIdEntity(units.find((u) => u.idOu === key)?.idEntity ?? null);
            setDone(null);
          }}
          items={units.map((u) => ({ id: u.idOu, label: `${u.name} (${u.code})`, isDisabled: u.idOu === me.idOu }))} />
        <Select label={t(m.entity)} description={t(m.entityHelp)} selectedKey={idEntity} isRequired
          placeholder={t(m.entityPlaceholder)}
          isDisabled={!unit} errorMessage={f.errorOf('idEntity')} onSelectionChange={setIdEntity} items={entities} />
        <div className={styles.actions}>
          <Button type="submit">{t(m.change)}</Button>
        </div>
      </form>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t(m.confirmTitle)}
        message={unit ? t(m.confirmMessage, { ou: unit.name, entity: entityName }) : ''}
        confirmLabel={t(m.confirm)}
        cancelLabel={t(m.cancel)}
        pendingLabel={t(m.working)}
        onConfirm={change}
        formatError={() => t(m.failed)}
      />
    </Card>
  );
}
