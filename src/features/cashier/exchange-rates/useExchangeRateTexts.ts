import { useIntl } from 'react-intl';
import type { CodedFieldError } from '../../../app/errors/serverErrors';
import { problemText, serverFieldText } from '../../../app/forms/serverFieldWords';
import type { FieldProblem } from '../../../app/forms/validation';
import { adminMessages } from '../../../app/list/adminMessages';
import { navMessages } from '../../../app/messages';
import type { BreadcrumbItem } from '../../../ui/Breadcrumbs';
import { exchangeRateWords } from './validation';

export const EXCHANGE_RATES_HREF = '/cashier-transaction/payment/exchange-rate';

/** Breadcrumbs and problem texts of the exchange rate screens. */
export function useExchangeRateTexts() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return {
    t,
    intl,
    /** Home › Payments › Exchange rate › ...trail (the last item is the current page). */
    breadcrumbs: (...trail: BreadcrumbItem[]): BreadcrumbItem[] => [
      { label: t(adminMessages.home), href: '/' }, { label: t(navMessages.payments) },
      { label: t(navMessages.exchangeRate), href: EXCHANGE_RATES_HREF }, ...trail,
    ],
    breadcrumbsLabel: t(adminMessages.breadcrumbs),
    /** A problem of the form's own checks. */
    problemText: (problem: FieldProblem | undefined) => problemText(intl, problem),
    /** A server field problem in the form's words, else the code's general words. */
    serverText: (field: CodedFieldError | undefined) => (field === undefined ? undefined : serverFieldText(intl, field, exchangeRateWords)),
  };
}
