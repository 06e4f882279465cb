import { graphql, useFragment } from 'react-relay';
import type { UserMfaReset_user$key } from '../../__generated__/UserMfaReset_user.graphql';
import { ConfirmButton } from '../../app/forms/ConfirmAction';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { commitAsync } from '../../app/graphqlErrors';
import { Card } from '../../ui/Card';
import { userMfaMessages as m } from './messages';
import { useUserMfaResetMutation } from './mutations/useUserMfaResetMutation';

/** An administrator's reset of a user's authenticator (a lost phone): after a confirmation, it also signs them out. */
export function UserMfaReset({ user }: { user: UserMfaReset_user$key }) {
  const { t, intl } = useAdminTexts();
  const data = useFragment(graphql`
    fragment UserMfaReset_user on User {
      idUser
      name
      mfaEnrolled
    }
  `, user);
  const [reset] = useUserMfaResetMutation();
  return (
    <Card title={t(m.title)} actions={(
      <ConfirmButton label={t(m.reset)} isDisabled={!data.mfaEnrolled}
        message={intl.formatMessage(m.confirm, { name: data.name })} confirmLabel={t(m.confirmLabel)}
        run={() => commitAsync(reset, { variables: { idUser: data.idUser } })} done={t(m.done)} failed={t(m.failed)} />
    )}>
      <p>{t(data.mfaEnrolled ? m.on : m.off)}</p>
    </Card>
  );
}
