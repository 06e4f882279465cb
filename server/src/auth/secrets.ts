import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

export interface Secrets {
  /** Signs access tokens (HS256). */
  jwtKey: Uint8Array;
  /** Keys the anti-forgery HMAC. */
  csrfKey: Buffer;
  /** Root of the multi-factor keys (server/src/auth/mfaCrypto.ts derives the encryption and signing keys from it). */
  mfaKey: Buffer;
}

/** Keys live in the database so that every server process on it, and every restart, agrees on them. */
export async function loadSecrets(db: Database): Promise<Secrets> {
  const read = async (name: string) => {
    await db.query('insert into app_secret (name, value) values ($1, $2) on conflict (name) do nothing', [
      name,
      randomBytes(48).toString('base64'),
    ]);
    const [row] = await db.query<{ value: string }>('select value from app_secret where name = $1', [name]);
    return Buffer.from(row.value, 'base64');
  };
  return { jwtKey: new Uint8Array(await read('jwt')), csrfKey: await read('csrf'), mfaKey: await read('mfa') };
}
