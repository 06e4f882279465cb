/*
 * Idempotency keys of the money-moving mutations. The caller runs `once` inside its database transaction, first:
 * the insert claims the key, and on PostgreSQL a concurrent call with the same key waits on the unique index until
 * the first commits (then it reads the stored response) or rolls back (then it claims the key itself). On PGlite
 * transactions queue, so the second simply finds the row. A refused call rolls back its claim with everything else,
 * so the same key may be used again once the input is corrected.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { appError, fieldError } from '../graphql/errors.ts';

const MAX_IDEMPOTENCY_KEY = 100;
export const KEY_REUSED = 'This idempotency key was already used for another request';

/** A stable hash of the request (object keys sorted) so a repeat is recognised whatever the key order. */
export function requestHash(request: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
    }
    return value ?? null;
  };
  return createHash('sha256').update(JSON.stringify(canonical(request))).digest('hex');
}

/** A key is 1..100 printable characters without spaces (a UUID in practice). */
export function checkIdempotencyKey(key: string | null | undefined): string {
  const trimmed = key?.trim() ?? '';
  if (!trimmed || trimmed.length > MAX_IDEMPOTENCY_KEY || !/^[\x21-\x7e]+$/.test(trimmed)) {
    throw trimmed
      ? fieldError('idempotencyKey', 'LENGTH_RANGE', 'Must be 1 to 100 characters without spaces', { min: 1, max: MAX_IDEMPOTENCY_KEY })
      : fieldError('idempotencyKey', 'REQUIRED', 'This field is required');
  }
  return trimmed;
}

/**
 * Runs `work` once per (OU, key): the first call's response (JSON) is stored and every repeat returns it without
 * running `work`. `request` is hashed: the hash of a secret-free view of the input (never a card number).
 */
export async function once<T>(
  tx: Queryable, idOu: string, key: string, operation: string, request: unknown, work: () => Promise<T>,
): Promise<T> {
  const hash = requestHash({ operation, request });
  const claimed = await tx.query(
    `insert into idempotency_key (id_ou, key, operation, request_hash) values ($1, $2, $3, $4)
     on conflict (id_ou, key) do nothing returning key`,
    [idOu, key, operation, hash],
  );
  if (!claimed.length) {
    const [row] = await tx.query<{ operation: string; requestHash: string; response: T }>(
      `select operation, request_hash as "requestHash", response from idempotency_key where id_ou = $1 and key = $2`,
      [idOu, key],
    );
    if (!row || row.operation !== operation || row.requestHash !== hash) {
      throw appError('CONFLICT', KEY_REUSED, { reason: 'KEY_REUSED' });
    }
    return row.response;
  }
  const response = await work();
  await tx.query('update idempotency_key set response = $3::jsonb where id_ou = $1 and key = $2', [idOu, key, JSON.stringify(response)]);
  return response;
}
