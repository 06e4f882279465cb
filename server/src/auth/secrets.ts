import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Database } from '../db/database.ts';

/**
 * The server's keys live outside the database (issue 17): a dump of the database must not be enough to forge an
 * access token or decrypt an authenticator secret. They come from a key file (KEYS_FILE, by default keys.json in the
 * data directory, created with mode 0600 on first start) or from the TOURDESK_KEYS environment variable (the same
 * JSON). Each purpose lists its keys oldest first; the last one signs and encrypts, every listed one verifies and
 * decrypts, and what a key made names it by id, so appending a key rotates without signing anybody out.
 */

export const KEY_PURPOSES = ['jwt', 'csrf', 'mfa'] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

export interface Key {
  readonly id: string;
  readonly material: Buffer;
}

interface KeySet {
  /** The newest key: it signs and encrypts. */
  readonly signer: Key;
  /** Every listed key, oldest first. */
  readonly all: readonly Key[];
  get(id: string): Key | undefined;
}

/** The keys in force now; a key file's keys follow the file (see fileKeys). */
export interface Secrets {
  keys(purpose: KeyPurpose): KeySet;
}

/** The id of the keys moved out of the database's old app_secret table (and of what they made, which names none). */
export const LEGACY_KEY_ID = 'legacy';

const KEY_ID = /^[A-Za-z0-9_-]{1,40}$/;
const KEY_BYTES = 48;
const MIN_KEY_BYTES = 32;

/** The key file's JSON: per purpose, a list of { id, key } with the key in base64, oldest first. */
export type KeyFileContent = Record<KeyPurpose, { id: string; key: string }[]>;

const newKeyId = () => `k${new Date().toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(3).toString('hex')}`;
const newKeyEntry = (id = newKeyId()) => ({ id, key: randomBytes(KEY_BYTES).toString('base64') });

export function newKeyFileContent(): KeyFileContent {
  const id = newKeyId();
  return { jwt: [newKeyEntry(id)], csrf: [newKeyEntry(id)], mfa: [newKeyEntry(id)] };
}

/** Reads and checks key-file JSON; throws with what is wrong (never with key material). */
function parseKeys(json: string, where: string, previous?: Record<KeyPurpose, KeySet>): Record<KeyPurpose, KeySet> {
  let content: unknown;
  try {
    content = JSON.parse(json);
  } catch {
    throw new Error(`${where}: not JSON`);
  }
  if (!content || typeof content !== 'object') throw new Error(`${where}: expected an object with ${KEY_PURPOSES.join(', ')}`);
  const sets = {} as Record<KeyPurpose, KeySet>;
  for (const purpose of KEY_PURPOSES) {
    const list = (content as Record<string, unknown>)[purpose];
    if (!Array.isArray(list) || !list.length) throw new Error(`${where}: "${purpose}" must list at least one key`);
    const byId = new Map<string, Key>();
    for (const entry of list as { id?: unknown; key?: unknown }[]) {
      if (typeof entry?.id !== 'string' || !KEY_ID.test(entry.id)) {
        throw new Error(`${where}: every "${purpose}" key needs an id of letters, digits, - or _ (at most 40)`);
      }
      if (byId.has(entry.id)) throw new Error(`${where}: "${purpose}" lists the key id ${entry.id} twice`);
      const material = typeof entry.key === 'string' ? Buffer.from(entry.key, 'base64') : Buffer.alloc(0);
      if (material.length < MIN_KEY_BYTES) throw new Error(`${where}: "${purpose}" key ${entry.id} must be at least ${MIN_KEY_BYTES} bytes in base64`);
      // The same key keeps the same object across re-reads (verified tokens are kept by the key object).
      const same = previous?.[purpose].get(entry.id);
      byId.set(entry.id, same?.material.equals(material) ? same : Object.freeze({ id: entry.id, material }));
    }
    const all = Object.freeze([...byId.values()]);
    sets[purpose] = Object.freeze({ signer: all[all.length - 1], all, get: (id: string) => byId.get(id) });
  }
  return sets;
}

/** Fixed keys (the TOURDESK_KEYS variable, tests). */
export function staticKeys(content: KeyFileContent | string, where = 'TOURDESK_KEYS'): Secrets {
  const sets = parseKeys(typeof content === 'string' ? content : JSON.stringify(content), where);
  return { keys: (purpose) => sets[purpose] };
}

/** Fresh random keys held only in memory: tests and throwaway in-memory databases (gone with the process). */
export const memoryKeys = (): Secrets => staticKeys(newKeyFileContent(), 'memory keys');

/** How often a key file is checked for a change at most: a rotation reaches every process within this. */
export const KEY_FILE_RECHECK_MS = 1000;

/**
 * Keys from a file, re-read when it changes (checked on use, at most every `recheckMs`): write the new file to a
 * temporary name and rename it over the old one. A file that no longer reads keeps the last good keys and says so.
 */
export function fileKeys(path: string, options: { recheckMs?: number; warn?: (message: string) => void } = {}): Secrets {
  const recheckMs = options.recheckMs ?? KEY_FILE_RECHECK_MS;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const stamp = () => {
    const s = statSync(path);
    return `${s.ino}:${s.size}:${s.mtimeMs}`;
  };
  let seen = stamp();
  let sets = parseKeys(readFileSync(path, 'utf8'), path);
  let checkedAt = Date.now();
  const refresh = () => {
    const now = Date.now();
    if (now - checkedAt < recheckMs) return;
    checkedAt = now;
    try {
      const current = stamp();
      if (current === seen) return;
      sets = parseKeys(readFileSync(path, 'utf8'), path, sets);
      seen = current;
    } catch (error) {
      warn(`[keys] kept the previous keys: ${(error as Error).message}`);
    }
  };
  return {
    keys: (purpose) => {
      refresh();
      return sets[purpose];
    },
  };
}

