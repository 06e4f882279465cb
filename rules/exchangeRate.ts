import { isIsoDate } from './dates.ts';
import { compareDecimalText, decimalScale, isDecimalText } from './decimal.ts';
import { Problems, choice, type RuleProblem } from './fields.ts';

/** An exchange rate (issue 9): above 0, at most 6 places and at most the column's largest value. */
export const EXCHANGE_RATE_LIMITS = { rateScale: 6, rateMax: '99999999.999999' } as const;

type Text = string | null | undefined;

export interface ExchangeRateRuleInput {
  rateDate?: Text;
  idCurrencyFrom?: Text;
  idCurrencyTo?: Text;
  buyRate?: Text;
  sellRate?: Text;
}

/** A rate typed by a person; answers it trimmed when it passed. */
function rate(problems: Problems, path: string, value: Text): string | undefined {
  const text = value?.trim();
  if (!text) problems.add(path, 'REQUIRED');
  else if (!isDecimalText(text)) problems.add(path, 'NOT_A_NUMBER');
  else if (compareDecimalText(text, '0') <= 0) problems.add(path, 'NOT_POSITIVE');
  else if (decimalScale(text) > EXCHANGE_RATE_LIMITS.rateScale) problems.add(path, 'TOO_MANY_DECIMALS', { max: EXCHANGE_RATE_LIMITS.rateScale });
  else if (compareDecimalText(text, EXCHANGE_RATE_LIMITS.rateMax) > 0) problems.add(path, 'NUMBER_TOO_LARGE', { max: EXCHANGE_RATE_LIMITS.rateMax });
  else return text;
  return undefined;
}

/**
 * A day and two different currencies; each rate a decimal above 0 with at most 6 places, the sell rate not below
 * the buy rate (compared exactly). Whether the currencies exist and the pair is free that day is the server's.
 */
export function exchangeRateProblems(input: ExchangeRateRuleInput): RuleProblem[] {
  const problems = new Problems();
  if (!input.rateDate) problems.add('rateDate', 'REQUIRED');
  else if (!isIsoDate(input.rateDate)) problems.add('rateDate', 'INVALID_DATE');
  choice(problems, 'idCurrencyFrom', input.idCurrencyFrom);
  choice(problems, 'idCurrencyTo', input.idCurrencyTo);
  const from = input.idCurrencyFrom?.trim();
  if (from && from === input.idCurrencyTo?.trim()) problems.add('idCurrencyTo', 'SAME_CURRENCY');
  const buy = rate(problems, 'buyRate', input.buyRate);
  const sell = rate(problems, 'sellRate', input.sellRate);
  if (buy && sell && compareDecimalText(sell, buy) < 0) problems.add('sellRate', 'SELL_BELOW_BUY');
  return problems.list;
}
