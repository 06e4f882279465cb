import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { QuickCustomerDialogMutation } from '../../__generated__/QuickCustomerDialogMutation.graphql';
import type { QuickCustomerDialogQuery } from '../../__generated__/QuickCustomerDialogQuery.graphql';
import { identityDocumentProblem } from '../../../rules/identityDocument';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FormActions } from '../../ui/FormActions';
import { Select } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useCountryItems } from '../countryNames';
import { useDialogQuery, type DialogQuery } from '../dialogs/useDialogQuery';
import { LoadErrorState } from '../list/ListBoundary';
import { ErrorBoundary } from '../pages/ErrorBoundary';
import { FormAlert } from '../forms/FormAlert';
import * as formStyles from '../forms/Form.css';
import { formMessages } from '../forms/messages';
import { adminMessages } from '../list/adminMessages';
import * as styles from './QuickCustomerDialog.css';
import type { FieldWords } from '../forms/serverFieldWords';
import { useForm } from '../forms/useForm';
import { REQUIRED, checkText, type PathErrors } from '../forms/validation';
import { commitAsync } from '../graphqlErrors';
import { quickCustomerMessages as m } from './messages';
import { useCatalogName } from '../catalogNames';

const QuickCustomerCatalogs = graphql`
  query QuickCustomerDialogQuery {
    documentTypes: getGeneralParameterValues(code: "IDENTITY_DOCUMENT_TYPE") { idGeneralParameterValue name nameEs shortName code }
    getCountries { idCountry name nameEs }
  }
`;

/** The opener's loader: `open({})` on the press that opens the dialog (the catalogs are read from the store when held). */
export const useQuickCustomerCatalogs = () => useDialogQuery<QuickCustomerDialogQuery>(QuickCustomerCatalogs, 'store-or-network');

const CreateQuickCustomer = graphql`
  mutation QuickCustomerDialogMutation($data: QuickCustomerInput!) {
    createQuickCustomer(data: $data) { id idEntity name commercialName idStatus toComplete missingFields }
  }
`;

/** The same limits and formats as the full entity form and the server (server/src/domain/entities.ts). */
const LIMITS = { name: 200, documentNumber: 20, contact: 200 };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()./-]{5,30}$/;

export interface QuickCustomer { idEntity: string; name: string }

interface Values { name: string; idDocumentType: string | null; documentNumber: string; phone: string; email: string; idCountry: string | null }

const documentWords: FieldWords = (field) =>
  (field.code === 'DUPLICATE' && field.path === 'identityDocumentNumber' ? { message: m.documentTaken } : undefined);

/**
 * A walk-in customer from name, identity document, a phone or e-mail and country (issue 21 item 12), created on the
 * server as a customer to complete later. `initialName` keeps what the person already typed (e.g. in a picker).
 */
export function QuickCustomerDialog({ catalogs, isOpen, initialName = '', onClose, onCreated }: {
  /** The form's catalogs, started by the press that opened the dialog (useQuickCustomerCatalogs). */
  catalogs: DialogQuery<QuickCustomerDialogQuery>;
  isOpen: boolean; initialName?: string; onClose: () => void; onCreated: (customer: QuickCustomer) => void;
}) {
  const intl = useIntl();
  const { reference } = catalogs;
  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => { if (!open) onClose(); }} title={intl.formatMessage(m.title)} size="md"
      closeLabel={intl.formatMessage(m.cancel)}>
      <ErrorBoundary resetKey={catalogs.loadKey} fallback={(error) => <LoadErrorState error={error} onRetry={catalogs.retry} />}>
        <Suspense fallback={<Spinner label={intl.formatMessage(m.loading)} />}>
          {reference && <QuickCustomerForm reference={reference} initialName={initialName} onClose={onClose} onCreated={onCreated} />}
        </Suspense>
      </ErrorBoundary>
    </Dialog>
  );
}

