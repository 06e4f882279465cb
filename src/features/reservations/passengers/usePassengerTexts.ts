import { useIntl } from 'react-intl';
import type { BreadcrumbItem } from '../../../ui/Breadcrumbs';
import { passengerMessages as m } from './messages';

/** Breadcrumbs Home › Reservations › Reservation › ...trail, shared by the passengers and documents screens. */
export function useReservationCrumbs(idReservation: string) {
  const t = useIntl().formatMessage;
  return {
    breadcrumbsLabel: t(m.breadcrumbs),
    crumbs: (...trail: BreadcrumbItem[]): BreadcrumbItem[] => [
      { label: t(m.home), href: '/' },
      { label: t(m.reservations), href: '/reservations' },
      { label: t(m.reservation), href: `/reservations/${idReservation}` },
      ...trail,
    ],
  };
}
