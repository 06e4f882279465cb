import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import type { Secrets } from './secrets.ts';

/** The keys multi-factor sign-in uses, each derived for one purpose so none can stand in for another. */
export interface MfaKeys {
  /** AES-256-GCM key for TOTP secrets at rest. */
  encryption: Buffer;
  /** HS256 key for the short-lived sign-in challenge (never the access-token key). */
  challenge: Uint8Array;
  /** HMAC key for recovery-code hashes. */
  recovery: Buffer;
}

const derive = (root: Buffer, info: string) => Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), info, 32));

export function mfaKeys(secrets: Secrets): MfaKeys {
  return {
    encryption: derive(secrets.mfaKey, 'tourdesk totp secret encryption v1'),
    challenge: new Uint8Array(derive(secrets.mfaKey, 'tourdesk mfa challenge v1')),
    recovery: derive(secrets.mfaKey, 'tourdesk mfa recovery codes v1'),
  };
}

/** `v1.<iv>.<ciphertext>.<tag>` in base64url; the user id is authenticated data, so a row copied to another user fails. */
export function encryptSecret(keys: MfaKeys, idUser: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv);
  cipher.setAAD(Buffer.from(idUser));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, data, cipher.getAuthTag()].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

export function decryptSecret(keys: MfaKeys, idUser: string, stored: string): string {
  const [version, iv, data, tag] = stored.split('.');
  if (version !== 'v1' || !iv || !data || !tag) throw new Error('Unreadable TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', keys.encryption, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(idUser));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** Recovery codes are compared in one canonical form: lower case, no separators. */
export const canonicalRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

export const hashRecoveryCode = (keys: MfaKeys, code: string) =>
  createHmac('sha256', keys.recovery).update(canonicalRecoveryCode(code)).digest('hex');

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m3q-x9t2p`, about 50 bits each; the alphabet leaves out look-alikes (0/o, 1/l/i). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
