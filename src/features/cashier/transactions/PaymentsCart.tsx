import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CartItem, CartPayment, CartProblems, CashierCartEvent } from '../../../machines/cashierCart/cashierCartMachine';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { MoneyField } from '../../../ui/MoneyField';
import { SegmentedControl } from '../../../ui/SegmentedControl';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { formatAmount, todayIso } from '../../../app/format';
import { AdvancePaymentForm, type CustomerAdvances } from './AdvancePaymentForm';
import { cardDigits, validateCard, type CardDraft, type CardProblems } from './cardValidation';
import { DepositFields, type Option } from './DepositFields';
import { depositInput, emptyDeposit, validateDeposit, type DepositDraft, type DepositProblems } from './depositValidation';
import * as styles from './CashierTransaction.css';
import { owedForCard } from './cashierMoney';
import { sumCents, toCents } from '../../../app/cents';
import { cashierTransactionMessages as m } from './messages';

export interface Currency { idGeneralParameterValue: string; code: string }

const emptyCard = (): CardDraft => ({ number: '', holderName: '', expiry: '', ccv: '', amount: '' });

type Method = 'CASH' | 'CARD' | 'DEPOSIT' | 'ADVANCE';

/**
 * The payments cart: a cash payment (currency, amount), a card payment (checked here as the gateway checks it), a
 * deposit or transfer (SPEC.md section 5's deposit registration) or one of the customer's advances applied.
 * The card's number and CCV stay in this form's state until the line is added; the line keeps them only until the
 * transaction is sent (the cart machine drops them once it is completed). The card amount starts at what is still
 * owed until the cashier types another; a line the server refused (a declined card) is marked with its reason.
 */
