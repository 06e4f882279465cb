/** The supplier's confirmation reference of a reservation item: its longest text. */
export const MAX_SUPPLIER_REFERENCE = 60;

/**
 * A service's time of day as staff type it: 'HH:MM' in 24 h ('9:05' reads as 09:05), blank for none. The item form
 * checks it before sending and the server refuses anything else with INVALID_TIME.
 */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export type ParsedTime = { valid: true; value: string | null } | { valid: false };

export function parseServiceTime(text: string): ParsedTime {
  const trimmed = text.trim();
  if (!trimmed) return { valid: true, value: null };
  const padded = trimmed.length === 4 ? `0${trimmed}` : trimmed;
  return TIME.test(padded) ? { valid: true, value: padded } : { valid: false };
}
