import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'wouter';
import type { EntityForm_catalogs$key } from '../../__generated__/EntityForm_catalogs.graphql';
import type { EntityForm_entity$key } from '../../__generated__/EntityForm_entity.graphql';
import { commitAsync, readFieldErrorPaths } from '../../app/graphqlErrors';
import { focusFirstProblem } from '../../app/focusFirstProblem';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormActions } from '../../ui/FormActions';
import { FormFullWidth, FormSection } from '../../ui/FormSection';
import { Select, type SelectItem } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toastQueue';
import * as styles from '../general-parameters/GeneralParameters.css';
import { formMessages } from '../general-parameters/messages';
import { useCatalogTexts } from '../general-parameters/useCatalogTexts';
import { hasProblems, type PathErrors } from '../general-parameters/validation';
import { adminMessages } from '../../app/list/adminMessages';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { EntityAddressesEditor } from './EntityAddressesEditor';
import { EntityContactsEditor } from './EntityContactsEditor';
import { entityMessages as m } from './messages';
import { useEntityCreateMutation } from './mutations/useEntityCreateMutation';
import { useEntityStatusMutation } from './mutations/useEntityStatusMutation';
import { useEntityUpdateMutation } from './mutations/useEntityUpdateMutation';
import {
  entityServerProblem, newAddressRow, newContactRow, validateEntity, type EntityFormValues,
} from './validation';

const NONE = 'none';
type ChoiceField = 'idEntityType' | 'idEntityRole' | 'idMarket' | 'idChannel' | 'idSector' | 'idBusinessType' | 'idIdentityDocumentType';
type TextFieldName = 'name' | 'commercialName' | 'identityDocumentNumber' | 'checkingAccount' | 'paidoutCheckingAccount';

/**
 * Entity maintenance: basic data, identification, addresses, contacts and entity info. Every choice comes from a
 * general parameter (or the countries), loaded by the route with the entity.
 */
