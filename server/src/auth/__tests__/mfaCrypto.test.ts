import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, hashRecoveryCode, mfaKeys, newRecoveryCodes } from '../mfaCrypto.ts';
import { memoryKeys } from '../secrets.ts';
import { matchTotp, newTotpSecret, timeStep, totpCode } from '../totp.ts';

const keys = mfaKeys(memoryKeys());
const USER = '6f1c1f9e-7b1a-4c55-9d0e-2a4b8c9d0e11';

describe('TOTP secrets at rest', () => {
  it('round-trips, with a fresh IV each time, and never contains the plaintext', () => {
    const secret = newTotpSecret();
    const a = encryptSecret(keys, USER, secret);
    const b = encryptSecret(keys, USER, secret);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect(decryptSecret(keys, USER, a)).toBe(secret);
  });

  it('refuses a row moved to another user, a tampered ciphertext and another key', () => {
    const stored = encryptSecret(keys, USER, newTotpSecret());
    expect(() => decryptSecret(keys, '00000000-0000-4000-8000-000000000000', stored)).toThrow();
    const [v, kid, iv, data, tag] = stored.split('.');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] ^= 1;
    expect(() => decryptSecret(keys, USER, [v, kid, iv, flipped.toString('base64url'), tag].join('.'))).toThrow();
    const other = mfaKeys(memoryKeys());
    expect(() => decryptSecret(other, USER, stored)).toThrow();
  });

  it('keys each purpose apart', () => {
    const { challenge, encryption, recovery } = keys.current();
    expect(Buffer.from(challenge).equals(encryption)).toBe(false);
    expect(recovery.equals(encryption)).toBe(false);
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes without look-alike characters, hashed in one canonical form', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(hashRecoveryCode(keys, codes[0])).toBe(hashRecoveryCode(keys, ` ${codes[0].toUpperCase().replace('-', ' ')} `));
    expect(hashRecoveryCode(keys, codes[0])).not.toBe(hashRecoveryCode(keys, codes[1]));
  });
});

describe('RFC 6238 codes', () => {
  // RFC 6238 appendix B, SHA-1 seed "12345678901234567890" (base32 below), truncated to 6 digits.
  const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it.each([[59_000, '287082'], [1_111_111_109_000, '081804'], [1_234_567_890_000, '005924'], [2_000_000_000_000, '279037']])(
    'at %i ms the code is %s', (time, code) => {
      expect(totpCode(RFC_SECRET, time)).toBe(code);
      expect(matchTotp(RFC_SECRET, code, time, null)).toBe(timeStep(time));
    },
  );

  it('accepts one step either side, only after the last step used, and nothing malformed', () => {
    const now = 1_700_000_000_000;
    const step = timeStep(now);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now, null)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now, null)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 60_000), now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now), now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now, step)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, '12345', now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, '12345a', now, null)).toBeNull();
  });
});
