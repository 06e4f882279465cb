import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../app/i18n';
import { authApi } from '../../relay/authApi';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';
import { authMessages as m } from './messages';
import { requestFailureText } from './mfaErrors';
import { validateEmail } from './validation';

export function ForgotPasswordRoute({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [state, setState] = useState<{ pending: boolean; sent: boolean; failure?: string }>({ pending: false, sent: false });
  const error = submitted ? validateEmail(email) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateEmail(email)) return;
    setState({ pending: true, sent: false });
    try {
      await authApi.forgotPassword(email.trim());
      setState({ pending: false, sent: true });
    } catch (failure) {
      setState({ pending: false, sent: false, failure: requestFailureText(intl, failure) });
    }
  };

  return (
    <AuthLayout backToSignIn title={intl.formatMessage(m.forgotTitle)} subtitle={intl.formatMessage(m.forgotHelp)} locale={locale}>
      {state.sent ? (
        <p role="status" className={styles.notice}>{intl.formatMessage(m.forgotSent, { email: email.trim() })}</p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          {state.failure && <div role="alert" className={styles.alert}>{state.failure}</div>}
          <TextField label={intl.formatMessage(m.email)} type="email" value={email} onChange={setEmail} autoFocus
            errorMessage={error && intl.formatMessage(error)} />
          <Button type="submit" fullWidth isPending={state.pending}>{intl.formatMessage(m.send)}</Button>
        </form>
      )}
    </AuthLayout>
  );
}
