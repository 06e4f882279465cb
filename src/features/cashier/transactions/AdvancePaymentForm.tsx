import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { AdvancePaymentFormQuery } from '../../../__generated__/AdvancePaymentFormQuery.graphql';
import type { CashierCartEvent } from '../../../machines/cashierCart/cashierCartMachine';
import { Button } from '../../../ui/Button';
import { MoneyField } from '../../../ui/MoneyField';
import { Select } from '../../../ui/Select';
import { formatAmount } from '../../../app/format';
import * as styles from './CashierTransaction.css';
import { toCents } from '../../../app/cents';
import { cashierTransactionMessages as m } from './messages';

const query = graphql`
  query AdvancePaymentFormQuery($idEntity: ID!, $idCurrency: ID) @preloadable {
    searchApplicableAdvances(idEntity: $idEntity, idCurrency: $idCurrency) {
      idAdvance availableAmount advanceDate currency { code } document { number }
    }
  }
`;

/** The cart's customer and currency (its first item's): whose advances, in which currency. */
export interface CartCustomer { idEntity: string | null; idCurrency: string | null }

/**
 * The customer's advances, loaded when the cashier opens the advance form and again when the cart's customer or
 * currency changes (a cart event) while it is open: always from the server, since other cashiers apply them too.
 */
export function useCustomerAdvances() {
  const [reference, load, dispose] = useQueryLoader<AdvancePaymentFormQuery>(query);
  // What the form asked for last, null while it is closed; read by event handlers only.
  const asked = useRef<string | null>(null);
  const ask = useCallback(({ idEntity, idCurrency }: CartCustomer) => {
    const key = idEntity && idCurrency ? `${idEntity} ${idCurrency}` : '';
    if (key === asked.current) return;
    asked.current = key;
    if (idEntity && idCurrency) load({ idEntity, idCurrency }, { fetchPolicy: 'network-only' });
    else dispose();
  }, [load, dispose]);
  return useMemo(() => ({
    reference,
    open: (customer: CartCustomer) => {
      asked.current = null;
      ask(customer);
    },
    /** After a cart event: asks again when the form is open and the customer or currency changed. */
    follow: (customer: CartCustomer) => {
      if (asked.current !== null) ask(customer);
    },
    close: () => {
      asked.current = null;
      dispose();
    },
  }), [reference, ask, dispose]);
}

export type CustomerAdvances = ReturnType<typeof useCustomerAdvances>;

/**
 * Applies one of the cart customer's advances (in the cart's currency) as a payment: up to its available amount,
 * less what the cart already takes from it. The server checks it again under a row lock.
 */
export function AdvancePaymentForm({ reference, idEntity, idCurrency, taken, send, isDisabled }: {
  /** The advances the opener loaded (useCustomerAdvances) for this customer and currency. */
  reference: PreloadedQuery<AdvancePaymentFormQuery> | null | undefined;
  idEntity: string | null; idCurrency: string | null; taken: ReadonlyMap<string, bigint>;
  send: (event: CashierCartEvent) => void; isDisabled: boolean;
}) {
  const { formatMessage: t } = useIntl();
  if (!idEntity || !idCurrency) return <p className={styles.muted}>{t(m.advanceNeedsItem)}</p>;
  const searching = <p className={styles.muted}>{t(m.searching)}</p>;
  return (
    <Suspense fallback={searching}>
      {reference ? <Advances reference={reference} idCurrency={idCurrency} taken={taken} send={send} isDisabled={isDisabled} /> : searching}
    </Suspense>
  );
}

function Advances({ reference, idCurrency, taken, send, isDisabled }: {
  reference: PreloadedQuery<AdvancePaymentFormQuery>; idCurrency: string; taken: ReadonlyMap<string, bigint>;
  send: (event: CashierCartEvent) => void; isDisabled: boolean;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const advances = usePreloadedQuery<AdvancePaymentFormQuery>(query, reference).searchApplicableAdvances;
  const [idAdvance, setIdAdvance] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!advances.length) return <p className={styles.muted}>{t(m.noAdvances)}</p>;
  const chosen = advances.find((a) => a.idAdvance === idAdvance) ?? advances[0];
  const left = (toCents(chosen.availableAmount) ?? 0n) - (taken.get(chosen.idAdvance) ?? 0n);
  const money = (cents: bigint) => formatAmount(intl.locale, `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`, chosen.currency?.code, 'code');
  const add = () => {
    const cents = toCents(amount);
    if (!amount.trim()) return setProblem(t(m.required));
    if (cents === null || cents <= 0n) return setProblem(t(m.invalidAmount));
    if (cents > left) return setProblem(t(m.exceedsAvailable, { amount: money(left) }));
    setProblem(null);
    send({
      type: 'ADD_PAYMENT',
      payment: { key: crypto.randomUUID(), method: 'ADVANCE', idCurrency, amount: amount.trim(), idAdvance: chosen.idAdvance, label: chosen.document?.number ?? '' },
    });
    setAmount('');
  };
  return (
    <>
      <Select label={t(m.chooseAdvance)} selectedKey={chosen.idAdvance} onSelectionChange={setIdAdvance} isDisabled={isDisabled}
        items={advances.map((a) => ({
          id: a.idAdvance,
          label: t(m.advanceOption, { number: a.document?.number ?? a.advanceDate, amount: formatAmount(intl.locale, a.availableAmount, a.currency?.code, 'code') }),
        }))} />
      <MoneyField label={t(m.amount)} currency={chosen.currency?.code ?? ''} value={amount} onChange={setAmount}
        isDisabled={isDisabled} errorMessage={problem ?? undefined} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={add} isDisabled={isDisabled}>{t(m.addAdvance)}</Button>
      </div>
    </>
  );
}
