import { useCountryItems } from '../../app/countryNames';
import { useMemo, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { EntityForm_catalogs$key } from '../../__generated__/EntityForm_catalogs.graphql';
import type { EntityForm_entity$key } from '../../__generated__/EntityForm_entity.graphql';
import { commitAsync } from '../../app/graphqlErrors';
import { useForm } from '../../app/forms/useForm';
import { useRecordSave } from '../../app/forms/recordSave';
import { Checkbox } from '../../ui/Checkbox';
import { FormFullWidth, FormSection } from '../../ui/FormSection';
import { Select, type SelectItem } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import * as styles from '../../app/forms/Form.css';
import { EntityAddressesEditor } from './EntityAddressesEditor';
import { EntityContactsEditor } from './EntityContactsEditor';
import { entityMessages as m } from './messages';
import { useEntityCreateMutation } from './mutations/useEntityCreateMutation';
import { useEntityStatusMutation } from './mutations/useEntityStatusMutation';
import { useEntityUpdateMutation } from './mutations/useEntityUpdateMutation';
import {
  entityFieldWords, newAddressRow, newContactRow, validateEntity, type EntityFormValues,
} from './validation';
import { useCatalogName } from '../../app/catalogNames';
import { RecordForm } from '../../app/forms/RecordForm';
import { RowsSection } from '../../app/forms/RowsSection';
import { ConfirmButton } from '../../app/forms/ConfirmAction';

const NONE = 'none';
type ChoiceField = 'idEntityType' | 'idEntityRole' | 'idMarket' | 'idChannel' | 'idSector' | 'idBusinessType' | 'idIdentityDocumentType';
type TextFieldName = 'name' | 'commercialName' | 'identityDocumentNumber' | 'checkingAccount' | 'paidoutCheckingAccount';

/**
 * Entity maintenance: basic data, identification, addresses, contacts and entity info. Every choice comes from a
 * general parameter (or the countries), loaded by the route with the entity.
 */
/** The labels of the full form's required fields a quick customer may lack (server: missingEntityFields). */
const MISSING_LABELS: Record<string, MessageDescriptor> = {
  idEntityType: m.entityType, idEntityRole: m.entityRole, idMarket: m.market, idChannel: m.channel, idSector: m.sector,
  idBusinessType: m.businessType, idIdentityDocumentType: m.documentType, identityDocumentNumber: m.documentNumber,
  addresses: m.addressesSection, contacts: m.contactsSection, 'entityInfo.checkingAccount': m.checkingAccount,
  'entityInfo.paidoutCheckingAccount': m.paidoutCheckingAccount,
};

export function EntityForm({ catalogs, entity }: { catalogs: EntityForm_catalogs$key; entity: EntityForm_entity$key | null }) {
  const { formatMessage: t, formatList } = useIntl();
  const cn = useCatalogName();
  const options = useFragment(
    graphql`
      fragment EntityForm_catalogs on Query {
        entityTypes: getGeneralParameterValues(code: "ENTITY_TYPE") { idGeneralParameterValue name nameEs }
        entityRoles: getGeneralParameterValues(code: "ENTITY_ROLE") { idGeneralParameterValue name nameEs }
        markets: getGeneralParameterValues(code: "MARKET") { idGeneralParameterValue name nameEs }
        channels: getGeneralParameterValues(code: "CHANNEL") { idGeneralParameterValue name nameEs }
        sectors: getGeneralParameterValues(code: "SECTOR") { idGeneralParameterValue name nameEs }
        businessTypes: getGeneralParameterValues(code: "BUSINESS_TYPE") { idGeneralParameterValue name nameEs }
        documentTypes: getGeneralParameterValues(code: "IDENTITY_DOCUMENT_TYPE") { idGeneralParameterValue name nameEs shortName code }
        addressTypes: getGeneralParameterValues(code: "ADDRESS_TYPE") { idGeneralParameterValue name nameEs }
        contactTypes: getGeneralParameterValues(code: "CONTACT_TYPE") { idGeneralParameterValue name nameEs code }
        contactPurposes: getGeneralParameterValues(code: "CONTACT_PURPOSE") { idGeneralParameterValue name nameEs }
        getCountries { idCountry name nameEs }
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
        toComplete
        missingFields
      }
    `,
    entity,
  );
  const isEdit = saved != null;

  const countries = useCountryItems(options.getCountries);
  const items = useMemo(() => {
    const values = (list: readonly { idGeneralParameterValue: string; name: string; nameEs?: string | null }[]): SelectItem[] =>
      list.map((v) => ({ id: v.idGeneralParameterValue, label: cn(v) }));
    return {
      entityTypes: values(options.entityTypes), entityRoles: values(options.entityRoles), markets: values(options.markets),
      channels: values(options.channels), sectors: values(options.sectors), businessTypes: values(options.businessTypes),
      documentTypes: options.documentTypes.map((v) => ({ id: v.idGeneralParameterValue, label: v.shortName === cn(v) ? cn(v) : `${v.shortName} — ${cn(v)}` })),
      addressTypes: values(options.addressTypes), contactTypes: values(options.contactTypes),
      contactPurposes: [{ id: NONE, label: t(m.notSet) }, ...values(options.contactPurposes)],
      countries, nationalities: [{ id: NONE, label: t(m.notSet) }, ...countries],
    };
  }, [options, countries, t, cn]);
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
  const [createEntity] = useEntityCreateMutation();
  const [updateEntity] = useEntityUpdateMutation();
  const [setStatus] = useEntityStatusMutation();
  const f = useForm({ validate: () => validateEntity(form, catalogCode), fieldWords: entityFieldWords });
  const setText = (field: TextFieldName, path: string = field) => (value: string) => {
    setForm((v) => ({ ...v, [field]: value }));
    f.edited(path);
  };
  const choice = (field: ChoiceField, label: string, list: readonly SelectItem[]) => (
    <Select label={label} items={list} selectedKey={form[field]} placeholder={t(m.choose)} isRequired
      errorMessage={f.errorOf(field)}
      onSelectionChange={(key) => {
        setForm((v) => ({ ...v, [field]: key }));
        f.edited(field);
      }} />
  );

  const input = () => ({
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
  });
  const save = useRecordSave(m, '/entities');
  const submit = f.handleSubmit(save({
    update: saved && (() => commitAsync(updateEntity, { variables: { data: { idEntity: saved.idEntity, ...input() } } })),
    create: () => commitAsync(createEntity, { variables: { data: input() } }),
  }));

  const active = saved?.idStatus !== 'INACTIVE';
  return (
    <RecordForm form={f} onSubmit={submit} label={t(isEdit ? m.editTitle : m.newTitle)} cancelHref="/entities" isEdit={isEdit}
      notices={<>
        {isEdit && !active && <p className={styles.alert}>{t(m.inactiveNotice)}</p>}
        {saved?.toComplete && (
          <p className={styles.alert} role="note">
            {t(m.toCompleteNotice, { fields: formatList(saved.missingFields.map((path) => t(MISSING_LABELS[path] ?? m.name))) })}
          </p>
        )}
      </>}
      footerStart={isEdit ? (
        <ConfirmButton label={t(active ? m.disable : m.enable)} isDisabled={f.pending} variant={active ? 'danger' : 'primary'}
          message={t(active ? m.disableConfirm : m.enableConfirm, { name: saved.name })}
          confirmLabel={t(active ? m.disable : m.enable)}
          run={() => commitAsync(setStatus, { variables: { idEntity: saved.idEntity, idStatus: active ? 'INACTIVE' : 'ACTIVE' } })}
          done={t(active ? m.disabled : m.enabled)} failed={t(m.statusFailed)} />
      ) : undefined}>
      <FormSection title={t(m.basicSection)}>
        {choice('idEntityType', t(m.entityType), items.entityTypes)}
        {choice('idEntityRole', t(m.entityRole), items.entityRoles)}
        <TextField label={t(m.name)} value={form.name} onChange={setText('name')} isRequired autoComplete="off"
          errorMessage={f.errorOf('name')} />
        <TextField label={t(m.commercialName)} value={form.commercialName} onChange={setText('commercialName')} isRequired
          autoComplete="off" errorMessage={f.errorOf('commercialName')} />
        {choice('idMarket', t(m.market), items.markets)}
        {choice('idChannel', t(m.channel), items.channels)}
        {choice('idSector', t(m.sector), items.sectors)}
        {choice('idBusinessType', t(m.businessType), items.businessTypes)}
        <FormFullWidth>
          <Checkbox label={t(m.deferredDocs)} description={t(m.deferredDocsHelp)} isSelected={form.deferredDocs}
            onChange={(deferredDocs) => setForm((v) => ({ ...v, deferredDocs }))} />
        </FormFullWidth>
      </FormSection>
      <FormSection title={t(m.identificationSection)} columns={3}>
        {choice('idIdentityDocumentType', t(m.documentType), items.documentTypes)}
        <TextField label={t(m.documentNumber)} value={form.identityDocumentNumber} onChange={setText('identityDocumentNumber')}
          isRequired autoComplete="off" errorMessage={f.errorOf('identityDocumentNumber')} />
        <Select label={t(m.nationality)} items={items.nationalities} selectedKey={form.idNationality ?? NONE}
          errorMessage={f.errorOf('idNationality')}
          onSelectionChange={(key) => {
            setForm((v) => ({ ...v, idNationality: key === NONE ? null : key }));
            f.edited('idNationality');
          }} />
      </FormSection>
      <RowsSection title={t(m.addressesSection)} description={t(m.addressesHelp)}>
        <EntityAddressesEditor rows={form.addresses} addressTypes={items.addressTypes} countries={items.countries}
          errorOf={f.errorOf} onEdited={f.edited}
          onChange={f.rowsChange('addresses', form.addresses, (addresses) => setForm((v) => ({ ...v, addresses })))} />
      </RowsSection>
      <RowsSection title={t(m.contactsSection)} description={t(m.contactsHelp)}>
        <EntityContactsEditor rows={form.contacts} contactTypes={items.contactTypes} contactPurposes={items.contactPurposes}
          noPurpose={NONE} errorOf={f.errorOf} onEdited={f.edited}
          onChange={f.rowsChange('contacts', form.contacts, (contacts) => setForm((v) => ({ ...v, contacts })))} />
      </RowsSection>
      <FormSection title={t(m.infoSection)} description={t(m.infoHelp)}>
        <TextField label={t(m.checkingAccount)} value={form.checkingAccount} isRequired autoComplete="off"
          description={t(m.accountHelp)} onChange={setText('checkingAccount', 'entityInfo.checkingAccount')}
          errorMessage={f.errorOf('entityInfo.checkingAccount')} />
        <TextField label={t(m.paidoutCheckingAccount)} value={form.paidoutCheckingAccount} isRequired autoComplete="off"
          description={t(m.accountHelp)} onChange={setText('paidoutCheckingAccount', 'entityInfo.paidoutCheckingAccount')}
          errorMessage={f.errorOf('entityInfo.paidoutCheckingAccount')} />
      </FormSection>
    </RecordForm>
  );
}
