import { useIntl } from 'react-intl';
import { DatePicker } from '../../../ui/DatePicker';
import { MoneyField } from '../../../ui/MoneyField';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import * as styles from './CashierTransaction.css';
import type { DepositDraft, DepositProblems } from './depositValidation';
import { cashierTransactionMessages as m } from './messages';
import { useCatalogName } from '../../../app/catalogNames';

export interface Option { idGeneralParameterValue: string; code: string; name?: string; nameEs?: string | null }

/** The deposit registration fields (date, payment type, bank, account, number, currency, amount), shared by the cart and advances. */
export function DepositFields({ draft, problems, onChange, banks, currencies, today, isDisabled }: {
  draft: DepositDraft; problems: DepositProblems; onChange: (draft: DepositDraft) => void;
  banks: readonly Option[]; currencies: readonly Option[]; today: string; isDisabled: boolean;
}) {
  const { formatMessage: t } = useIntl();
  const cn = useCatalogName();
  const error = (field: keyof DepositDraft) => (problems[field] ? t(m[problems[field]]) : undefined);
  const set = (field: keyof DepositDraft) => (value: string | null) => onChange({ ...draft, [field]: value ?? '' });
  return (
    <>
      <div className={styles.pair}>
        <DatePicker label={t(m.depositDate)} value={draft.depositDate || null} onChange={set('depositDate')} maxValue={today}
          isDisabled={isDisabled} errorMessage={error('depositDate')} isRequired />
        <Select label={t(m.depositType)} selectedKey={draft.depositType || null} onSelectionChange={set('depositType')}
          isDisabled={isDisabled} errorMessage={error('depositType')} isRequired
          items={[{ id: 'TRANSFER', label: t(m.transfer) }, { id: 'DEPOSIT', label: t(m.deposit) }]} />
      </div>
      <div className={styles.pair}>
        <Select label={t(m.bank)} selectedKey={draft.idBank || null} onSelectionChange={set('idBank')} isDisabled={isDisabled}
          errorMessage={error('idBank')} isRequired
          items={banks.map((b) => ({ id: b.idGeneralParameterValue, label: b.name ? cn({ name: b.name, nameEs: b.nameEs }) : b.code }))} />
        <TextField label={t(m.bankAccount)} value={draft.bankAccount} onChange={set('bankAccount')} isDisabled={isDisabled}
          errorMessage={error('bankAccount')} autoComplete="off" isRequired />
      </div>
      <TextField label={t(m.operationNumber)} value={draft.number} onChange={set('number')} isDisabled={isDisabled}
        errorMessage={error('number')} autoComplete="off" isRequired />
      <AmountFields draft={draft} problems={problems} onChange={onChange} currencies={currencies} isDisabled={isDisabled} />
    </>
  );
}

/** Currency and amount of a deposit draft (alone for cash). */
export function AmountFields({ draft, problems, onChange, currencies, isDisabled }: {
  draft: DepositDraft; problems: DepositProblems; onChange: (draft: DepositDraft) => void; currencies: readonly Option[];
  isDisabled: boolean;
}) {
  const { formatMessage: t } = useIntl();
  const error = (field: keyof DepositDraft) => (problems[field] ? t(m[problems[field]]) : undefined);
  const code = currencies.find((c) => c.idGeneralParameterValue === draft.idCurrency)?.code ?? '';
  return (
    <div className={styles.pair}>
      <Select label={t(m.currency)} selectedKey={draft.idCurrency || null}
        onSelectionChange={(value) => onChange({ ...draft, idCurrency: value ?? '' })}
        isDisabled={isDisabled} errorMessage={error('idCurrency')} isRequired
        items={currencies.map((c) => ({ id: c.idGeneralParameterValue, label: c.code }))} />
      <MoneyField label={t(m.amount)} currency={code} value={draft.amount} onChange={(value) => onChange({ ...draft, amount: value })}
        isDisabled={isDisabled} errorMessage={error('amount')} isRequired />
    </div>
  );
}
