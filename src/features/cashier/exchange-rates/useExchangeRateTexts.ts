import type { CodedFieldError } from '../../../app/errors/serverErrors';
import { problemText, serverFieldText } from '../../../app/forms/serverFieldWords';
import type { FieldProblem } from '../../../app/forms/validation';
import { navMessages } from '../../../app/messages';
import { usePaymentsTexts } from '../usePaymentsTexts';
import { exchangeRateWords } from './validation';

export const EXCHANGE_RATES_HREF = '/cashier-transaction/payment/exchange-rate';

/** Breadcrumbs and problem texts of the exchange rate screens. */
export function useExchangeRateTexts() {
  const texts = usePaymentsTexts(navMessages.exchangeRate, EXCHANGE_RATES_HREF);
  const { intl } = texts;
  return {
    ...texts,
    /** A problem of the form's own checks. */
    problemText: (problem: FieldProblem | undefined) => problemText(intl, problem),
    /** A server field problem in the form's words, else the code's general words. */
    serverText: (field: CodedFieldError | undefined) => (field === undefined ? undefined : serverFieldText(intl, field, exchangeRateWords)),
  };
}
