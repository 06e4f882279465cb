import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CartPayment, CartProblems, CashierCartEvent } from '../../machines/cashierCart/cashierCartMachine';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { MoneyField } from '../../ui/MoneyField';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { formatAmount, todayIso } from '../rates/format';
import { cardDigits, validateCard, type CardDraft, type CardProblems } from './cardValidation';
import * as styles from './CashierTransaction.css';
import { toCents } from './cashierMoney';
import { cashierTransactionMessages as m } from './messages';

export interface Currency { idGeneralParameterValue: string; code: string }

const emptyCard = (): CardDraft => ({ number: '', holderName: '', expiry: '', ccv: '', amount: '' });

/**
 * The payments cart: a cash payment (currency, amount) or a card payment, checked here as the gateway checks it.
 * The card's number and CCV stay in this form's state until the line is added; the line keeps them only until the
 * transaction is sent (the cart machine drops them once it is completed).
 */
export function PaymentsCart({ payments, problems, currencies, idCurrency, send, isDisabled }: {
  payments: readonly CartPayment[]; problems: CartProblems; currencies: readonly Currency[]; idCurrency: string | null;
  send: (event: CashierCartEvent) => void; isDisabled: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [method, setMethod] = useState<'CASH' | 'CARD'>('CASH');
  const [cashCurrency, setCashCurrency] = useState<string | null>(null);
  const [cashAmount, setCashAmount] = useState('');
  const [cashProblem, setCashProblem] = useState<'required' | 'invalidAmount' | null>(null);
  const [card, setCard] = useState<CardDraft>(emptyCard);
  const [cardProblems, setCardProblems] = useState<CardProblems>({});
  const codeOf = (id: string) => currencies.find((c) => c.idGeneralParameterValue === id)?.code ?? '';
  const currency = cashCurrency ?? idCurrency ?? currencies[0]?.idGeneralParameterValue ?? null;
  const cardCurrency = idCurrency ?? currencies[0]?.idGeneralParameterValue ?? '';

  const addCash = () => {
    const cents = toCents(cashAmount);
    if (!cashAmount.trim()) return setCashProblem('required');
    if (cents === null || cents <= 0n || !currency) return setCashProblem('invalidAmount');
    setCashProblem(null);
    send({ type: 'ADD_PAYMENT', payment: { key: crypto.randomUUID(), method: 'CASH', idCurrency: currency, amount: cashAmount.trim() } });
    setCashAmount('');
  };
  const addCard = () => {
    const found = validateCard(card, todayIso());
    setCardProblems(found);
    if (Object.keys(found).length) return;
    send({
      type: 'ADD_PAYMENT',
      payment: {
        key: crypto.randomUUID(), method: 'CARD', idCurrency: cardCurrency, amount: card.amount.trim(),
        card: { number: cardDigits(card.number), holderName: card.holderName.trim(), expiry: card.expiry.trim(), ccv: card.ccv.trim() },
      },
    });
    setCard(emptyCard());
  };
  const cardField = (field: keyof CardDraft) => ({
    value: card[field], isDisabled,
    onChange: (value: string) => setCard((c) => ({ ...c, [field]: value })),
    errorMessage: cardProblems[field] ? t(m[cardProblems[field]]) : undefined,
  });

  return (
    <Card title={t(m.paymentsTitle)}>
      <div className={styles.form}>
        <SegmentedControl label={t(m.method)} value={method} onChange={(id) => setMethod(id as 'CASH' | 'CARD')} isDisabled={isDisabled}
          options={[{ id: 'CASH', label: t(m.cash) }, { id: 'CARD', label: t(m.card) }]} />
        {method === 'CASH' ? (
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
        ) : (
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
            <li key={payment.key} className={styles.row}>
              <span className={styles.rowText}>
                <span className={styles.strong}>
                  {payment.method === 'CARD' && payment.card
                    ? t(m.cardLine, { last4: payment.card.number.slice(-4) }) : t(m.cash)}
                </span>
                <span className={styles.muted}>{formatAmount(intl.locale, payment.amount, codeOf(payment.idCurrency), 'code')}</span>
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
