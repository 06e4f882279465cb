import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MfaEnrolment } from '../../relay/authApi';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import * as layout from './AuthLayout.css';
import * as styles from './Mfa.css';
import { authMessages as m } from './messages';
import { isAppCode } from './mfaErrors';
import { QrCode } from './QrCode';

export interface MfaEnrolmentPanelProps {
  enrolment: MfaEnrolment;
  pending: boolean;
  /** Already in the reader's language. */
  error: string | null;
  onSubmit: (code: string) => void;
  onCancel?: () => void;
}

/** Setting up an authenticator: the QR code, the key as text for typing by hand, and the first code that proves it. */
export function MfaEnrolmentPanel({ enrolment, pending, error, onSubmit, onCancel }: MfaEnrolmentPanelProps) {
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const invalid = submitted && !isAppCode(code.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (isAppCode(code.trim())) onSubmit(code.trim());
  };

  return (
    <form className={layout.form} onSubmit={submit} noValidate>
      <p className={styles.step}>{intl.formatMessage(m.mfaEnrolScan)}</p>
      <QrCode value={enrolment.otpauthUri} label={intl.formatMessage(m.mfaQrLabel)} />
      <p className={styles.step} id="mfa-manual-key">{intl.formatMessage(m.mfaEnrolManual)}</p>
      <code className={styles.secret} aria-labelledby="mfa-manual-key" data-testid="mfa-secret">{groupSecret(enrolment.secret)}</code>
      <p className={styles.step}>{intl.formatMessage(m.mfaEnrolConfirm)}</p>
      {error && <div role="alert" className={layout.alert}>{error}</div>}
      <TextField label={intl.formatMessage(m.mfaCode)} autoComplete="one-time-code" inputMode="numeric" maxLength={6}
        autoFocus value={code} onChange={setCode} isDisabled={pending}
        errorMessage={invalid ? intl.formatMessage(m.mfaCodeRequired) : undefined} />
      <div className={styles.actions}>
        {onCancel && <Button variant="secondary" onPress={onCancel} isDisabled={pending}>{intl.formatMessage(m.cancel)}</Button>}
        <Button type="submit" isPending={pending}>{intl.formatMessage(m.mfaEnrolSubmit)}</Button>
      </div>
    </form>
  );
}

/** The key in groups of four, as authenticator apps show keys to type by hand. */
const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
