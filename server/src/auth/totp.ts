import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app does it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side absorbs a phone clock a little off and a code typed as it changes. */
const WINDOW = 1;
export const ISSUER = 'Tourdesk';

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const totpFor = (secretBase32: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });

/** The otpauth:// URI an authenticator app scans (Key Uri Format). */
export const otpauthUri = (secretBase32: string, account: string) => totpFor(secretBase32, account).toString();

export const timeStep = (nowMs: number) => Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);

/** The code for a moment (tests and the demo data hint use it). */
export const totpCode = (secretBase32: string, nowMs: number) => totpFor(secretBase32).generate({ timestamp: nowMs });

/**
 * The time step a code belongs to, or null when it matches none within the window or only steps at or before
 * `lastUsedStep` (RFC 6238 section 5.2: a code accepted once is never accepted again).
 */
export function matchTotp(secretBase32: string, code: string, nowMs: number, lastUsedStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: nowMs, window: WINDOW });
  if (delta === null) return null;
  const step = timeStep(nowMs) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}
