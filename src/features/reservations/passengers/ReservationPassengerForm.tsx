import { useCountryItems } from '../../../app/countryNames';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { readServerError, serverErrorText } from '../../../app/errors/serverErrors';
import { graphql, useFragment } from 'react-relay';
import type { ReservationPassengerForm_catalogs$key } from '../../../__generated__/ReservationPassengerForm_catalogs.graphql';
import type { FieldWords } from '../../../app/forms/serverFieldWords';
import { useForm } from '../../../app/forms/useForm';
import type { PathErrors } from '../../../app/forms/validation';
import { commitAsync } from '../../../app/graphqlErrors';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DatePicker } from '../../../ui/DatePicker';
import { FormActions } from '../../../ui/FormActions';
import { Select, type SelectItem } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { passengerMessages as m } from './messages';
import { useSavePassengerMutation } from './mutations/useSavePassengerMutation';
import {
  emptyPassenger, todayIso, validatePassenger, type PassengerDraft, type PassengerStatusValue,
} from './passengerForm';
import * as styles from './ReservationPassengers.css';
import { useCatalogName } from '../../../app/catalogNames';

export type { PassengerDraft } from './passengerForm';

const NONE = 'none';
const STATUSES: PassengerStatusValue[] = ['ACTIVE', 'WAITLISTED', 'CANCELLED'];

interface Props {
  idReservation: string;
  catalogs: ReservationPassengerForm_catalogs$key;
  /** The passenger being edited, or null to add one. */
  editing: PassengerDraft | null;
  onDone: () => void;
  onCancel: () => void;
}

