import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'wouter';
import type { RateForm_catalogs$key } from '../../__generated__/RateForm_catalogs.graphql';
import type { RateForm_rate$data, RateForm_rate$key } from '../../__generated__/RateForm_rate.graphql';
import { readServerError, refusalText } from '../../app/errors/serverErrors';
import { commitAsync } from '../../app/graphqlErrors';
import * as adminStyles from '../../app/list/AdminPage.css';
import { adminMessages } from '../../app/list/adminMessages';
import { useAdminTexts } from '../../app/list/useAdminTexts';
import { Card } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { DateRangePicker } from '../../ui/DateRangePicker';
import { FormFullWidth, FormSection } from '../../ui/FormSection';
import { Select } from '../../ui/Select';
import * as pageStyles from '../../app/forms/Form.css';
import { fromCancellationPolicy } from './cancellationPolicy';
import { rateMessages as m } from './messages';
import { policyMessages } from './policyMessages';
import { useRateCreateMutation } from './mutations/useRateCreateMutation';
import { useRateUpdateMutation } from './mutations/useRateUpdateMutation';
import { RateCustomerPicker } from './RateCustomerPicker';
import { RateCancellationPolicyFields } from './RateCancellationPolicyFields';
import { RateEnabledAction } from './RateEnabledAction';
import { RateFeatureSelects } from './RateFeatureSelects';
import { RateInstancePicker, type InstanceOption } from './RateInstancePicker';
import { RatePricingFields } from './RatePricingFields';
import * as styles from './Rates.css';
import { useRatePricing } from './useRatePricing';
import { useRateTexts } from './useRateTexts';
import {
  livePricingInput, rateWords, toRateInput, validateRate, type RateFormValues,
  type RatePricingValues,
} from './validation';
import { useForm } from '../../app/forms/useForm';
import { FormAlert } from '../../app/forms/FormAlert';
import { useCatalogName } from '../../app/catalogNames';
import { FormFooter } from '../../app/forms/FormFooter';

/** The server paths the form shows beside a field; any other server message goes in the banner. */
const FIELD_PATHS = new Set([
  'idProductInstance', 'idEntity', 'idCurrency', 'idPriceType', 'serviceFrom', 'serviceTo', 'purchaseFrom', 'purchaseTo',
  'subfeatureIds', 'pricing.purchaseUnitPrice', 'pricing.purchaseTaxPercentage', 'pricing.profitPercentage',
  'pricing.profitAmount', 'pricing.sellingTaxPercentage',
]);

/**
 * A rate instance: the product instance and customer it prices, currency, price type, service and purchase ranges,
 * the rate features it applies to, and the pricing with the server's live breakdown. A saved rate is edited in place
 * and can be enabled or disabled from here.
 */
