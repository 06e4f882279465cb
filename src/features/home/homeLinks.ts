/**
 * Where each figure of the dashboard leads. Paths are inside the locale (the router adds /en or /es). Reports follow
 * the reports screen's address contract `/reports?report=<key>&from=YYYY-MM-DD&to=YYYY-MM-DD`; only ADMIN may open
 * /reports (SPEC section 6), so other roles get the list behind the figure or no link.
 */
export type ReportKey =
  | 'salesByPeriod' | 'reservationsByStatus' | 'passengerManifest' | 'marginByService' | 'accountsReceivable'
  | 'dailyCashierClose' | 'advances' | 'supplierPayables' | 'inventoryOccupancy'
  | 'marginByCustomer';

export function reportHref(report: ReportKey, from: string, to: string) {
  return `/reports?${new URLSearchParams({ report, from, to })}`;
}

/** The reservations list with its address filters (?q=&status=&dates=from..to). */
export function reservationsHref(filters: { q?: string; status?: string; from?: string; to?: string }) {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.from && filters.to) params.set('dates', `${filters.from}..${filters.to}`);
  const query = params.toString();
  return query ? `/reservations?${query}` : '/reservations';
}

export const reservationHref = (idReservation: string) => `/reservations/${idReservation}`;

export const openDailyCashiersHref = '/cashier-transaction/payment/daily-cashier?status=OPEN';

/** Reports are an ADMIN entry (SPEC section 6). */
export const canOpenReports = (roles: readonly string[]) => roles.includes('ADMIN');

/** 'YYYY-MM-DD' moved by whole days, in UTC so no clock change shifts it. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