/** Adds or edits one passenger: type, names, document, citizenship, gender and birth date. */
export function ReservationPassengerForm({ idReservation, catalogs, editing, onDone, onCancel }: Props) {
  const intl = useIntl();
  const cn = useCatalogName();
  const t = intl.formatMessage;
  const options = useFragment(
    graphql`
      fragment ReservationPassengerForm_catalogs on Query {
        passengerTypes: getGeneralParameterValues(code: "PASSENGER_TYPE") { idGeneralParameterValue name nameEs }
        documentTypes: getGeneralParameterValues(code: "IDENTITY_DOCUMENT_TYPE") { idGeneralParameterValue name nameEs shortName }
        genders: getGeneralParameterValues(code: "GENDER") { idGeneralParameterValue name nameEs }
        getCountries { idCountry name nameEs }
      }
    `,
    catalogs,
  );
  const countries = useCountryItems(options.getCountries);
  const items = useMemo(() => {
    const values = (list: readonly { idGeneralParameterValue: string; name: string; nameEs?: string | null }[]): SelectItem[] =>
      list.map((v) => ({ id: v.idGeneralParameterValue, label: cn(v) }));
    return {
      passengerTypes: values(options.passengerTypes),
      documentTypes: options.documentTypes.map((v) => ({ id: v.idGeneralParameterValue, label: v.shortName === cn(v) ? cn(v) : `${v.shortName} — ${cn(v)}` })),
      genders: [{ id: NONE, label: t(m.notSet) }, ...values(options.genders)],
      countries: [{ id: NONE, label: t(m.notSet) }, ...countries],
      statuses: STATUSES.map((s) => ({ id: s, label: t(m[`status${s}`]) })),
    };
  }, [options, countries, t, cn]);

  const [draft, setDraft] = useState<PassengerDraft>(() => editing ?? emptyPassenger());
  const [save] = useSavePassengerMutation();
  const f = useForm({
    validate: () => {
      const errors: PathErrors = {};
      for (const [field, problem] of Object.entries(validatePassenger(draft, todayIso()))) {
        errors[field] = { message: problem === 'required' ? m.required : m.futureDate };
      }
      return errors;
    },
    fieldWords: passengerWords,
    failure: (failed, error) => {
      // The passenger limit says the reservation's figures; SPEC.md section 8's text opens it.
      const server = readServerError(error);
      return server.reason === 'PASSENGER_LIMIT' ? serverErrorText(intl, server)!
        : server.code === 'MAX_PASSENGERS_EXCEEDED' ? t(m.maxExceeded) : failed;
    },
  });
  const set = <K extends keyof PassengerDraft>(field: K, value: PassengerDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    f.edited(field);
  };
  const choice = (field: 'idCitizenship' | 'idGender') => (key: string | null) => set(field, key === NONE ? null : key);

  const submit = f.handleSubmit({
    save: () => commitAsync(save, {
      variables: {
        idReservation,
        data: {
          idReservationPassenger: draft.idReservationPassenger ?? null, idPassengerType: draft.idPassengerType,
          firstName: draft.firstName.trim(), lastName: draft.lastName.trim(), idDocumentType: draft.idDocumentType,
          documentNumber: draft.documentNumber.trim(), idCitizenship: draft.idCitizenship, idGender: draft.idGender,
          birthDate: draft.birthDate, status: draft.status,
        },
      },
    }),
    saved: t(m.saved),
    failed: t(m.registerFailed),
    stay: true,
    onSaved: () => {
      if (!editing) setDraft(emptyPassenger());
      onDone();
    },
  });

  return (
    <Card title={t(editing ? m.formEdit : m.formNew)}>
      <form ref={f.ref} className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.fields}>
          <Select label={t(m.passengerType)} items={items.passengerTypes} selectedKey={draft.idPassengerType} isRequired
            placeholder={t(m.choose)} errorMessage={f.errorOf('idPassengerType')} onSelectionChange={(k) => set('idPassengerType', k)} />
          <TextField label={t(m.firstName)} value={draft.firstName} isRequired maxLength={100}
            errorMessage={f.errorOf('firstName')} onChange={(v) => set('firstName', v)} />
          <TextField label={t(m.lastName)} value={draft.lastName} isRequired maxLength={100}
            errorMessage={f.errorOf('lastName')} onChange={(v) => set('lastName', v)} />
          <Select label={t(m.documentType)} items={items.documentTypes} selectedKey={draft.idDocumentType} isRequired
            placeholder={t(m.choose)} errorMessage={f.errorOf('idDocumentType')} onSelectionChange={(k) => set('idDocumentType', k)} />
          <TextField label={t(m.documentNumber)} value={draft.documentNumber} isRequired maxLength={30}
            errorMessage={f.errorOf('documentNumber')} onChange={(v) => set('documentNumber', v)} />
          <Select label={t(m.citizenship)} items={items.countries} selectedKey={draft.idCitizenship ?? NONE}
            errorMessage={f.errorOf('idCitizenship')} onSelectionChange={choice('idCitizenship')} />
          <Select label={t(m.gender)} items={items.genders} selectedKey={draft.idGender ?? NONE}
            errorMessage={f.errorOf('idGender')} onSelectionChange={choice('idGender')} />
          <DatePicker label={t(m.birthDate)} value={draft.birthDate} maxValue={todayIso()}
            errorMessage={f.errorOf('birthDate')} onChange={(v) => set('birthDate', v)} />
          {editing && (
            <Select label={t(m.status)} items={items.statuses} selectedKey={draft.status}
              onSelectionChange={(k) => set('status', (k ?? 'ACTIVE') as PassengerStatusValue)} />
          )}
        </div>
        <FormActions>
          {editing && <Button variant="secondary" onPress={onCancel}>{t(m.cancelEdit)}</Button>}
          <Button type="submit" variant="primary" isPending={f.pending}>{t(editing ? m.save : m.add)}</Button>
        </FormActions>
      </form>
    </Card>
  );
}

/** A document another passenger holds says so with its number (DUPLICATE_DOCUMENT) rather than the general "already used". */
const passengerWords: FieldWords = ({ code, path, params }) => (code === 'DUPLICATE' && path === 'documentNumber'
  ? { message: { id: 'error.reason.DUPLICATE_DOCUMENT' }, values: { documentNumber: String(params.documentNumber ?? '') } }
  : undefined);