export function RateForm({ catalogs, rate }: { catalogs: RateForm_catalogs$key; rate: RateForm_rate$key | null }) {
  const cn = useCatalogName();
  const { t, intl } = useRateTexts();
  const { serverReasonText } = useAdminTexts();
  const [, navigate] = useLocation();
  const options = useFragment(
    graphql`
      fragment RateForm_catalogs on Query {
        currencies: getGeneralParameterValues(code: "CURRENCY") { idGeneralParameterValue name nameEs code }
        priceTypes: getGeneralParameterValues(code: "PRICE_TYPE") { idGeneralParameterValue name nameEs }
        rateFeatures: searchRateFeatures(input: { take: 100 }) {
          data { ...RateFeatureSelects_features }
        }
      }
    `,
    catalogs,
  );
  const saved = useFragment(
    graphql`
      fragment RateForm_rate on Rate {
        idRateInstance
        code
        enabled
        idProductInstance
        productInstance {
          product {
            idProduct
            name
            idProductType
            instances { idProductInstance code name idStatus }
          }
        }
        idEntity
        entity { name }
        idCurrency
        idPriceType
        serviceFrom
        serviceTo
        purchaseFrom
        purchaseTo
        subfeatures { idRateSubfeature idTypeSubfeature }
        cancellationPolicy { daysBefore feePercentage }
        pricing { ...useRatePricing_breakdown @relay(mask: false) }
      }
    `,
    rate,
  );
  const isEdit = saved != null;

  const [form, setForm] = useState<RateFormValues>(() => initialValues(saved));
  const [labels, setLabels] = useState({
    product: saved?.productInstance.product.name ?? '', customer: saved?.entity?.name ?? '',
  });
  const [instances, setInstances] = useState<readonly InstanceOption[]>(saved?.productInstance.product.instances ?? []);
  const [conflict, setConflict] = useState<string | null>(null);
  // The server answers 'subfeatureIds.2' for the third value sent: remember which dimension that was.
  const [sentDimensions, setSentDimensions] = useState<string[]>([]);
  const [createRate] = useRateCreateMutation();
  const [updateRate] = useRateUpdateMutation();

  const pricingInput = useMemo(() => livePricingInput(form.pricing), [form.pricing]);
  const pricing = useRatePricing(pricingInput, saved?.pricing ?? null);
  const currencyCode = options.currencies.find((c) => c.idGeneralParameterValue === form.idCurrency)?.code ?? null;

  const f = useForm({ validate: () => validateRate(form), fieldWords: rateWords });
  const edited = (...paths: string[]) => {
    setConflict(null);
    f.edited(...paths);
  };
  const set = <K extends keyof RateFormValues>(field: K, value: RateFormValues[K], ...paths: string[]) => {
    setForm((v) => ({ ...v, [field]: value }));
    edited(...(paths.length ? paths : [field]));
  };
  const setPricing = (field: keyof RatePricingValues, value: string) => {
    setForm((v) => ({ ...v, pricing: { ...v.pricing, [field]: value } }));
    edited(`pricing.${field}`, ...(field === 'profitMode' ? ['pricing.profitPercentage', 'pricing.profitAmount'] : []));
  };

  const submit = f.handleSubmit({
    save: async () => {
      setConflict(null);
      setSentDimensions(Object.keys(form.subfeatures));
      if (isEdit) return commitAsync(updateRate, { variables: { data: toRateInput(form, saved.idRateInstance) } }).then(() => null);
      return (await commitAsync(createRate, { variables: { data: toRateInput(form) } })).createRate.idRateInstance;
    },
    saved: t(isEdit ? m.updated : m.created),
    failed: t(isEdit ? m.updateFailed : m.createFailed),
    stay: isEdit,
    onSaved: (idRateInstance) => {
      if (idRateInstance) navigate(`/rates/${idRateInstance}`);
    },
    onFailed: (error) => {
      // An overlap names the other rate and its ranges in the page's language (reason RATE_OVERLAP).
      if (readServerError(error).code === 'CONFLICT') setConflict(serverReasonText(error) ?? refusalText(intl, readServerError(error)));
    },
  });

  const otherServerErrors = Object.keys(f.serverErrors).filter((path) => !FIELD_PATHS.has(path)
    && !path.startsWith('subfeatureIds.') && !path.startsWith('cancellationPolicy'));
  return (
    <form ref={f.ref} className={pageStyles.form} onSubmit={submit} noValidate aria-label={t(m.formLabel)}>
      {conflict && (
        <div role="alert" className={styles.conflict}>
          <span className={styles.conflictTitle}>{t(m.overlapTitle)}</span>
          <span>{conflict}</span>
        </div>
      )}
      <FormAlert form={f}>{otherServerErrors.map((path) => ` ${f.serverText(path)}`).join('')}</FormAlert>
      {isEdit && !saved.enabled && <p className={adminStyles.notice}>{t(m.disabledNotice)}</p>}
      <Card>
        <div className={pageStyles.form}>
          <FormSection title={t(m.rateSection)} description={t(m.rateSectionHelp)}>
            <RateInstancePicker
              idProduct={form.idProduct} productLabel={labels.product} instances={instances}
              idProductInstance={form.idProductInstance} instanceError={f.errorOf('idProductInstance')}
              onProductChange={(product) => {
                setLabels((l) => ({ ...l, product: product?.name ?? '' }));
                setInstances(product?.instances ?? []);
                const active = product?.instances.filter((i) => i.idStatus === 'ACTIVE') ?? [];
                setForm((f) => ({
                  ...f, idProduct: product?.idProduct ?? null, idProductType: product?.idProductType ?? null,
                  // One instance: nothing to choose.
                  idProductInstance: active.length === 1 ? active[0].idProductInstance : null,
                }));
                edited('idProductInstance');
              }}
              onInstanceChange={(id) => set('idProductInstance', id)} />
            <RateCustomerPicker label={t(m.customer)} description={t(m.customerHelp)} noneLabel={t(m.allCustomers)}
              selectedKey={form.idEntity} selectedLabel={labels.customer} errorMessage={f.errorOf('idEntity')} activeOnly
              onChange={(idEntity, label) => {
                setLabels((l) => ({ ...l, customer: label }));
                set('idEntity', idEntity);
              }} />
            <Select label={t(m.currency)} placeholder={t(m.choose)} isRequired errorMessage={f.errorOf('idCurrency')}
              items={options.currencies.map((c) => ({ id: c.idGeneralParameterValue, label: `${c.code} — ${cn(c)}` }))}
              selectedKey={form.idCurrency} onSelectionChange={(key) => set('idCurrency', key)} />
            <Select label={t(m.priceType)} placeholder={t(m.choose)} isRequired errorMessage={f.errorOf('idPriceType')}
              items={options.priceTypes.map((p) => ({ id: p.idGeneralParameterValue, label: cn(p) }))}
              selectedKey={form.idPriceType} onSelectionChange={(key) => set('idPriceType', key)} />
          </FormSection>
          <FormSection title={t(m.datesSection)} description={t(m.datesSectionHelp)}>
            <DateRangePicker label={t(m.serviceRange)} isRequired value={form.service}
              errorMessage={f.errorOf('serviceFrom') ?? f.errorOf('serviceTo')}
              onChange={(range) => set('service', range, 'serviceFrom', 'serviceTo')} />
            <DateRangePicker label={t(m.purchaseRange)} isRequired value={form.purchase}
              errorMessage={f.errorOf('purchaseFrom') ?? f.errorOf('purchaseTo')}
              onChange={(range) => set('purchase', range, 'purchaseFrom', 'purchaseTo')} />
            {!isEdit && (
              <FormFullWidth>
                <Checkbox label={t(m.enabledField)} description={t(m.enabledHelp)} isSelected={form.enabled}
                  onChange={(enabled) => set('enabled', enabled)} />
              </FormFullWidth>
            )}
          </FormSection>
          <FormSection title={t(m.featuresSection)} description={t(m.featuresSectionHelp)} columns={3}>
            <RateFeatureSelects features={options.rateFeatures.data} idProductType={form.idProductType}
              value={form.subfeatures} errorMessage={f.errorOf('subfeatureIds')}
              errorFor={(idFeature) => {
                const index = sentDimensions.indexOf(idFeature);
                return index < 0 ? undefined : f.errorOf(`subfeatureIds.${index}`);
              }}
              onChange={(subfeatures) => set('subfeatures', subfeatures, 'subfeatureIds',
                ...sentDimensions.map((_, i) => `subfeatureIds.${i}`))} />
          </FormSection>
          <FormSection title={t(m.pricingSection)} description={t(m.pricingHelp)} columns={1}>
            <FormFullWidth>
              <RatePricingFields value={form.pricing} onChange={setPricing} errorOf={f.errorOf} currencyCode={currencyCode}
                pricing={pricing} />
            </FormFullWidth>
          </FormSection>
          <FormSection title={t(policyMessages.section)} description={t(policyMessages.sectionHelp)} columns={1}>
            <FormFullWidth>
              <RateCancellationPolicyFields value={form.cancellationPolicy} errorOf={f.errorOf}
                onChange={(tiers, ...paths) => set('cancellationPolicy', tiers, ...paths)} />
            </FormFullWidth>
          </FormSection>
          <FormFooter cancelHref="/rates" isEdit={isEdit} pending={f.pending} cancelLabel={t(isEdit ? m.backToList : adminMessages.cancel)} start={isEdit ? (
            <RateEnabledAction idRateInstance={saved.idRateInstance} code={saved.code} enabled={saved.enabled} isDisabled={f.pending} />
          ) : undefined} />
        </div>
      </Card>
    </form>
  );
}

