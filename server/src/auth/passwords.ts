import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import { MIN_PASSWORD_LENGTH, passwordTooShort } from '../../../rules/password.ts';

export { MIN_PASSWORD_LENGTH };

// argon2id with the OWASP minimum parameters (19 MiB, t=2, p=1).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** A hash made once at start so unknown accounts take as long to refuse as known ones. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy-password-for-timing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/**
 * The 10,000 most common passwords of at least 12 characters from a public list of leaked passwords (shorter ones
 * are refused by length already), lower-cased: the check ignores case ('QwertyQwerty' is as guessable).
 */
const COMMON_PASSWORDS = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8').split('\n').map((line) => line.trim()).filter(Boolean),
);

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());

interface PasswordProblem {
  /** What the screens translate: PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG or PASSWORD_TOO_COMMON. */
  code: 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_TOO_COMMON';
  message: string;
  /** The figure the message names ({min}, {max}). */
  params: { min?: number; max?: number };
}

/** Says why a password is too weak, or null. The password itself never appears in the answer nor in a log. */
export function passwordProblem(password: string): PasswordProblem | null {
  if (passwordTooShort(password)) {
    return { code: 'PASSWORD_TOO_SHORT', message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`, params: { min: MIN_PASSWORD_LENGTH } };
  }
  if (password.length > 256) return { code: 'PASSWORD_TOO_LONG', message: 'Password must be at most 256 characters', params: { max: 256 } };
  if (isCommonPassword(password)) {
    return { code: 'PASSWORD_TOO_COMMON', message: 'This password is too common: choose one that is harder to guess', params: {} };
  }
  return null;
}
