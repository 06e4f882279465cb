import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Locale } from '../../app/i18n';
import { AuthApiError, authApi } from '../../relay/authApi';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { AuthLayout } from './AuthLayout';
import * as styles from './AuthLayout.css';
import { authMessages as m } from './messages';
import { requestFailureText } from './mfaErrors';
import { MIN_PASSWORD_LENGTH, passwordTooShort, serverPasswordProblem, validateEmail } from './validation';

type Field = 'name' | 'email' | 'password' | 'businessName' | 'businessCode';

/** Sign-up in two steps: Account Details, then Business Information. */
export function RegisterRoute({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const [step, setStep] = useState<1 | 2>(1);
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', password: '', businessName: '', businessCode: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, MessageDescriptor>>>({});
  const [state, setState] = useState<{ pending: boolean; done: boolean; failure?: string }>({ pending: false, done: false });

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const stepOneErrors = () => {
    const e: Partial<Record<Field, MessageDescriptor>> = {};
    if (!values.name.trim()) e.name = m.required;
    const email = validateEmail(values.email);
    if (email) e.email = email;
    if (!values.password) e.password = m.passwordRequired;
    else if (passwordTooShort(values.password)) e.password = m.passwordTooShort;
    return e;
  };
  const stepTwoErrors = () => {
    const e: Partial<Record<Field, MessageDescriptor>> = {};
    if (!values.businessName.trim()) e.businessName = m.required;
    if (!values.businessCode.trim()) e.businessCode = m.required;
    return e;
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    const e = stepOneErrors();
    setErrors(e);
    if (!Object.keys(e).length) setStep(2);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const e = stepTwoErrors();
    setErrors(e);
    if (Object.keys(e).length) return;
    setState({ pending: true, done: false });
    try {
      await authApi.register({ ...values, name: values.name.trim(), email: values.email.trim() });
      setState({ pending: false, done: true });
    } catch (error) {
      // A refused password sends the person back to the step where it is typed, with the reason on the field.
      const problem = serverPasswordProblem(error instanceof AuthApiError ? error.code : undefined);
      if (problem) {
        setErrors({ password: problem });
        setStep(1);
      }
      setState({ pending: false, done: false, failure: problem ? undefined : requestFailureText(intl, error) });
    }
  };

  const message = (field: Field) => errors[field] && intl.formatMessage(errors[field]!, { min: MIN_PASSWORD_LENGTH });
  const steps = [m.stepAccount, m.stepBusiness];

  return (
    <AuthLayout backToSignIn title={intl.formatMessage(m.registerTitle)} locale={locale}>
      {state.done ? (
        <p role="status" className={styles.notice}>{intl.formatMessage(m.registered)}</p>
      ) : (
        <>
          <ol className={styles.steps} aria-label={intl.formatMessage(m.stepOf, { step, total: 2 })}>
            {steps.map((label, i) => (
              <li key={label.id} className={styles.step} aria-current={step === i + 1 ? 'step' : undefined}>
                {i + 1}. {intl.formatMessage(label)}
              </li>
            ))}
          </ol>
          {state.failure && <div role="alert" className={styles.alert}>{state.failure}</div>}
          {step === 1 ? (
            <form className={styles.form} onSubmit={next} noValidate aria-label={intl.formatMessage(m.stepAccount)}>
              <TextField label={intl.formatMessage(m.fullName)} value={values.name} onChange={set('name')} errorMessage={message('name')} autoFocus />
              <TextField label={intl.formatMessage(m.email)} type="email" value={values.email} onChange={set('email')} errorMessage={message('email')} />
              <TextField label={intl.formatMessage(m.password)} type="password" autoComplete="new-password" value={values.password}
                description={intl.formatMessage(m.passwordRules, { min: MIN_PASSWORD_LENGTH })}
                onChange={set('password')} errorMessage={message('password')} />
              <Button type="submit" fullWidth>{intl.formatMessage(m.next)}</Button>
            </form>
          ) : (
            <form className={styles.form} onSubmit={submit} noValidate aria-label={intl.formatMessage(m.stepBusiness)}>
              <TextField label={intl.formatMessage(m.businessName)} value={values.businessName} onChange={set('businessName')}
                errorMessage={message('businessName')} autoFocus />
              <TextField label={intl.formatMessage(m.businessCode)} value={values.businessCode} onChange={set('businessCode')}
                errorMessage={message('businessCode')} />
              <div className={styles.row}>
                <Button variant="secondary" onPress={() => setStep(1)}>{intl.formatMessage(m.back)}</Button>
                <Button type="submit" isPending={state.pending}>{intl.formatMessage(m.createAccount)}</Button>
              </div>
            </form>
          )}
        </>
      )}
    </AuthLayout>
  );
}