function QuickCustomerForm({ reference, initialName, onClose, onCreated }: {
  reference: PreloadedQuery<QuickCustomerDialogQuery>; initialName: string; onClose: () => void; onCreated: (customer: QuickCustomer) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const catalogs = usePreloadedQuery<QuickCustomerDialogQuery>(QuickCustomerCatalogs, reference);
  const countries = useCountryItems(catalogs.getCountries);
  const cn = useCatalogName();
  const documentTypes = catalogs.documentTypes.map((v) => ({
    id: v.idGeneralParameterValue, label: v.shortName === cn(v) ? cn(v) : `${v.shortName} — ${cn(v)}`,
  }));
  const codeOf = (id: string | null) => catalogs.documentTypes.find((v) => v.idGeneralParameterValue === id)?.code?.toUpperCase();
  const [values, setValues] = useState<Values>({
    name: initialName.trim(), idDocumentType: null, documentNumber: '', phone: '', email: '', idCountry: null,
  });
  const [commit] = useMutation<QuickCustomerDialogMutation>(CreateQuickCustomer);
  const f = useForm({ validate: () => validate(values, codeOf), fieldWords: documentWords });
  const set = <K extends keyof Values>(field: K, ...paths: string[]) => (value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    f.edited(...paths);
  };
  const submit = f.handleSubmit({
    save: () => commitAsync(commit, { variables: { data: {
      name: values.name.trim(), idIdentityDocumentType: values.idDocumentType, identityDocumentNumber: values.documentNumber.trim(),
      phone: values.phone.trim() || null, email: values.email.trim() || null, idCountry: values.idCountry,
    } } }),
    saved: (result) => t(m.created, { name: result.createQuickCustomer.name }),
    failed: t(m.failed),
    onSaved: (result) => onCreated({ idEntity: result.createQuickCustomer.idEntity, name: result.createQuickCustomer.name }),
  });
  return (
    <form ref={f.ref} className={styles.form} onSubmit={submit} noValidate aria-label={t(m.title)}>
      <p className={`${formStyles.muted} ${styles.wide}`}>{t(m.intro)}</p>
      <div className={styles.wide}><FormAlert form={f} /></div>
      <div className={styles.wide}>
        <TextField label={t(m.name)} value={values.name} onChange={set('name', 'name')} isRequired autoComplete="off" autoFocus
          errorMessage={f.errorOf('name')} />
      </div>
      <Select label={t(m.documentType)} items={documentTypes} selectedKey={values.idDocumentType} placeholder={t(m.choose)} isRequired
        onSelectionChange={set('idDocumentType', 'idIdentityDocumentType', 'identityDocumentNumber')}
        errorMessage={f.errorOf('idIdentityDocumentType')} />
      <TextField label={t(m.documentNumber)} value={values.documentNumber} onChange={set('documentNumber', 'identityDocumentNumber')}
        isRequired autoComplete="off" errorMessage={f.errorOf('identityDocumentNumber')} />
      <TextField label={t(m.phone)} type="tel" value={values.phone} onChange={set('phone', 'phone')} autoComplete="off"
        description={t(m.contactHelp)} errorMessage={f.errorOf('phone')} />
      <TextField label={t(m.email)} type="email" value={values.email} onChange={set('email', 'email', 'phone')} autoComplete="off"
        errorMessage={f.errorOf('email')} />
      <div className={styles.wide}>
        <Select label={t(m.country)} items={countries} selectedKey={values.idCountry} placeholder={t(m.choose)} isRequired
          onSelectionChange={set('idCountry', 'idCountry')} errorMessage={f.errorOf('idCountry')} />
      </div>
      <div className={styles.wide}>
        <FormActions>
          <Button variant="secondary" onPress={onClose} isDisabled={f.pending}>{t(m.cancel)}</Button>
          <Button type="submit" isPending={f.pending}>{t(m.create)}</Button>
        </FormActions>
      </div>
    </form>
  );
}

/** The form's own checks, the server's rules (the document by its type: rules/identityDocument.ts). */
function validate(values: Values, codeOf: (id: string | null) => string | undefined): PathErrors {
  const errors: PathErrors = {};
  checkText(errors, 'name', values.name, { max: LIMITS.name, required: true });
  if (!values.idDocumentType) errors.idIdentityDocumentType = REQUIRED;
  checkText(errors, 'identityDocumentNumber', values.documentNumber, { max: LIMITS.documentNumber, required: true });
  const problem = !errors.identityDocumentNumber && values.idDocumentType
    ? identityDocumentProblem(codeOf(values.idDocumentType), values.documentNumber) : null;
  if (problem) errors.identityDocumentNumber = { message: m.documentProblem, values: { problem } };
  const phone = values.phone.trim();
  const email = values.email.trim();
  if (!phone && !email) errors.phone = { message: m.phoneOrEmail };
  checkText(errors, 'phone', phone, { max: LIMITS.contact });
  checkText(errors, 'email', email, { max: LIMITS.contact });
  if (phone && !errors.phone && !PHONE.test(phone)) errors.phone = { message: formMessages.invalidPhone };
  if (email && !errors.email && !EMAIL.test(email)) errors.email = { message: adminMessages.invalidEmail };
  if (!values.idCountry) errors.idCountry = REQUIRED;
  return errors;
}
