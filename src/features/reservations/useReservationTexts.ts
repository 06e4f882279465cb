import { navMessages } from '../../app/messages';
import { useAreaTexts } from '../../app/useAreaTexts';
import { formatAmount, formatDay } from '../../app/format';
import { reservationMessages as m } from './messages';
import type { DraftProblem } from '../../machines/reservationEditor/reservationDraft';

const PROBLEM_TEXT = {
  required: m.required, passengerRange: m.passengerRange, maxPassengersExceeded: m.maxPassengersExceeded, tooLong: m.tooLong,
} as const;

/** Translated texts and formatters the reservation screens share. */
export function useReservationTexts() {
  const { intl, t, breadcrumbs, breadcrumbsLabel } = useAreaTexts({ label: navMessages.reservations, href: '/reservations' });
  const { locale } = intl;
  return {
    intl,
    t,
    /** Home › Reservations › ...trail. */
    crumbs: breadcrumbs,
    breadcrumbsLabel,
    problem: (problem: DraftProblem | undefined) => (problem ? t(PROBLEM_TEXT[problem]) : undefined),
    money: (amount: string | null | undefined, currencyCode?: string | null) => formatAmount(locale, amount, currencyCode, 'code'),
    day: (value: string, options?: Intl.DateTimeFormatOptions) => formatDay(locale, value, options),
    moment: (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
