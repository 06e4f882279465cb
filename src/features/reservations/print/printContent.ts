/** What the printed itinerary and vouchers show: pure, so the rules are tested without rendering. */
export type PrintLocale = 'en' | 'es';

/** The reservation's language picks the printed locale; Spanish (spa/ES) gets Spanish, everything else English. */
export function printLocale(language: { code: string; shortName: string } | null | undefined): PrintLocale {
  if (!language) return 'en';
  const code = language.code.toLowerCase();
  return code === 'spa' || code.startsWith('es') || language.shortName.toLowerCase() === 'es' ? 'es' : 'en';
}

/** Only ACTIVE passengers travel: cancelled and waitlisted ones never appear on customer documents. */
export function printablePassengers<T extends { status: string }>(passengers: readonly T[]): T[] {
  return passengers.filter((p) => p.status === 'ACTIVE');
}

/** One voucher per item that is not cancelled, in service order: by date, then time (untimed last), then number. */
export function voucherItems<T extends { status: string; serviceDate: string; serviceTime?: string | null; itemNumber: number }>(items: readonly T[]): T[] {
  return items.filter((i) => i.status !== 'CANCELLED')
    .sort((a, b) => a.serviceDate.localeCompare(b.serviceDate)
      || (a.serviceTime ?? '99').localeCompare(b.serviceTime ?? '99') || a.itemNumber - b.itemNumber);
}

/**
 * The services that get a voucher, as the PDF has them (server/src/domain/documents): confirmed services of a
 * reservation that is neither a quote nor cancelled.
 */
export function voucherableItems<T extends { status: string; serviceDate: string; serviceTime?: string | null; itemNumber: number }>(
  reservationStatus: string, items: readonly T[],
): T[] {
  if (reservationStatus === 'QUOTE' || reservationStatus === 'CANCELLED') return [];
  return voucherItems(items).filter((i) => i.status === 'CONFIRMED');
}

/** The itinerary: non-cancelled items grouped by service date, with the day number counted from the first date. */
export function itineraryDays<T extends { status: string; serviceDate: string; serviceTime?: string | null; itemNumber: number }>(items: readonly T[]) {
  const sorted = voucherItems(items);
  const first = sorted[0]?.serviceDate;
  const days = new Map<string, T[]>();
  for (const item of sorted) days.set(item.serviceDate, [...(days.get(item.serviceDate) ?? []), item]);
  const dayNumber = (iso: string) => Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;
  return [...days.entries()].map(([date, dayItems]) => ({ date, day: dayNumber(date), items: dayItems }));
}
