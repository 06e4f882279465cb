import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearch } from 'wouter';
import type { Locale } from '../../app/i18n';
import { AuthApiError, authApi } from '../../relay/authApi';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';
import { authMessages as m } from './messages';
import { requestFailureText } from './mfaErrors';
import { MIN_PASSWORD_LENGTH, passwordTooShort, serverPasswordProblem } from './validation';

export function ResetPasswordRoute({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [values, setValues] = useState({ password: '', confirmation: '' });
  const [errors, setErrors] = useState<{ password?: MessageDescriptor; confirmation?: MessageDescriptor }>({});
  const [state, setState] = useState<{ pending: boolean; done: boolean; failure?: string }>({ pending: false, done: false });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const e: typeof errors = {};
    if (!values.password) e.password = m.passwordRequired;
    else if (passwordTooShort(values.password)) e.password = m.passwordTooShort;
    if (!values.confirmation) e.confirmation = m.required;
    else if (values.confirmation !== values.password) e.confirmation = m.passwordsDiffer;
    setErrors(e);
    if (Object.keys(e).length) return;
    setState({ pending: true, done: false });
    try {
      await authApi.resetPassword(token, values.password);
      setState({ pending: false, done: true });
    } catch (failure) {
      const problem = serverPasswordProblem(failure instanceof AuthApiError ? failure.code : undefined);
      if (problem) setErrors({ password: problem });
      setState({ pending: false, done: false, failure: problem ? undefined : requestFailureText(intl, failure) });
    }
  };

  const text = (d?: MessageDescriptor) => d && intl.formatMessage(d, { min: MIN_PASSWORD_LENGTH });
  return (
    <AuthLayout backToSignIn title={intl.formatMessage(m.resetTitle)} locale={locale}>
      {!token ? (
        <p role="alert" className={styles.alert}>{intl.formatMessage(m.resetMissingToken)}</p>
      ) : state.done ? (
        <p role="status" className={styles.notice}>{intl.formatMessage(m.resetDone)}</p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          {state.failure && <div role="alert" className={styles.alert}>{state.failure}</div>}
          <TextField label={intl.formatMessage(m.newPassword)} type="password" autoComplete="new-password" autoFocus
            description={intl.formatMessage(m.passwordRules, { min: MIN_PASSWORD_LENGTH })}
            value={values.password} onChange={(password) => setValues((v) => ({ ...v, password }))} errorMessage={text(errors.password)} />
          <TextField label={intl.formatMessage(m.confirmPassword)} type="password" autoComplete="new-password"
            value={values.confirmation} onChange={(confirmation) => setValues((v) => ({ ...v, confirmation }))}
            errorMessage={text(errors.confirmation)} />
          <Button type="submit" fullWidth isPending={state.pending}>{intl.formatMessage(m.resetSubmit)}</Button>
        </form>
      )}
    </AuthLayout>
  );
}