export function EntityForm({ catalogs, entity }: { catalogs: EntityForm_catalogs$key; entity: EntityForm_entity$key | null }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { problemText } = useCatalogTexts();
  const { failureText } = useAdminTexts();
  const [, navigate] = useLocation();
  const options = useFragment(
    graphql`
      fragment EntityForm_catalogs on Query {
        entityTypes: getGeneralParameterValues(code: "ENTITY_TYPE") { idGeneralParameterValue name }
        entityRoles: getGeneralParameterValues(code: "ENTITY_ROLE") { idGeneralParameterValue name }
        markets: getGeneralParameterValues(code: "MARKET") { idGeneralParameterValue name }
        channels: getGeneralParameterValues(code: "CHANNEL") { idGeneralParameterValue name }
        sectors: getGeneralParameterValues(code: "SECTOR") { idGeneralParameterValue name }
        businessTypes: getGeneralParameterValues(code: "BUSINESS_TYPE") { idGeneralParameterValue name }
        documentTypes: getGeneralParameterValues(code: "IDENTITY_DOCUMENT_TYPE") { idGeneralParameterValue name shortName code }
        addressTypes: getGeneralParameterValues(code: "ADDRESS_TYPE") { idGeneralParameterValue name }
        contactTypes: getGeneralParameterValues(code: "CONTACT_TYPE") { idGeneralParameterValue name code }
        contactPurposes: getGeneralParameterValues(code: "CONTACT_PURPOSE") { idGeneralParameterValue name }
        getCountries { idCountry name }
      }
    `,
    catalogs,
  );
  const saved = useFragment(
    graphql`
      fragment EntityForm_entity on Entity {
        idEntity
        name
        commercialName
        idStatus
        deferredDocs
        idEntityType
        idEntityRole
        idMarket
        idChannel
        idSector
        idBusinessType
        idIdentityDocumentType
        identityDocumentNumber
        idNationality
        addresses { idEntityAddress idAddressType address state city idCountry postalCode }
        contacts { idEntityContact idContactType idContactPurpose value }
        entityInfo { checkingAccount paidoutCheckingAccount }
      }
    `,
    entity,
  );
  const isEdit = saved != null;

  const items = useMemo(() => {
    const values = (list: readonly { idGeneralParameterValue: string; name: string }[]): SelectItem[] =>
      list.map((v) => ({ id: v.idGeneralParameterValue, label: v.name }));
    const countries = options.getCountries.map((c) => ({ id: c.idCountry, label: c.name }));
    return {
      entityTypes: values(options.entityTypes), entityRoles: values(options.entityRoles), markets: values(options.markets),
      channels: values(options.channels), sectors: values(options.sectors), businessTypes: values(options.businessTypes),
      documentTypes: options.documentTypes.map((v) => ({ id: v.idGeneralParameterValue, label: v.shortName === v.name ? v.name : `${v.shortName} — ${v.name}` })),
      addressTypes: values(options.addressTypes), contactTypes: values(options.contactTypes),
      contactPurposes: [{ id: NONE, label: t(m.notSet) }, ...values(options.contactPurposes)],
      countries, nationalities: [{ id: NONE, label: t(m.notSet) }, ...countries],
    };
  }, [options, t]);
  /** The catalog code of a contact type or document type id (the formats of their values depend on it). */
  const catalogCode = (id: string) => [...options.contactTypes, ...options.documentTypes].find((c) => c.idGeneralParameterValue === id)?.code;

  const [form, setForm] = useState<EntityFormValues>(() => ({
    idEntityType: saved?.idEntityType ?? null, idEntityRole: saved?.idEntityRole ?? null, name: saved?.name ?? '',
    commercialName: saved?.commercialName ?? '', idMarket: saved?.idMarket ?? null, idChannel: saved?.idChannel ?? null,
    idSector: saved?.idSector ?? null, idBusinessType: saved?.idBusinessType ?? null, deferredDocs: saved?.deferredDocs ?? false,
    idIdentityDocumentType: saved?.idIdentityDocumentType ?? null, identityDocumentNumber: saved?.identityDocumentNumber ?? '',
    idNationality: saved?.idNationality ?? null,
    addresses: saved?.addresses.length
      ? saved.addresses.map((a) => ({
        key: a.idEntityAddress, idEntityAddress: a.idEntityAddress, idAddressType: a.idAddressType, address: a.address,
        state: a.state ?? '', city: a.city, idCountry: a.idCountry, postalCode: a.postalCode ?? '',
      }))
      : [newAddressRow()],
    contacts: saved?.contacts.length
      ? saved.contacts.map((c) => ({
        key: c.idEntityContact, idEntityContact: c.idEntityContact, idContactType: c.idContactType,
        idContactPurpose: c.idContactPurpose ?? null, value: c.value,
      }))
      : [newContactRow()],
    checkingAccount: saved?.entityInfo?.checkingAccount ?? '', paidoutCheckingAccount: saved?.entityInfo?.paidoutCheckingAccount ?? '',
  }));
  const formRef = useRef<HTMLFormElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [confirmStatus, setConfirmStatus] = useState(false);
  const [createEntity] = useEntityCreateMutation();
  const [updateEntity] = useEntityUpdateMutation();
  const [setStatus] = useEntityStatusMutation();

  const errors: PathErrors = submitted ? validateEntity(form, catalogCode) : {};
  const errorOf = (path: string) => problemText(errors[path] ?? entityServerProblem(serverErrors[path]));
  const edited = (path: string) => setServerErrors((e) => {
    if (!(path in e)) return e;
    const { [path]: _gone, ...rest } = e;
    void _gone;
    return rest;
  });
  /** After a row was added or removed the server's row numbers no longer match: forget its messages for that list. */
  const rowsMoved = (list: 'addresses' | 'contacts') =>
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([path]) => path !== list && !path.startsWith(`${list}.`))));
  const setText = (field: TextFieldName, path: string = field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    edited(path);
  };
  const choice = (field: ChoiceField, label: string, list: readonly SelectItem[]) => (
    <Select label={label} items={list} selectedKey={form[field]} placeholder={t(m.choose)} isRequired
      errorMessage={errorOf(field)}
      onSelectionChange={(key) => {
        setForm((f) => ({ ...f, [field]: key }));
        edited(field);
      }} />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (pending) return;
    if (hasProblems(validateEntity(form, catalogCode))) {
      focusFirstProblem(formRef.current);
      return;
    }
    setPending(true);
    setServerErrors({});
    const data = {
      idEntityType: form.idEntityType, idEntityRole: form.idEntityRole, name: form.name.trim(),
      commercialName: form.commercialName.trim(), idMarket: form.idMarket, idChannel: form.idChannel, idSector: form.idSector,
      idBusinessType: form.idBusinessType, deferredDocs: form.deferredDocs, idIdentityDocumentType: form.idIdentityDocumentType,
      identityDocumentNumber: form.identityDocumentNumber.trim(), idNationality: form.idNationality,
      addresses: form.addresses.map((a) => ({
        idEntityAddress: a.idEntityAddress ?? null, idAddressType: a.idAddressType, address: a.address.trim(),
        state: a.state.trim() || null, city: a.city.trim(), idCountry: a.idCountry, postalCode: a.postalCode.trim() || null,
      })),
      contacts: form.contacts.map((c) => ({
        idEntityContact: c.idEntityContact ?? null, idContactType: c.idContactType, idContactPurpose: c.idContactPurpose,
        value: c.value.trim(),
      })),
      entityInfo: { checkingAccount: form.checkingAccount.trim(), paidoutCheckingAccount: form.paidoutCheckingAccount.trim() },
    };
    try {
      if (isEdit) {
        await commitAsync(updateEntity, { variables: { data: { idEntity: saved.idEntity, ...data } } });
        toast.success(t(m.updated));
      } else {
        await commitAsync(createEntity, { variables: { data } });
        toast.success(t(m.created));
      }
      navigate('/entities');
    } catch (error) {
      setPending(false);
      setServerErrors(readFieldErrorPaths(error));
      focusFirstProblem(formRef.current);
      toast.error(failureText(t(isEdit ? m.updateFailed : m.createFailed), error));
    }
  };

  const active = saved?.idStatus !== 'INACTIVE';
  const showAlert = submitted && (hasProblems(errors) || hasProblems(serverErrors));
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={t(isEdit ? m.editTitle : m.newTitle)}>
      {showAlert && (
        <p role="alert" className={styles.alert}>{t(hasProblems(errors) ? adminMessages.fixFields : formMessages.serverRejected)}</p>
      )}
      {isEdit && !active && <p className={styles.alert}>{t(m.inactiveNotice)}</p>}
      <Card>
        <div className={styles.form}>
          <FormSection title={t(m.basicSection)}>
            {choice('idEntityType', t(m.entityType), items.entityTypes)}
            {choice('idEntityRole', t(m.entityRole), items.entityRoles)}
            <TextField label={t(m.name)} value={form.name} onChange={setText('name')} isRequired autoComplete="off"
              errorMessage={errorOf('name')} />
            <TextField label={t(m.commercialName)} value={form.commercialName} onChange={setText('commercialName')} isRequired
              autoComplete="off" errorMessage={errorOf('commercialName')} />
            {choice('idMarket', t(m.market), items.markets)}
            {choice('idChannel', t(m.channel), items.channels)}
            {choice('idSector', t(m.sector), items.sectors)}
            {choice('idBusinessType', t(m.businessType), items.businessTypes)}
            <FormFullWidth>
              <Checkbox label={t(m.deferredDocs)} description={t(m.deferredDocsHelp)} isSelected={form.deferredDocs}
                onChange={(deferredDocs) => setForm((f) => ({ ...f, deferredDocs }))} />
            </FormFullWidth>
          </FormSection>
          <FormSection title={t(m.identificationSection)} columns={3}>
            {choice('idIdentityDocumentType', t(m.documentType), items.documentTypes)}
            <TextField label={t(m.documentNumber)} value={form.identityDocumentNumber} onChange={setText('identityDocumentNumber')}
              isRequired autoComplete="off" errorMessage={errorOf('identityDocumentNumber')} />
            <Select label={t(m.nationality)} items={items.nationalities} selectedKey={form.idNationality ?? NONE}
              errorMessage={errorOf('idNationality')}
              onSelectionChange={(key) => {
                setForm((f) => ({ ...f, idNationality: key === NONE ? null : key }));
                edited('idNationality');
              }} />
          </FormSection>
          <FormSection title={t(m.addressesSection)} description={t(m.addressesHelp)} columns={1}>
            <FormFullWidth>
              <EntityAddressesEditor rows={form.addresses} addressTypes={items.addressTypes} countries={items.countries}
                errorOf={errorOf} onEdited={edited}
                onChange={(addresses) => {
                  if (addresses.length !== form.addresses.length) rowsMoved('addresses');
                  setForm((f) => ({ ...f, addresses }));
                }} />
            </FormFullWidth>
          </FormSection>
          <FormSection title={t(m.contactsSection)} description={t(m.contactsHelp)} columns={1}>
            <FormFullWidth>
              <EntityContactsEditor rows={form.contacts} contactTypes={items.contactTypes} contactPurposes={items.contactPurposes}
                noPurpose={NONE} errorOf={errorOf} onEdited={edited}
                onChange={(contacts) => {
                  if (contacts.length !== form.contacts.length) rowsMoved('contacts');
                  setForm((f) => ({ ...f, contacts }));
                }} />
            </FormFullWidth>
          </FormSection>
          <FormSection title={t(m.infoSection)} description={t(m.infoHelp)}>
            <TextField label={t(m.checkingAccount)} value={form.checkingAccount} isRequired autoComplete="off"
              description={t(m.accountHelp)} onChange={setText('checkingAccount', 'entityInfo.checkingAccount')}
              errorMessage={errorOf('entityInfo.checkingAccount')} />
            <TextField label={t(m.paidoutCheckingAccount)} value={form.paidoutCheckingAccount} isRequired autoComplete="off"
              description={t(m.accountHelp)} onChange={setText('paidoutCheckingAccount', 'entityInfo.paidoutCheckingAccount')}
              errorMessage={errorOf('entityInfo.paidoutCheckingAccount')} />
          </FormSection>
          <FormActions start={isEdit ? (
            <Button variant={active ? 'danger' : 'secondary'} onPress={() => setConfirmStatus(true)} isDisabled={pending}>
              {t(active ? m.disable : m.enable)}
            </Button>
          ) : undefined}>
            <Button variant="secondary" onPress={() => navigate('/entities')} isDisabled={pending}>{t(adminMessages.cancel)}</Button>
            <Button type="submit" isPending={pending}>{t(isEdit ? adminMessages.save : adminMessages.create)}</Button>
          </FormActions>
        </div>
      </Card>
      {isEdit && (
        <ConfirmDialog
          isOpen={confirmStatus}
          onOpenChange={setConfirmStatus}
          title={t(active ? m.disable : m.enable)}
          message={t(active ? m.disableConfirm : m.enableConfirm, { name: saved.name })}
          confirmLabel={t(active ? m.disable : m.enable)}
          cancelLabel={t(adminMessages.cancel)}
          pendingLabel={t(adminMessages.working)}
          variant={active ? 'danger' : 'primary'}
          onConfirm={async () => {
            await commitAsync(setStatus, { variables: { idEntity: saved.idEntity, idStatus: active ? 'INACTIVE' : 'ACTIVE' } });
            toast.success(t(active ? m.disabled : m.enabled));
          }}
          formatError={(error) => failureText(t(m.statusFailed), error)}
        />
      )}
    </form>
  );
}
