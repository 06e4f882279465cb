import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CheckRatesForm_catalogs$key } from '../../../__generated__/CheckRatesForm_catalogs.graphql';
import type { CheckRatesForm_product$key } from '../../../__generated__/CheckRatesForm_product.graphql';
import { useCatalogName } from '../../../app/catalogNames';
import { useForm } from '../../../app/forms/useForm';
import type { PathErrors } from '../../../app/forms/validation';
import { adminMessages } from '../../../app/list/adminMessages';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DatePicker } from '../../../ui/DatePicker';
import { FormActions } from '../../../ui/FormActions';
import { FormFullWidth, FormSection } from '../../../ui/FormSection';
import { NumberField } from '../../../ui/NumberField';
import { Select } from '../../../ui/Select';
import * as pageStyles from '../../../app/forms/Form.css';
import { todayIso } from '../../../app/format';
import { RateCustomerPicker } from '../RateCustomerPicker';
import type { InstanceOption } from '../RateInstancePicker';
import { RateProductPicker } from '../RateProductPicker';
import { useRateTexts } from '../useRateTexts';
import * as styles from './CheckRates.css';
import { COUNT_MAX, NIGHTS_MAX, rateQuestionParams, validateRateQuestion, type RateQuestion } from './checkParams';
import { checkRatesMessages as m } from './messages';

const ALL = '__all__';

export interface CheckRatesFormProps {
  catalogs: CheckRatesForm_catalogs$key;
  /** The product in the address, for its name and instances. */
  product: CheckRatesForm_product$key | null;
  customerName: string;
  question: RateQuestion;
  isPending: boolean;
  onAsk: (question: RateQuestion) => void;
}

/** The question of Search rates. It is a draft until "Search rates" puts it in the address. */
export function CheckRatesForm({ catalogs, product, customerName, question, isPending, onAsk }: CheckRatesFormProps) {
  const cn = useCatalogName();
  const { t } = useRateTexts();
  const { passengerTypes } = useFragment(
    graphql`
      fragment CheckRatesForm_catalogs on Query {
        passengerTypes: getGeneralParameterValues(code: "PASSENGER_TYPE") { idGeneralParameterValue name nameEs }
      }
    `,
    catalogs,
  );
  const asked = useFragment(
    graphql`
      fragment CheckRatesForm_product on Product {
        idProduct
        name
        instances { idProductInstance code name idStatus }
      }
    `,
    product,
  );
  const [draft, setDraft] = useState<RateQuestion>(() => withDefaults(question));
  const [picked, setPicked] = useState<{ label: string; instances: readonly InstanceOption[] } | null>(null);
  // Back or a shared link changes the question from outside: start again from it.
  const questionKey = rateQuestionParams(question).toString();
  const [seenKey, setSeenKey] = useState(questionKey);
  if (seenKey !== questionKey) {
    setSeenKey(questionKey);
    setDraft(withDefaults(question));
    setPicked(null);
  }
  const fromAddress = asked && asked.idProduct === draft.idProduct ? asked : null;
  const productLabel = picked?.label ?? fromAddress?.name ?? '';
  const instances = (picked?.instances ?? fromAddress?.instances ?? [])
    .filter((i) => i.idStatus === 'ACTIVE' || i.idProductInstance === draft.idProductInstance);

  const f = useForm({
    validate: () => {
      const errors: PathErrors = {};
      for (const [path, problem] of Object.entries(validateRateQuestion(draft))) {
        errors[path] = problem === 'required' ? { message: adminMessages.required }
          : { message: m[problem], values: { max: path === 'nights' ? NIGHTS_MAX : COUNT_MAX } };
      }
      return errors;
    },
  });
  const set = (changes: Partial<RateQuestion>) => setDraft((d) => ({ ...d, ...changes }));

  return (
    <form ref={f.ref} onSubmit={(event) => f.check(event) && onAsk(draft)} noValidate aria-label={t(m.formLabel)}>
      <Card>
        <div className={pageStyles.form}>
          <FormSection title={t(m.serviceSection)} columns={3}>
            <RateProductPicker label={t(m.product)} selectedKey={draft.idProduct} selectedLabel={productLabel} isRequired
              errorMessage={f.errorOf('idProduct')}
              onChange={(chosen) => {
                setPicked(chosen ? { label: chosen.name, instances: chosen.instances } : null);
                set({ idProduct: chosen?.idProduct ?? null, idProductInstance: null });
              }} />
            <Select label={t(m.instance)} isDisabled={draft.idProduct == null}
              items={[{ id: ALL, label: t(m.allInstances) }, ...instances.map((i) => ({ id: i.idProductInstance, label: i.name }))]}
              selectedKey={draft.idProductInstance ?? ALL}
              onSelectionChange={(key) => set({ idProductInstance: key == null || key === ALL ? null : key })} />
            <RateCustomerPicker label={t(m.customer)} description={t(m.customerHelp)} noneLabel={t(m.noCustomer)}
              selectedKey={draft.idEntity} selectedLabel={draft.idEntity === question.idEntity ? customerName : undefined}
              onChange={(idEntity) => set({ idEntity })} />
            <DatePicker label={t(m.serviceDate)} isRequired value={draft.serviceDate} errorMessage={f.errorOf('serviceDate')}
              onChange={(serviceDate) => set({ serviceDate })} />
            <DatePicker label={t(m.purchaseDate)} description={t(m.purchaseDateHelp)} value={draft.purchaseDate}
              onChange={(purchaseDate) => set({ purchaseDate })} />
          </FormSection>
          <FormSection title={t(m.passengersSection)} description={t(m.passengersHelp)} columns={1}>
            <FormFullWidth>
              <div className={styles.counts}>
                {passengerTypes.map((type) => (
                  <NumberField key={type.idGeneralParameterValue} label={cn(type)} minValue={0} maxValue={COUNT_MAX}
                    value={draft.passengers[type.idGeneralParameterValue] ?? 0}
                    errorMessage={f.errorOf(`passengers.${type.idGeneralParameterValue}`)}
                    onChange={(n) => set({ passengers: { ...draft.passengers, [type.idGeneralParameterValue]: n ?? 0 } })} />
                ))}
                <NumberField label={t(m.units)} description={t(m.unitsHelp)} minValue={1} maxValue={COUNT_MAX}
                  value={draft.units} errorMessage={f.errorOf('units')} onChange={(units) => set({ units })} />
                <NumberField label={t(m.nights)} minValue={1} maxValue={NIGHTS_MAX} value={draft.nights}
                  errorMessage={f.errorOf('nights')} onChange={(nights) => set({ nights })} />
              </div>
            </FormFullWidth>
          </FormSection>
          <FormActions>
            <Button variant="secondary" isDisabled={isPending}
              onPress={() => {
                f.reset();
                setPicked(null);
                setDraft(withDefaults(EMPTY));
              }}>
              {t(m.clear)}
            </Button>
            <Button type="submit" isPending={isPending}>{t(m.search)}</Button>
          </FormActions>
        </div>
      </Card>
    </form>
  );
}

const EMPTY: RateQuestion = {
  idProduct: null, idProductInstance: null, serviceDate: null, purchaseDate: null, idEntity: null, passengers: {},
  units: null, nights: null,
};

/** The purchase date is today unless the question says otherwise (SPEC: "purchase date (default today)"); one unit and night. */
function withDefaults(question: RateQuestion): RateQuestion {
  return { ...question, purchaseDate: question.purchaseDate ?? todayIso(), units: question.units ?? 1, nights: question.nights ?? 1 };
}
