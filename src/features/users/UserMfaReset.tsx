import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { UserMfaReset_user$key } from '../../__generated__/UserMfaReset_user.graphql';
import { adminMessages } from '../../app/list/adminMessages';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { commitAsync } from '../../app/graphqlErrors';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toastQueue';
import { userMfaMessages as m } from './messages';
import { useUserMfaResetMutation } from './mutations/useUserMfaResetMutation';

/** An administrator's reset of a user's authenticator (a lost phone): after a confirmation, it also signs them out. */
export function UserMfaReset({ user }: { user: UserMfaReset_user$key }) {
  const { t, intl, failureText } = useAdminTexts();
  const data = useFragment(graphql`
    fragment UserMfaReset_user on User {
      idUser
      name
      mfaEnrolled
    }
  `, user);
  const [confirming, setConfirming] = useState(false);
  const [reset] = useUserMfaResetMutation();
  return (
    <Card title={t(m.title)} actions={(
      <Button variant="danger" onPress={() => setConfirming(true)} isDisabled={!data.mfaEnrolled}>{t(m.reset)}</Button>
    )}>
      <p>{t(data.mfaEnrolled ? m.on : m.off)}</p>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t(m.reset)}
        message={intl.formatMessage(m.confirm, { name: data.name })}
        confirmLabel={t(m.confirmLabel)}
        cancelLabel={t(adminMessages.cancel)}
        pendingLabel={t(adminMessages.working)}
        variant="danger"
        onConfirm={async () => {
          await commitAsync(reset, { variables: { idUser: data.idUser } });
          toast.success(t(m.done));
        }}
        formatError={(error) => failureText(t(m.failed), error)}
      />
    </Card>
  );
}
