import { useIntl } from 'react-intl';
import { adminMessages } from '../../app/list/adminMessages';
import { navMessages } from '../../app/messages';
import type { BreadcrumbItem } from '../../ui/Breadcrumbs';
import { formatAmount, formatDay } from '../../app/format';
import { reservationMessages as m } from './messages';
import type { DraftProblem } from '../../machines/reservationEditor/reservationDraft';

const PROBLEM_TEXT = {
  required: m.required, passengerRange: m.passengerRange, maxPassengersExceeded: m.maxPassengersExceeded, tooLong: m.tooLong,
} as const;

/** Translated texts and formatters the reservation screens share. */
export function useReservationTexts() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { locale } = intl;
  return {
    intl,
    t,
    /** Home › Reservations › ...trail (SPEC.md section 2's breadcrumb labels). */
    crumbs: (...trail: BreadcrumbItem[]): BreadcrumbItem[] => [
      { label: t(adminMessages.home), href: '/' }, { label: t(navMessages.reservations), href: '/reservations' }, ...trail,
    ],
    breadcrumbsLabel: t(adminMessages.breadcrumbs),
    problem: (problem: DraftProblem | undefined) => (problem ? t(PROBLEM_TEXT[problem]) : undefined),
    money: (amount: string | null | undefined, currencyCode?: string | null) => formatAmount(locale, amount, currencyCode, 'code'),
    day: (value: string, options?: Intl.DateTimeFormatOptions) => formatDay(locale, value, options),
    moment: (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
