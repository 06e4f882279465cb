import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'wouter';
import type { ExchangeRateForm_currencies$key } from '../../../__generated__/ExchangeRateForm_currencies.graphql';
import type { ExchangeRateForm_rate$key } from '../../../__generated__/ExchangeRateForm_rate.graphql';
import { serverFieldErrors } from '../../../app/forms/serverFieldWords';
import { useForm } from '../../../app/forms/useForm';
import { commitAsync } from '../../../app/graphqlErrors';
import { adminMessages } from '../../../app/list/adminMessages';
import { useAdminTexts } from '../../../app/list/useAdminTexts';
import { DatePicker } from '../../../ui/DatePicker';
import { FormSection } from '../../../ui/FormSection';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import * as styles from '../../../app/list/AdminPage.css';
import { exchangeRateMessages as m } from './messages';
import { useExchangeRateCreateMutation } from './mutations/useExchangeRateCreateMutation';
import { useExchangeRateUpdateMutation } from './mutations/useExchangeRateUpdateMutation';
import { EXCHANGE_RATES_HREF, useExchangeRateTexts } from './useExchangeRateTexts';
import { exchangeRateWords, validateExchangeRate, type ExchangeRateFormValues } from './validation';
import { useCatalogName } from '../../../app/catalogNames';
import { RecordForm } from '../../../app/forms/RecordForm';

type Field = keyof ExchangeRateFormValues;

/** Create or edit the day's buy and sell rate of a currency pair. */
export function ExchangeRateForm({ currencies, rate }: {
  currencies: ExchangeRateForm_currencies$key; rate: ExchangeRateForm_rate$key | null;
}) {
  const { t, serverText } = useExchangeRateTexts();
  const { failureText } = useAdminTexts();
  const cn = useCatalogName();
  const [, navigate] = useLocation();
  const options = useFragment(
    graphql`
      fragment ExchangeRateForm_currencies on Query {
        currencies: getGeneralParameterValues(code: "CURRENCY") { idGeneralParameterValue name nameEs code }
      }
    `,
    currencies,
  );
  const saved = useFragment(
    graphql`
      fragment ExchangeRateForm_rate on ExchangeRate {
        idExchangeRate
        version
        rateDate
        idCurrencyFrom
        idCurrencyTo
        buyRate
        sellRate
      }
    `,
    rate,
  );
  const isEdit = saved != null;
  const [form, setForm] = useState<ExchangeRateFormValues>(() => ({
    rateDate: saved?.rateDate ?? null, idCurrencyFrom: saved?.idCurrencyFrom ?? null,
    idCurrencyTo: saved?.idCurrencyTo ?? null, buyRate: saved?.buyRate ?? '', sellRate: saved?.sellRate ?? '',
  }));
  const [createRate] = useExchangeRateCreateMutation();
  const [updateRate] = useExchangeRateUpdateMutation();
  const f = useForm({
    validate: () => validateExchangeRate(form),
    fieldWords: exchangeRateWords,
    failure: (failed, error) => {
      // A rate already on that day and pair: the toast says it in the same words as the field.
      const taken = serverText(serverFieldErrors(error).rateDate);
      return taken ? `${failed}: ${taken}` : failureText(failed, error);
    },
  });
  const set = <K extends Field>(field: K, value: ExchangeRateFormValues[K]) => {
    setForm((v) => ({ ...v, [field]: value }));
    // The date and the pair make the duplicate together: changing any of them clears that message.
    if (field === 'rateDate' || field === 'idCurrencyFrom' || field === 'idCurrencyTo') f.edited('rateDate', 'idCurrencyFrom', 'idCurrencyTo');
    else f.edited(field);
  };
  const currencyItems = options.currencies.map((c) => ({ id: c.idGeneralParameterValue, label: `${c.code} — ${cn(c)}` }));

  const fields = () => ({
    rateDate: form.rateDate, idCurrencyFrom: form.idCurrencyFrom, idCurrencyTo: form.idCurrencyTo,
    buyRate: form.buyRate.trim(), sellRate: form.sellRate.trim(),
  });
  const submit = f.handleSubmit({
    save: async () => {
      if (isEdit) {
        await commitAsync(updateRate, {
          variables: { data: { idExchangeRate: saved.idExchangeRate, version: saved.version, ...fields() } },
        });
      } else await commitAsync(createRate, { variables: { data: fields() } });
    },
    saved: t(isEdit ? m.updated : m.created),
    failed: t(isEdit ? m.updateFailed : m.createFailed),
    onSaved: () => navigate(EXCHANGE_RATES_HREF),
  });

  return (
    <RecordForm form={f} onSubmit={submit} label={t(isEdit ? m.editTitle : m.newTitle)} cancelHref={EXCHANGE_RATES_HREF}
      isEdit={isEdit} alert={f.showAlert && <p role="alert" className={styles.alert}>{t(adminMessages.fixFields)}</p>}>
      <FormSection title={t(m.rateSection)} columns={3}>
        <DatePicker label={t(m.rateDate)} value={form.rateDate} onChange={(date) => set('rateDate', date)} isRequired
          errorMessage={f.errorOf('rateDate')} />
        <Select label={t(m.currencyFrom)} placeholder={t(m.choose)} isRequired items={currencyItems}
          selectedKey={form.idCurrencyFrom} onSelectionChange={(key) => set('idCurrencyFrom', key)}
          errorMessage={f.errorOf('idCurrencyFrom')} />
        <Select label={t(m.currencyTo)} placeholder={t(m.choose)} isRequired items={currencyItems}
          selectedKey={form.idCurrencyTo} onSelectionChange={(key) => set('idCurrencyTo', key)}
          errorMessage={f.errorOf('idCurrencyTo')} />
        <TextField label={t(m.buyRate)} value={form.buyRate} onChange={(text) => set('buyRate', text)} isRequired
          inputMode="decimal" autoComplete="off" description={t(m.rateHelp)} errorMessage={f.errorOf('buyRate')} />
        <TextField label={t(m.sellRate)} value={form.sellRate} onChange={(text) => set('sellRate', text)} isRequired
          inputMode="decimal" autoComplete="off" errorMessage={f.errorOf('sellRate')} />
      </FormSection>
    </RecordForm>
  );
}
