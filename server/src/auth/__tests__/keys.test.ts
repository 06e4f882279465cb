/**
 * Issue 17, "keys next to the data": the keys live in a key file or TOURDESK_KEYS, never in the database; every token
 * and ciphertext names its key, so a rotation (a new key appended to the file) signs with the new key while every
 * listed key still verifies; an older database's keys move out of it into the key file.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { SignJWT, decodeProtectedHeader } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database.ts';
import { loadDemoData } from '../../db/demoData.ts';
import { migrate } from '../../db/migrate.ts';
import { createServer } from '../../server.ts';
import { createScratchPostgres, dbKinds, demoEmail, TestClient } from '../../testing/testServer.ts';
import { signChallenge, verifyChallenge } from '../mfaChallenge.ts';
import { decryptSecret, encryptSecret, hashRecoveryCode, mfaKeys, reencryptMfaSecrets } from '../mfaCrypto.ts';
import { DEMO_TOTP_SECRET, enrolDemoUsers } from '../mfaDemo.ts';
import {
  fileKeys, keySourceFromEnv, LEGACY_KEY_ID, newKeyFileContent, openKeys, retireKey, rotateKeyFile, staticKeys, writeKeyFile,
  type KeyFileContent, type Secrets,
} from '../secrets.ts';
import { createCsrfToken, signAccessToken, verifyAccessToken, verifyCsrfToken, type AccessClaims } from '../tokens.ts';

const claims: AccessClaims = {
  idUser: '6f1c2b1e-0000-4000-8000-000000000001', idSession: '6f1c2b1e-0000-4000-8000-000000000002',
  idOu: '6f1c2b1e-0000-4000-8000-000000000003', email: 'agent@tourdesk.test', name: 'Agent', roles: ['RESVIEW'],
};
const USER = claims.idUser;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'tourdesk-keys-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const newFile = (name: string) => {
  const path = join(dir, `${name}.json`);
  writeKeyFile(path, newKeyFileContent());
  return path;
};

describe('a key file', () => {
  it('is written readable by its owner only', () => {
    expect(statSync(newFile('mode')).mode & 0o777).toBe(0o600);
  });

  it('refuses malformed content without repeating any key', () => {
    const content = newKeyFileContent();
    expect(() => staticKeys({ ...content, jwt: [] })).toThrow(/"jwt" must list at least one key/);
    expect(() => staticKeys({ ...content, csrf: [{ id: 'short', key: 'c2hvcnQ=' }] })).toThrow(/at least 32 bytes/);
    expect(() => staticKeys({ ...content, mfa: [{ id: 'a.b', key: content.mfa[0].key }] })).toThrow(/needs an id/);
    expect(() => staticKeys({ ...content, jwt: [content.jwt[0], content.jwt[0]] })).toThrow(/twice/);
    try {
      staticKeys({ ...content, mfa: [{ id: 'x', key: 'AAAA' }] });
    } catch (error) {
      expect((error as Error).message).not.toContain(content.jwt[0].key);
    }
  });

  it('rotates: the new key signs, tokens of the old one still verify, a retired key\'s tokens are refused', async () => {
    const path = newFile('rotation');
    const keys = fileKeys(path, { recheckMs: 0 });
    const oldId = keys.keys('jwt').signer.id;
    const oldToken = await signAccessToken(keys, claims);
    const oldCsrf = createCsrfToken(keys, 'browser-1');
    const mfa = mfaKeys(keys);
    const oldCipher = encryptSecret(mfa, USER, 'SECRETBASE32');
    const oldChallenge = await signChallenge(mfa, { idUser: USER, step: 'CODE' }, 'browser-1');
    const recoveryHash = hashRecoveryCode(mfa, 'abcde-fghjk');
    expect(await verifyAccessToken(keys, oldToken)).toEqual(claims);

    const newId = rotateKeyFile(path);
    expect(newId).not.toBe(oldId);
    const newToken = await signAccessToken(keys, claims);
    expect(decodeProtectedHeader(newToken).kid).toBe(newId);
    expect(decodeProtectedHeader(oldToken).kid).toBe(oldId);
    expect(await verifyAccessToken(keys, newToken)).toEqual(claims);
    expect(await verifyAccessToken(keys, oldToken)).toEqual(claims);
    const newCsrf = createCsrfToken(keys, 'browser-1');
    expect(newCsrf.startsWith(`v2.${newId}.`)).toBe(true);
    expect(verifyCsrfToken(keys, oldCsrf, ['browser-1'])).toBe(true);
    expect(verifyCsrfToken(keys, newCsrf, ['browser-1'])).toBe(true);
    expect(encryptSecret(mfa, USER, 'SECRETBASE32').startsWith(`v2.${newId}.`)).toBe(true);
    expect(decryptSecret(mfa, USER, oldCipher)).toBe('SECRETBASE32');
    expect(await verifyChallenge(mfa, oldChallenge, 'browser-1')).toEqual({ idUser: USER, step: 'CODE' });
    // Recovery codes are looked up by hash: the oldest key keeps making it.
    expect(hashRecoveryCode(mfa, 'abcde-fghjk')).toBe(recoveryHash);

    retireKey(path, oldId);
    expect(await verifyAccessToken(keys, oldToken)).toBeNull();
    expect(verifyCsrfToken(keys, oldCsrf, ['browser-1'])).toBe(false);
    expect(() => decryptSecret(mfa, USER, oldCipher)).toThrow();
    expect(await verifyChallenge(mfa, oldChallenge, 'browser-1')).toBeNull();
    expect(await verifyAccessToken(keys, newToken)).toEqual(claims);
  });

  it('is re-read by a running process within the recheck interval, and a broken file keeps the last good keys', async () => {
    const path = newFile('recheck');
    const warnings: string[] = [];
    const keys = fileKeys(path, { recheckMs: 200, warn: (m) => warnings.push(m) });
    const before = keys.keys('jwt').signer.id;
    const added = rotateKeyFile(path, ['jwt']);
    expect(keys.keys('jwt').signer.id).toBe(before);
    await new Promise((r) => setTimeout(r, 250));
    expect(keys.keys('jwt').signer.id).toBe(added);
    expect(keys.keys('csrf').signer.id).toBe(before);

    writeFileSync(path, '{ "jwt": [');
    await new Promise((r) => setTimeout(r, 250));
    expect(keys.keys('jwt').signer.id).toBe(added);
    expect(warnings.join('\n')).toMatch(/kept the previous keys/);
  });

  it('refuses a token whose header names an unknown key or another key, and one signed with no key id by a non-legacy key', async () => {
    const keys = staticKeys(newKeyFileContent());
    const { signer } = keys.keys('jwt');
    const sign = (header: Record<string, string>, key: Uint8Array) =>
      new SignJWT({ sid: claims.idSession, ou: claims.idOu, email: claims.email, name: claims.name, roles: ['ADMIN'] })
        .setProtectedHeader({ alg: 'HS256', ...header }).setSubject(claims.idUser).setIssuer('tourdesk').setExpirationTime('5m').sign(key);
    expect(await verifyAccessToken(keys, await sign({ kid: signer.id }, signer.material))).not.toBeNull();
    expect(await verifyAccessToken(keys, await sign({ kid: 'nobody' }, signer.material))).toBeNull();
    expect(await verifyAccessToken(keys, await sign({}, signer.material))).toBeNull();
    expect(await verifyAccessToken(keys, await sign({ kid: signer.id }, randomBytes(48)))).toBeNull();
  });
});

/** The AES-GCM ciphertext format before key ids: `v1.<iv>.<data>.<tag>`, made by the key now called legacy. */
const asV1 = (stored: string) => {
  const [, kid, ...rest] = stored.split('.');
  expect(kid).toBe(LEGACY_KEY_ID);
  return ['v1', ...rest].join('.');
};