/** Writes a key file readable by its owner only, atomically (a reader sees the old file or the new one). */
export function writeKeyFile(path: string, content: KeyFileContent, options: { onlyIfAbsent?: boolean } = {}): boolean {
  const temporary = join(dirname(path), `.${randomBytes(6).toString('hex')}.keys.tmp`);
  writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(temporary, 0o600);
  try {
    if (!options.onlyIfAbsent) {
      renameSync(temporary, path);
      return true;
    }
    // A link fails when the name exists: of two processes creating the file at once, one wins and both read it.
    try {
      linkSync(temporary, path);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  } finally {
    try {
      unlinkSync(temporary);
    } catch { /* renamed */ }
  }
}

/** Appends a new key to the given purposes of a key file, which then signs with it: a rotation. Answers its id. */
export function rotateKeyFile(path: string, purposes: readonly KeyPurpose[] = KEY_PURPOSES): string {
  const content = JSON.parse(readFileSync(path, 'utf8')) as KeyFileContent;
  parseKeys(JSON.stringify(content), path);
  let id = newKeyId();
  while (purposes.some((p) => content[p].some((k) => k.id === id))) id = newKeyId();
  for (const purpose of purposes) content[purpose] = [...content[purpose], newKeyEntry(id)];
  writeKeyFile(path, content);
  return id;
}

/** Removes a key from the given purposes of a key file (once nothing it made is still in use). */
export function retireKey(path: string, id: string, purposes: readonly KeyPurpose[] = KEY_PURPOSES) {
  const content = JSON.parse(readFileSync(path, 'utf8')) as KeyFileContent;
  for (const purpose of purposes) content[purpose] = content[purpose].filter((k) => k.id !== id);
  parseKeys(JSON.stringify(content), path);
  writeKeyFile(path, content);
}

/** Where the keys come from: a file, fixed JSON (TOURDESK_KEYS), or keys already made (tests). */
export type KeySource = { file: string } | { json: string } | { keys: Secrets };

/** The key source of a deployment: TOURDESK_KEYS when set, else KEYS_FILE, else keys.json in the data directory. */
export function keySourceFromEnv(env: NodeJS.ProcessEnv, dataDir: string): KeySource {
  if (env.TOURDESK_KEYS) return { json: env.TOURDESK_KEYS };
  return { file: env.KEYS_FILE || join(dataDir, 'keys.json') };
}

/**
 * Opens the keys. Before this change the database kept them (table app_secret): those are moved into the key file
 * under the id `legacy` (so sessions, anti-forgery tokens and authenticator secrets they made keep working), and
 * migration 0018 then drops the table. Run before migrating. A missing key file is created with fresh keys.
 */
export async function openKeys(db: Database, source: KeySource): Promise<Secrets> {
  const legacy = await legacyKeys(db);
  if ('keys' in source || 'json' in source) {
    const keys = 'keys' in source ? source.keys : staticKeys(source.json);
    if (legacy && !KEY_PURPOSES.every((p) => keys.keys(p).get(LEGACY_KEY_ID)?.material.equals(legacy[p]))) {
      // Dropping them would lock every authenticator secret away; writing them into a variable is not ours to do.
      throw new Error(
        'The database still holds its old keys (table app_secret). Start once with a key file (KEYS_FILE, no ' +
        'TOURDESK_KEYS) so they move into it, then give that file\'s content as TOURDESK_KEYS if you prefer.',
      );
    }
    return keys;
  }
  const path = source.file;
  mkdirSync(dirname(path), { recursive: true });
  if (legacy) {
    let content: KeyFileContent = { jwt: [], csrf: [], mfa: [] };
    try {
      content = JSON.parse(readFileSync(path, 'utf8')) as KeyFileContent;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    let changed = false;
    for (const purpose of KEY_PURPOSES) {
      const list = content[purpose] ?? [];
      const known = list.find((k) => k.id === LEGACY_KEY_ID);
      if (known && !Buffer.from(known.key, 'base64').equals(legacy[purpose])) {
        throw new Error(`${path}: its "${purpose}" key ${LEGACY_KEY_ID} differs from the one the database holds; not overwriting it`);
      }
      if (!known) {
        // Oldest first: the moved key verifies and decrypts what it made, and signs only while it is the only one.
        content[purpose] = [{ id: LEGACY_KEY_ID, key: legacy[purpose].toString('base64') }, ...list];
        changed = true;
      }
    }
    if (changed) writeKeyFile(path, content);
  } else {
    writeKeyFile(path, newKeyFileContent(), { onlyIfAbsent: true });
  }
  return fileKeys(path);
}

/** The keys of the old app_secret table, when it is still there and complete. */
async function legacyKeys(db: Database): Promise<Record<KeyPurpose, Buffer> | null> {
  const [table] = await db.query<{ present: boolean }>(`select to_regclass('app_secret') is not null as present`);
  if (!table.present) return null;
  let rows: { name: string; value: string }[];
  try {
    rows = await db.query<{ name: string; value: string }>('select name, value from app_secret');
  } catch (error) {
    // Another server on this database moved them and dropped the table a moment ago.
    if ((error as { code?: string }).code === '42P01') return null;
    throw error;
  }
  const found = Object.fromEntries(rows.map((r) => [r.name, Buffer.from(r.value, 'base64')]));
  if (!KEY_PURPOSES.every((p) => found[p])) return null;
  return found as Record<KeyPurpose, Buffer>;
}
