import { useIntl } from 'react-intl';
import type { FieldErrorCode } from '../../../../rules/schemaEnums.generated';
import type { CodedFieldError } from '../../../app/errors/serverErrors';
import { serverFieldText } from '../../../app/forms/serverFieldWords';
import { adminMessages } from '../../../app/list/adminMessages';
import { navMessages } from '../../../app/messages';
import type { BreadcrumbItem } from '../../../ui/Breadcrumbs';
import { exchangeRateMessages as m } from './messages';
import type { ExchangeRateProblem } from './validation';

export const EXCHANGE_RATES_HREF = '/cashier-transaction/payment/exchange-rate';

type Problem = ExchangeRateProblem | 'rateTaken';

/** The server's field codes (server/src/resolvers/exchangeRates.ts) in the words of the form's own checks. */
const CODE_PROBLEMS: Partial<Record<FieldErrorCode, Problem>> = {
  REQUIRED: 'required', NOT_A_NUMBER: 'notANumber', NOT_POSITIVE: 'notPositive', TOO_MANY_DECIMALS: 'tooManyDecimals',
  NUMBER_TOO_LARGE: 'tooLarge', SAME_CURRENCY: 'sameCurrency', SELL_BELOW_BUY: 'sellBelowBuy', DUPLICATE: 'rateTaken',
};

/** Breadcrumbs and problem texts of the exchange rate screens. */
export function useExchangeRateTexts() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const problemText = (problem: Problem | undefined) =>
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
    /** A server field problem in the form's words, else the code's general words. */
    serverText: (field: CodedFieldError | undefined) => (field === undefined ? undefined
      : CODE_PROBLEMS[field.code] ? problemText(CODE_PROBLEMS[field.code]) : serverFieldText(intl, field)),
  };
}