describe.each(dbKinds)('an older database\'s keys (%s)', (kind) => {
  let db: Database;
  let drop: (() => Promise<void>) | undefined;
  let keysFile: string;
  const legacy = { jwt: randomBytes(48), csrf: randomBytes(48), mfa: randomBytes(48) };

  beforeAll(async () => {
    const scratch = kind === 'postgres' ? await createScratchPostgres() : undefined;
    drop = scratch?.drop;
    db = await openDatabase({ databaseUrl: scratch?.databaseUrl });
    // The database as the previous version left it: its keys in app_secret,
    // the demo users' authenticator secrets encrypted in the format of the time.
    const before = mkdtempSync(join(dir, 'migrations-'));
    const all = fileURLToPath(new URL('../../../migrations/', import.meta.url));
    // Every migration but the one that drops app_secret (later ones are what today's demo data needs).
    for (const file of readdirSync(all).filter((f) => f.endsWith('.sql') && !f.startsWith('0018'))) copyFileSync(join(all, file), join(before, file));
    await migrate(db, before);
    for (const [name, value] of Object.entries(legacy)) {
      await db.query('insert into app_secret (name, value) values ($1, $2)', [name, value.toString('base64')]);
    }
    await loadDemoData(db);
    const legacyKeys = staticKeys(Object.fromEntries(Object.entries(legacy).map(([p, key]) => [p, [{ id: LEGACY_KEY_ID, key: key.toString('base64') }]])) as KeyFileContent);
    await enrolDemoUsers(db, { keys: mfaKeys(legacyKeys), now: Date.now });
    for (const row of await db.query<{ idUser: string; secret: string }>('select id_user as "idUser", secret_ciphertext as secret from user_mfa')) {
      await db.query('update user_mfa set secret_ciphertext = $2 where id_user = $1', [row.idUser, asV1(row.secret)]);
    }
    keysFile = join(mkdtempSync(join(dir, 'data-')), 'keys.json');
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });

  it('refuses to start on fixed keys (TOURDESK_KEYS) while the database still holds its own: they would be lost', async () => {
    await expect(openKeys(db, { json: JSON.stringify(newKeyFileContent()) })).rejects.toThrow(/app_secret/);
    const [{ count }] = await db.query<{ count: number }>('select count(*)::int as count from app_secret');
    expect(count).toBe(3);
  });

  it('move into the key file (mode 0600) and out of the database; what they made keeps working', async () => {
    const { app } = await createServer({ db, keys: { file: keysFile }, logger: false, deliverLink: () => {} });
    try {
      expect(statSync(keysFile).mode & 0o777).toBe(0o600);
      const content = JSON.parse(readFileSync(keysFile, 'utf8')) as KeyFileContent;
      for (const [purpose, key] of Object.entries(legacy)) {
        expect(content[purpose as keyof KeyFileContent]).toEqual([{ id: LEGACY_KEY_ID, key: key.toString('base64') }]);
      }
      const [{ present }] = await db.query<{ present: boolean }>(`select to_regclass('app_secret') is not null as present`);
      expect(present).toBe(false);

      // A demo user with an authenticator signs in: the secret stored in the old format still decrypts.
      const client = new TestClient(app);
      const token = await client.login(demoEmail('ADMIN'));
      expect(decodeProtectedHeader(token).kid).toBe(LEGACY_KEY_ID);
      // An access token of the previous version (no key id) still opens the API.
      const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
      const old = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(legacy.jwt);
      const viewer = await client.graphql<{ viewer: { email: string } }>('{ viewer { email } }', {}, old);
      expect(viewer.data?.viewer.email).toBe(demoEmail('ADMIN'));
      // So does the previous anti-forgery format (`<nonce>.<mac>`).
      const oldCsrf = createCsrfToken(staticKeys({ ...newKeyFileContent(), csrf: [{ id: 'x', key: legacy.csrf.toString('base64') }] }), 'b');
      expect(verifyCsrfToken(await openKeys(db, { file: keysFile }), oldCsrf.split('.').slice(2).join('.'), ['b'])).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('a rotation after the move signs with the new key; re-encrypted, the authenticators outlive the legacy key', async () => {
    const newId = rotateKeyFile(keysFile);
    const keys: Secrets = await openKeys(db, { file: keysFile });
    expect(keys.keys('jwt').signer.id).toBe(newId);
    expect(keys.keys('mfa').all.map((k) => k.id)).toEqual([LEGACY_KEY_ID, newId]);
    const mfa = mfaKeys(keys);
    const enrolled = await db.query<{ idUser: string }>('select id_user as "idUser" from user_mfa');
    expect(enrolled.length).toBeGreaterThan(0);
    expect(await reencryptMfaSecrets(db, mfa)).toBe(enrolled.length);
    expect(await reencryptMfaSecrets(db, mfa)).toBe(0);
    retireKey(keysFile, LEGACY_KEY_ID, ['mfa']);
    const after = mfaKeys(await openKeys(db, { file: keysFile }));
    for (const row of await db.query<{ idUser: string; secret: string }>('select id_user as "idUser", secret_ciphertext as secret from user_mfa')) {
      expect(row.secret.startsWith(`v2.${newId}.`)).toBe(true);
      expect(decryptSecret(after, row.idUser, row.secret)).toBe(DEMO_TOTP_SECRET);
    }
  });
});

describe('where the keys come from', () => {
  it('is TOURDESK_KEYS when set, else KEYS_FILE, else keys.json in the data directory', async () => {
    const json = JSON.stringify(newKeyFileContent());
    expect(keySourceFromEnv({ TOURDESK_KEYS: json, KEYS_FILE: '/k.json' }, '/data')).toEqual({ json });
    expect(keySourceFromEnv({ KEYS_FILE: '/k.json' }, '/data')).toEqual({ file: '/k.json' });
    expect(keySourceFromEnv({}, '/data')).toEqual({ file: '/data/keys.json' });
    const db = await openDatabase({});
    try {
      const keys = await openKeys(db, { json });
      expect(keys.keys('jwt').signer.material.toString('base64')).toBe(JSON.parse(json).jwt[0].key);
      await expect(openKeys(db, { json: '{"jwt": []}' })).rejects.toThrow(/^TOURDESK_KEYS: "jwt" must list at least one key/);
    } finally {
      await db.close();
    }
  });
});

describe('a new installation', () => {
  let db: Database;
  afterEach(async () => {
    await db?.close();
  });

  it('creates its key file once, with mode 0600, and opens the same keys on the next start', async () => {
    db = await openDatabase({});
    const path = join(mkdtempSync(join(dir, 'fresh-')), 'nested', 'keys.json');
    const first = await openKeys(db, { file: path });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const second = await openKeys(db, { file: path });
    expect(second.keys('jwt').signer.material.equals(first.keys('jwt').signer.material)).toBe(true);
  });
});