export function PaymentsCart({ items, payments, problems, refusedLines, currencies, banks, idCurrency, idEntity, advances, send, isDisabled }: {
  items: readonly CartItem[]; payments: readonly CartPayment[]; problems: CartProblems;
  /** The server's reason per refused line, by the line's key. */
  refusedLines: Readonly<Record<string, string>>;
  currencies: readonly Currency[]; banks: readonly Option[];
  idCurrency: string | null; idEntity: string | null;
  /** The customer's advances: loaded on the press that picks Advance (and by the screen as the cart changes). */
  advances: CustomerAdvances;
  send: (event: CashierCartEvent) => void; isDisabled: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [method, setMethod] = useState<Method>('CASH');
  const [deposit, setDeposit] = useState<DepositDraft>(() => emptyDeposit(todayIso()));
  const [depositProblems, setDepositProblems] = useState<DepositProblems>({});
  const [cashCurrency, setCashCurrency] = useState<string | null>(null);
  const [cashAmount, setCashAmount] = useState('');
  const [cashProblem, setCashProblem] = useState<'required' | 'invalidAmount' | null>(null);
  const [typedCard, setCard] = useState<CardDraft>(emptyCard);
  // null: the amount follows what is still owed; a string: what the cashier typed.
  const [cardAmount, setCardAmount] = useState<string | null>(null);
  const [cardProblems, setCardProblems] = useState<CardProblems>({});
  const card: CardDraft = { ...typedCard, amount: cardAmount ?? owedForCard(items, payments, idCurrency) };
  const codeOf = (id: string) => currencies.find((c) => c.idGeneralParameterValue === id)?.code ?? '';
  const currency = cashCurrency ?? idCurrency ?? currencies[0]?.idGeneralParameterValue ?? null;
  const cardCurrency = idCurrency ?? currencies[0]?.idGeneralParameterValue ?? '';

  const pick = (next: Method) => {
    if (next === 'ADVANCE') advances.open({ idEntity, idCurrency });
    else if (method === 'ADVANCE') advances.close();
    setMethod(next);
  };
  const addCash = () => {
    const cents = toCents(cashAmount);
    if (!cashAmount.trim()) return setCashProblem('required');
    if (cents === null || cents <= 0n || !currency) return setCashProblem('invalidAmount');
    setCashProblem(null);
    send({ type: 'ADD_PAYMENT', payment: { key: crypto.randomUUID(), method: 'CASH', idCurrency: currency, amount: cashAmount.trim() } });
    setCashAmount('');
  };
  /** Adds the payment when its method's own checks found nothing; else their problems show beside its fields. */
  const addChecked = <P extends object>(found: P, showProblems: (found: P) => void, payment: Omit<CartPayment, 'key'>) => {
    showProblems(found);
    if (Object.keys(found).length) return false;
    send({ type: 'ADD_PAYMENT', payment: { key: crypto.randomUUID(), ...payment } });
    return true;
  };
  const addCard = () => {
    const added = addChecked(validateCard(card, todayIso()), setCardProblems, {
      method: 'CARD', idCurrency: cardCurrency, amount: card.amount.trim(),
      card: { number: cardDigits(card.number), holderName: card.holderName.trim(), expiry: card.expiry.trim(), ccv: card.ccv.trim() },
    });
    if (!added) return;
    setCard(emptyCard());
    setCardAmount(null);
  };
  const depositDraft = { ...deposit, idCurrency: deposit.idCurrency || cardCurrency };
  const addDeposit = () => {
    const added = addChecked(validateDeposit(depositDraft, todayIso()), setDepositProblems, {
      method: 'DEPOSIT', idCurrency: depositDraft.idCurrency, amount: depositDraft.amount.trim(), deposit: depositInput(depositDraft),
    });
    if (added) setDeposit(emptyDeposit(todayIso()));
  };
  // What the cart already takes from each advance, so the form offers only the rest.
  const taken = new Map<string, bigint>();
  for (const p of payments) if (p.idAdvance) taken.set(p.idAdvance, (taken.get(p.idAdvance) ?? 0n) + sumCents([p.amount]));
  const lineLabel = (payment: CartPayment) => {
    if (payment.method === 'CARD' && payment.card) return t(m.cardLine, { last4: payment.card.number.slice(-4) });
    if (payment.method === 'DEPOSIT' && payment.deposit) {
      return t(m.depositLine, { type: t(payment.deposit.depositType === 'DEPOSIT' ? m.deposit : m.transfer), number: payment.deposit.number });
    }
    if (payment.method === 'ADVANCE') return t(m.advanceLine, { number: payment.label ?? '' });
    return t(m.cash);
  };
  const cardField = (field: keyof CardDraft) => ({
    value: card[field], isDisabled,
    onChange: (value: string) => (field === 'amount' ? setCardAmount(value) : setCard((c) => ({ ...c, [field]: value }))),
    errorMessage: cardProblems[field] ? t(m[cardProblems[field]]) : undefined,
  });

  return (
    <Card title={t(m.paymentsTitle)}>
      <div className={styles.form}>
        <SegmentedControl label={t(m.method)} value={method} onChange={(id) => pick(id as Method)} isDisabled={isDisabled}
          options={[
            { id: 'CASH', label: t(m.cash) }, { id: 'CARD', label: t(m.card) },
            { id: 'DEPOSIT', label: t(m.depositOrTransfer) }, { id: 'ADVANCE', label: t(m.advance) },
          ]} />
        {method === 'DEPOSIT' && (
          <>
            <DepositFields draft={depositDraft} problems={depositProblems} onChange={setDeposit} banks={banks}
              currencies={currencies} today={todayIso()} isDisabled={isDisabled} />
            <div className={styles.actions}>
              <Button variant="secondary" onPress={addDeposit} isDisabled={isDisabled}>{t(m.addDeposit)}</Button>
            </div>
          </>
        )}
        {method === 'ADVANCE' && (
          <AdvancePaymentForm reference={advances.reference} idEntity={idEntity} idCurrency={idCurrency} taken={taken} send={send} isDisabled={isDisabled} />
        )}
        {method === 'CASH' && (
          <>
            <div className={styles.pair}>
              <Select label={t(m.currency)} selectedKey={currency} onSelectionChange={setCashCurrency} isDisabled={isDisabled}
                items={currencies.map((c) => ({ id: c.idGeneralParameterValue, label: c.code }))} />
              <MoneyField label={t(m.amount)} currency={codeOf(currency ?? '')} value={cashAmount} onChange={setCashAmount}
                isDisabled={isDisabled} errorMessage={cashProblem ? t(m[cashProblem]) : undefined} />
            </div>
            <div className={styles.actions}>
              <Button variant="secondary" onPress={addCash} isDisabled={isDisabled}>{t(m.addCash)}</Button>
            </div>
          </>
        )}
        {method === 'CARD' && (
          <>
            <TextField label={t(m.cardNumber)} inputMode="numeric" autoComplete="off" {...cardField('number')} />
            <TextField label={t(m.holderName)} autoComplete="off" {...cardField('holderName')} />
            <div className={styles.pair}>
              <TextField label={t(m.expiry)} placeholder="MM/YY" autoComplete="off" {...cardField('expiry')} />
              <TextField label={t(m.ccv)} inputMode="numeric" autoComplete="off" type="password" {...cardField('ccv')} />
            </div>
            <MoneyField label={t(m.amount)} currency={codeOf(cardCurrency)} {...cardField('amount')} />
            <div className={styles.actions}>
              <Button variant="secondary" onPress={addCard} isDisabled={isDisabled}>{t(m.addCard)}</Button>
            </div>
          </>
        )}
      </div>
      {problems.payments && !payments.length && <p className={styles.error}>{t(m.selectPayment)}</p>}
      {payments.length ? (
        <ul className={styles.list} aria-label={t(m.paymentsTitle)}>
          {payments.map((payment, index) => (
            <li key={payment.key} className={refusedLines[payment.key] ? styles.rowRefused : styles.row}
              aria-invalid={refusedLines[payment.key] ? true : undefined} data-testid="payment-line">
              <span className={styles.rowText}>
                <span className={styles.strong}>{lineLabel(payment)}</span>
                <span className={styles.muted}>{formatAmount(intl.locale, payment.amount, codeOf(payment.idCurrency), 'code')}</span>
                {refusedLines[payment.key] && <span className={styles.error}>{refusedLines[payment.key]}</span>}
              </span>
              <Button size="sm" variant="quiet" isDisabled={isDisabled} aria-label={t(m.removePayment, { number: index + 1 })}
                onPress={() => send({ type: 'REMOVE_PAYMENT', key: payment.key })}>
                {t(m.remove)}
              </Button>
            </li>
          ))}
        </ul>
      ) : !problems.payments && <p className={styles.muted}>{t(m.paymentsEmpty)}</p>}
    </Card>
  );
}
