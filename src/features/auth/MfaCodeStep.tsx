import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import * as layout from './AuthLayout.css';
import * as styles from './Mfa.css';
import { authMessages as m } from './messages';
import { isAppCode, isRecoveryCode } from './mfaErrors';

export interface MfaCodeStepProps {
  pending: boolean;
  /** Already in the reader's language. */
  error: string | null;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

/** The second step of sign-in: the app's 6-digit code, or (switched to) a recovery code. */
export function MfaCodeStep({ pending, error, onSubmit, onCancel }: MfaCodeStepProps) {
  const intl = useIntl();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const valid = recovery ? isRecoveryCode(code) : isAppCode(code.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (valid) onSubmit(code.trim());
  };
  const toggle = () => {
    setRecovery((r) => !r);
    setCode('');
    setSubmitted(false);
  };

  return (
    <form className={layout.form} onSubmit={submit} noValidate>
      <p className={layout.subtitle}>{intl.formatMessage(recovery ? m.mfaRecoverySubtitle : m.mfaCodeSubtitle)}</p>
      {error && <div role="alert" className={layout.alert}>{error}</div>}
      {/* A new field per mode, so autofocus and the keyboard (numeric or text) follow the switch. */}
      <TextField key={recovery ? 'recovery' : 'app'} label={intl.formatMessage(recovery ? m.mfaRecoveryCode : m.mfaCode)}
        autoComplete="one-time-code" inputMode={recovery ? 'text' : 'numeric'} maxLength={recovery ? 20 : 6} autoFocus
        value={code} onChange={setCode} isDisabled={pending}
        errorMessage={submitted && !valid ? intl.formatMessage(recovery ? m.mfaRecoveryRequired : m.mfaCodeRequired) : undefined} />
      <button type="button" className={styles.linkButton} onClick={toggle}>
        {intl.formatMessage(recovery ? m.mfaUseApp : m.mfaUseRecovery)}
      </button>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={pending}>{intl.formatMessage(m.cancel)}</Button>
        <Button type="submit" isPending={pending}>{intl.formatMessage(pending ? m.mfaVerifying : m.mfaVerify)}</Button>
      </div>
    </form>
  );
}
