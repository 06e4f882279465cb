import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SecurityMfa_mfa$key } from '../../__generated__/SecurityMfa_mfa.graphql';
import { readServerError, refusalText, unansweredText } from '../../app/errors/serverErrors';
import { commitAsync } from '../../app/graphqlErrors';
import type { MfaEnrolment } from '../../relay/authApi';
import { Card } from '../../ui/Card';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toastQueue';
import { MfaCodeStep } from './MfaCodeStep';
import { MfaEnrolmentPanel } from './MfaEnrolmentPanel';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import * as styles from './Security.css';
import { authMessages, securityMessages as m } from './messages';
import { useMfaDisableMutation } from './mutations/useMfaDisableMutation';
import { useMfaEnrolmentConfirmMutation } from './mutations/useMfaEnrolmentConfirmMutation';
import { useMfaEnrolmentStartMutation } from './mutations/useMfaEnrolmentStartMutation';

type Flow =
  | { step: 'idle' }
  | { step: 'enrolling'; enrolment: MfaEnrolment }
  | { step: 'codes'; codes: string[] }
  | { step: 'disabling' };

/** The status of the person's authenticator, and setting it up or turning it off (where the role allows). */
export function SecurityMfa({ mfa, onChanged }: { mfa: SecurityMfa_mfa$key; onChanged: () => void }) {
  const intl = useIntl();
  const status = useFragment(graphql`
    fragment SecurityMfa_mfa on MfaStatus {
      enrolled
      required
      recoveryCodesLeft
    }
  `, mfa);
  const [flow, setFlow] = useState<Flow>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [start, starting] = useMfaEnrolmentStartMutation();
  const [confirm, confirming] = useMfaEnrolmentConfirmMutation();
  const [disable, disabling] = useMfaDisableMutation();

  // A refusal says its reason (WRONG_CODE, THROTTLED with its minutes, ...) in the page's language; no answer (the
  // network) says the server could not be reached.
  const reasonOf = (failure: unknown) => {
    const server = readServerError(failure);
    return refusalText(intl, server) ?? unansweredText(intl, server)
      ?? intl.formatMessage(m.failed, { reason: failure instanceof Error ? failure.message : String(failure) });
  };
  const begin = async () => {
    setError(null);
    try {
      const answer = await commitAsync(start, { variables: {} });
      setFlow({ step: 'enrolling', enrolment: answer.startMfaEnrolment });
    } catch (failure) {
      toast.error(reasonOf(failure));
    }
  };
  const finish = async (code: string) => {
    try {
      const answer = await commitAsync(confirm, { variables: { code } });
      setError(null);
      setFlow({ step: 'codes', codes: [...answer.confirmMfaEnrolment.recoveryCodes] });
    } catch (failure) {
      setError(reasonOf(failure));
    }
  };
  const turnOff = async (code: string) => {
    try {
      await commitAsync(disable, { variables: { code } });
      setError(null);
      setFlow({ step: 'idle' });
      toast.success(intl.formatMessage(m.turnedOff));
      onChanged();
    } catch (failure) {
      setError(reasonOf(failure));
    }
  };
  const cancel = () => {
    setError(null);
    setFlow({ step: 'idle' });
  };

  if (flow.step === 'enrolling') {
    return (
      <Card title={intl.formatMessage(authMessages.mfaEnrolTitle)}>
        <MfaEnrolmentPanel enrolment={flow.enrolment} pending={confirming} error={error} onSubmit={finish} onCancel={cancel} />
      </Card>
    );
  }
  if (flow.step === 'codes') {
    return (
      <Card title={intl.formatMessage(authMessages.mfaRecoveryTitle)}>
        <RecoveryCodesPanel codes={flow.codes} onContinue={() => {
          setFlow({ step: 'idle' });
          toast.success(intl.formatMessage(m.turnedOn));
          onChanged();
        }} />
      </Card>
    );
  }
  return (
    <Card title={intl.formatMessage(m.mfaTitle)}>
      <div className={styles.body}>
        <p className={styles.status}>{intl.formatMessage(status.enrolled ? m.statusOn : m.statusOff)}</p>
        <p className={styles.muted}>{intl.formatMessage(status.required ? m.required : m.optional)}</p>
        {status.enrolled && <p className={styles.muted}>{intl.formatMessage(m.codesLeft, { count: status.recoveryCodesLeft })}</p>}
        {!status.enrolled && (
          <Button onPress={() => void begin()} isPending={starting}>{intl.formatMessage(m.setUp)}</Button>
        )}
        {status.enrolled && !status.required && flow.step === 'idle' && (
          <Button variant="secondary" onPress={() => setFlow({ step: 'disabling' })}>{intl.formatMessage(m.turnOff)}</Button>
        )}
        {flow.step === 'disabling' && (
          <>
            <p className={styles.muted}>{intl.formatMessage(m.turnOffHelp)}</p>
            <MfaCodeStep pending={disabling} error={error} onSubmit={(code) => void turnOff(code)} onCancel={cancel} />
          </>
        )}
      </div>
    </Card>
  );
}
