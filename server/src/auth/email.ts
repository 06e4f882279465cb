import { isStorableEmail } from '../../../rules/fields.ts';

/**
 * The one form an e-mail address takes for storage, look-up, uniqueness and throttling: NFKC (full-width and other
 * compatibility forms become plain letters), trimmed, lower case by Unicode's default mapping (the same on every
 * machine, unlike the database's lower(), which follows its collation). Lower-casing can leave text that NFKC would
 * still change, hence the second pass.
 */
export function normalizeEmail(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase().normalize('NFKC');
}

/** Whether a normalised address still has the shape of one (NFKC can turn '﹫' into a second '@', or grow the text). */
export const isNormalizedEmail = (email: string) => isStorableEmail(email);
