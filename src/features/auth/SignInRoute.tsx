import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Locale } from '../../app/i18n';
import { authService } from '../../machines/auth/authService';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';
import { authMessages as m } from './messages';
import { MfaCodeStep } from './MfaCodeStep';
import { MfaEnrolmentPanel } from './MfaEnrolmentPanel';
import { authErrorText } from './mfaErrors';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { validateLogin } from './validation';

export function SignInRoute({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const service = authService();
  const state = useSelector(service, (s) => s.value as string);
  const loading = state === 'loading';
  const serverError = useSelector(service, (s) => (s.matches('error') ? s.context.error : null));
  const [values, setValues] = useState({ email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validateLogin(values) : {};

  if (state !== 'unauthenticated' && state !== 'loading' && state !== 'error') return <SecondStep locale={locale} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateLogin(values)).length) return;
    service.send({ type: 'LOGIN', email: values.email.trim(), password: values.password });
  };

  const errorText = authErrorText(intl, serverError);

  return (
    <AuthLayout title={intl.formatMessage(m.signInTitle)} subtitle={intl.formatMessage(m.signInSubtitle)} locale={locale}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {errorText && <div role="alert" className={styles.alert}>{errorText}</div>}
        <TextField label={intl.formatMessage(m.email)} type="email" autoComplete="username" autoFocus
          value={values.email} onChange={(email) => setValues((v) => ({ ...v, email }))}
          errorMessage={errors.email && intl.formatMessage(errors.email)} isDisabled={loading} />
        <TextField label={intl.formatMessage(m.password)} type="password" autoComplete="current-password"
          value={values.password} onChange={(password) => setValues((v) => ({ ...v, password }))}
          errorMessage={errors.password && intl.formatMessage(errors.password)} isDisabled={loading} />
        <Button type="submit" fullWidth isPending={loading}>
          {intl.formatMessage(loading ? m.signingIn : m.signIn)}
        </Button>
      </form>
      <div className={styles.links}>
        <Link href="/auth/forgot-password">{intl.formatMessage(m.forgotPasswordLink)}</Link>
        <Link href="/auth/register">{intl.formatMessage(m.signUpLink)}</Link>
      </div>
    </AuthLayout>
  );
}

/** The steps after the password (issue 11): the code, or setting up the authenticator, then the recovery codes. */
function SecondStep({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const service = authService();
  const state = useSelector(service, (s) => s.value as string);
  const { error, enrolment, recoveryCodes } = useSelector(service, (s) => s.context);
  const errorText = authErrorText(intl, error);
  const submitCode = (code: string) => service.send({ type: 'SUBMIT_CODE', code });
  const cancel = () => service.send({ type: 'CANCEL' });

  if (state === 'mfaCode' || state === 'mfaVerifying') {
    return (
      <AuthLayout title={intl.formatMessage(m.mfaCodeTitle)} locale={locale}>
        <MfaCodeStep pending={state === 'mfaVerifying'} error={errorText} onSubmit={submitCode} onCancel={cancel} />
      </AuthLayout>
    );
  }
  if (state === 'mfaRecoveryCodes' && recoveryCodes) {
    return (
      <AuthLayout title={intl.formatMessage(m.mfaRecoveryTitle)} locale={locale}>
        <RecoveryCodesPanel codes={recoveryCodes} onContinue={() => service.send({ type: 'ACKNOWLEDGE' })} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={intl.formatMessage(m.mfaEnrolTitle)} subtitle={intl.formatMessage(m.mfaEnrolRequired)} locale={locale}>
      {enrolment && state !== 'mfaEnrolStarting'
        ? <MfaEnrolmentPanel enrolment={enrolment} pending={state === 'mfaEnrolConfirming'} error={errorText}
            onSubmit={submitCode} onCancel={cancel} />
        : <p role="status">{intl.formatMessage(m.mfaEnrolPreparing)}</p>}
    </AuthLayout>
  );
}
