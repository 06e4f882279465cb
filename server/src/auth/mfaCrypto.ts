import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { LEGACY_KEY_ID, type Key, type Secrets } from './secrets.ts';

/** The multi-factor keys derived from one listed root key, one per purpose so none can stand in for another. */
interface MfaKeyVersion {
  id: string;
  /** AES-256-GCM key for TOTP secrets at rest. */
  encryption: Buffer;
  /** HS256 key for the short-lived sign-in challenge (never the access-token key). */
  challenge: Uint8Array;
  /** HMAC key for recovery-code hashes. */
  recovery: Buffer;
  /** AES-256-GCM key for mail kept in the outbox that carries a secret (an activation or reset link). */
  outbox: Buffer;
}

/** The keys multi-factor sign-in uses, following the key file: the newest writes, any listed one reads. */
export interface MfaKeys {
  current(): MfaKeyVersion;
  byId(id: string): MfaKeyVersion | undefined;
  /**
   * Recovery codes are looked up by their hash, so one key must make every hash: the oldest listed. Retiring it
   * makes recovery codes hashed under it useless (people then set up new ones).
   */
  recovery(): Buffer;
}

const derive = (root: Buffer, info: string) => Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), info, 32));
const derived = new WeakMap<Key, MfaKeyVersion>();

function versionOf(key: Key): MfaKeyVersion {
  let version = derived.get(key);
  if (!version) {
    version = {
      id: key.id,
      encryption: derive(key.material, 'tourdesk totp secret encryption v1'),
      challenge: new Uint8Array(derive(key.material, 'tourdesk mfa challenge v1')),
      recovery: derive(key.material, 'tourdesk mfa recovery codes v1'),
      outbox: derive(key.material, 'tourdesk outbox sealed mail v1'),
    };
    derived.set(key, version);
  }
  return version;
}

export function mfaKeys(secrets: Secrets): MfaKeys {
  return {
    current: () => versionOf(secrets.keys('mfa').signer),
    byId: (id) => {
      const key = secrets.keys('mfa').get(id);
      return key && versionOf(key);
    },
    recovery: () => versionOf(secrets.keys('mfa').all[0]).recovery,
  };
}

/**
 * `v2.<key id>.<iv>.<ciphertext>.<tag>` in base64url; the user id is authenticated data, so a row copied to another
 * user fails. (`v1.` rows, from before key ids, were made by the key moved out of the database.)
 */
export function encryptSecret(keys: MfaKeys, idUser: string, plaintext: string): string {
  return seal(keys, (key) => key.encryption, idUser, plaintext);
}

export function decryptSecret(keys: MfaKeys, idUser: string, stored: string): string {
  return open(keys, (key) => key.encryption, idUser, stored, 'Unreadable TOTP secret');
}

/** A mail text the outbox keeps sealed (it carries a link token); the authenticated data names the table. */
export const sealMailText = (keys: MfaKeys, text: string) => seal(keys, (key) => key.outbox, 'mail_outbox', text);
export const openMailText = (keys: MfaKeys, stored: string) => open(keys, (key) => key.outbox, 'mail_outbox', stored, 'Unreadable sealed mail');

type KeyOf = (version: MfaKeyVersion) => Buffer;

function seal(keys: MfaKeys, keyOf: KeyOf, aad: string, plaintext: string): string {
  const key = keys.current();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(key), iv);
  cipher.setAAD(Buffer.from(aad));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v2', key.id, ...[iv, data, cipher.getAuthTag()].map((p) => p.toString('base64url'))].join('.');
}

function open(keys: MfaKeys, keyOf: KeyOf, aad: string, stored: string, unreadable: string): string {
  const parts = stored.split('.');
  const [kid, iv, data, tag] = parts[0] === 'v1' && parts.length === 4 ? [LEGACY_KEY_ID, ...parts.slice(1)]
    : parts[0] === 'v2' && parts.length === 5 ? parts.slice(1) : [];
  const key = kid ? keys.byId(kid) : undefined;
  if (!key || !iv || !data || !tag) throw new Error(unreadable);
  const decipher = createDecipheriv('aes-256-gcm', keyOf(key), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** Recovery codes are compared in one canonical form: lower case, no separators. */
export const canonicalRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

export const hashRecoveryCode = (keys: MfaKeys, code: string) =>
  createHmac('sha256', keys.recovery()).update(canonicalRecoveryCode(code)).digest('hex');

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m3q-x9t2p`, about 50 bits each; the alphabet leaves out look-alikes (0/o, 1/l/i). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/**
 * Re-encrypts every stored TOTP secret that another key than the newest encrypted, so an older `mfa` key can be
 * retired without locking anybody out (scripts/keys.ts reencrypt). Answers how many rows it rewrote.
 */
export async function reencryptMfaSecrets(db: Queryable, keys: MfaKeys): Promise<number> {
  const current = `v2.${keys.current().id}.`;
  const rows = await db.query<{ idUser: string; secret: string }>(
    `select id_user as "idUser", secret_ciphertext as secret from user_mfa where secret_ciphertext not like $1`,
    [`${current}%`],
  );
  let rewritten = 0;
  for (const row of rows) {
    const plaintext = decryptSecret(keys, row.idUser, row.secret);
    // Only the row as read: an enrolment restarted meanwhile keeps its new secret.
    const done = await db.query(
      'update user_mfa set secret_ciphertext = $3 where id_user = $1 and secret_ciphertext = $2 returning 1',
      [row.idUser, row.secret, encryptSecret(keys, row.idUser, plaintext)],
    );
    rewritten += done.length;
  }
  return rewritten;
}