/** The form's values for a saved rate, or the blanks of a new one (enabled, profit as a percentage). */
function initialValues(saved: RateForm_rate$data | null | undefined): RateFormValues {
  const p = saved?.pricing;
  return {
    idProduct: saved?.productInstance.product.idProduct ?? null,
    idProductType: saved?.productInstance.product.idProductType ?? null,
    idProductInstance: saved?.idProductInstance ?? null,
    idEntity: saved?.idEntity ?? null,
    idCurrency: saved?.idCurrency ?? null,
    idPriceType: saved?.idPriceType ?? null,
    service: saved ? { start: saved.serviceFrom, end: saved.serviceTo } : null,
    purchase: saved ? { start: saved.purchaseFrom, end: saved.purchaseTo } : null,
    enabled: saved?.enabled ?? true,
    subfeatures: Object.fromEntries((saved?.subfeatures ?? []).map((s) => [s.idTypeSubfeature, s.idRateSubfeature])),
    pricing: {
      purchaseUnitPrice: p?.purchaseUnitPrice ?? '',
      purchaseTaxPercentage: p?.purchaseTaxPercentage ?? '',
      profitMode: p?.profitAmount != null ? 'amount' : 'percentage',
      profitPercentage: p?.profitPercentage ?? '',
      profitAmount: p?.profitAmount ?? '',
      sellingTaxPercentage: p?.sellingTaxPercentage ?? '',
    },
    cancellationPolicy: fromCancellationPolicy(saved?.cancellationPolicy ?? []),
  };
}
