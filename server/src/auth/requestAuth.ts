import type { FastifyRequest } from 'fastify';
import type { ErrorCode, ErrorParams, ErrorReason } from '../graphql/errors.ts';
import type { Database } from '../db/database.ts';
import { loadViewer } from '../context.ts';
import type { SessionPolicy } from './sessionPolicy.ts';
import type { Secrets } from './secrets.ts';
import { verifyAccessToken, type AccessClaims } from './tokens.ts';

export class HttpError extends Error {
  /**
   * `code` names the problem for the screens to translate (e.g. PASSWORD_TOO_COMMON); the body answers it as `reason`
   * with `params` beside the ErrorCode of the status (restErrorBody), the shape of the GraphQL errors.
   */
  constructor(readonly statusCode: number, message: string, readonly code?: ErrorReason, readonly params: ErrorParams = {}) {
    super(message);
  }
}
/** The ErrorCode of a refused REST call's status, so /auth answers `code` as GraphQL's `extensions.code` does. */
const STATUS_CODE: Record<number, ErrorCode> = {
  400: 'VALIDATION', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT', 413: 'VALIDATION', 429: 'THROTTLED',
};

/**
 * A refused REST call's body: `code` (ErrorCode), `reason` (ErrorReason) with `params` when the refusal names one, and
 * `message` in English for logs only. A 5xx names no code: nothing there is the person's to act on.
 */
export function restErrorBody(statusCode: number, message: string, error?: unknown) {
  const code = STATUS_CODE[statusCode];
  const reason = error instanceof HttpError ? error.code : undefined;
  return {
    statusCode, message,
    ...(code ? { code } : {}),
    ...(reason ? { reason, params: (error as HttpError).params } : {}),
  };
}

export const httpError = (statusCode: number, message: string, code?: ErrorReason, params?: ErrorParams) =>
  new HttpError(statusCode, message, code, params);

export function bearerToken(request: { headers: Record<string, string | string[] | undefined> }): string | undefined {
  const header = request.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  return value?.startsWith('Bearer ') ? value.slice(7).trim() : undefined;
}

/** The signed-in caller of a REST call; throws 401 when the token is missing, invalid, expired or its session ended. */
export async function authenticate(
  request: FastifyRequest, db: Database, secrets: Secrets, policy?: SessionPolicy,
): Promise<AccessClaims> {
  const token = bearerToken(request);
  const claims = token ? await verifyAccessToken(secrets, token) : null;
  // As for GraphQL: the session row decides whether the token still counts, and in which OU (changeUserOu moves it).
  const viewer = claims ? await loadViewer(db, claims, policy) : null;
  if (!viewer) throw httpError(401, 'Invalid token');
  return viewer;
}
