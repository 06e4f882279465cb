import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button';
import * as layout from './AuthLayout.css';
import * as styles from './Mfa.css';
import { authMessages as m } from './messages';

/** The ten recovery codes, shown once right after an enrolment. */
export function RecoveryCodesPanel({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <div className={layout.form}>
      <p className={styles.step}>{intl.formatMessage(m.mfaRecoveryHelp)}</p>
      <ol className={styles.codes} aria-label={intl.formatMessage(m.mfaRecoveryTitle)}>
        {codes.map((code) => <li key={code}>{code}</li>)}
      </ol>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={copy}>
          {intl.formatMessage(copied ? m.mfaRecoveryCopied : m.mfaRecoveryCopy)}
        </Button>
        <Button autoFocus onPress={onContinue}>{intl.formatMessage(m.mfaRecoveryContinue)}</Button>
      </div>
    </div>
  );
}
