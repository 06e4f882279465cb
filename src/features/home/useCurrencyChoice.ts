import { useState } from 'react';

export interface CurrencyChoice<T> {
  current: T | null;
  choose: (currencyCode: string) => void;
  options: { id: string; label: string }[];
}

/** One currency at a time (amounts in different currencies are never added): the largest first, the reader may switch. */
export function useCurrencyChoice<T extends { currencyCode: string }>(entries: readonly T[]): CurrencyChoice<T> {
  const [chosen, setChosen] = useState<string | null>(null);
  const current = entries.find((e) => e.currencyCode === chosen) ?? entries[0] ?? null;
  return { current, choose: setChosen, options: entries.map((e) => ({ id: e.currencyCode, label: e.currencyCode })) };
}
