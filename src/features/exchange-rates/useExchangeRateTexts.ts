import { useIntl } from 'react-intl';
import { adminMessages } from '../../app/list/adminMessages';
import { navMessages } from '../../app/messages';
import type { BreadcrumbItem } from '../../ui/Breadcrumbs';
import { exchangeRateMessages as m } from './messages';
import type { ExchangeRateProblem } from './validation';

export const EXCHANGE_RATES_HREF = '/cashier-transaction/payment/exchange-rate';

/** The server's field messages (server/src/resolvers/exchangeRates.ts) we can say in the reader's language. */
const SERVER_PROBLEMS: Record<string, ExchangeRateProblem | 'rateTaken' | 'stale'> = {
  'This field is required': 'required',
  'Must be more than 0': 'notPositive',
  'Use at most 6 decimals': 'tooManyDecimals',
  'Choose a different currency': 'sameCurrency',
  'The sell rate cannot be below the buy rate': 'sellBelowBuy',
  'There is already a rate for this date and currencies': 'rateTaken',
  'This exchange rate was changed by someone else; reload it': 'stale',
};

/** Breadcrumbs and problem texts of the exchange rate screens. */
export function useExchangeRateTexts() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const problemText = (problem: ExchangeRateProblem | 'rateTaken' | 'stale' | undefined) =>
    (problem === undefined ? undefined : problem === 'required' ? t(adminMessages.required) : t(m[problem]));
  return {
    t,
    intl,
    /** Home › Payments › Exchange rate › ...trail (the last item is the current page). */
    breadcrumbs: (...trail: BreadcrumbItem[]): BreadcrumbItem[] => [
      { label: t(adminMessages.home), href: '/' }, { label: t(navMessages.payments) },
      { label: t(navMessages.exchangeRate), href: EXCHANGE_RATES_HREF }, ...trail,
    ],
    breadcrumbsLabel: t(adminMessages.breadcrumbs),
    problemText,
    /** A server field message, translated when it is one we know. */
    serverText: (text: string | undefined) => (text === undefined ? undefined
      : SERVER_PROBLEMS[text] ? problemText(SERVER_PROBLEMS[text]) : text),
  };
}
