import type { FastifyRequest } from 'fastify';
import type { ErrorParams, ErrorReason } from '../graphql/errors.ts';
import type { Database } from '../db/database.ts';
import { loadViewer } from '../context.ts';
import type { SessionPolicy } from './sessionPolicy.ts';
import type { Secrets } from './secrets.ts';
import { verifyAccessToken, type AccessClaims } from './tokens.ts';

export class HttpError extends Error {
  /**
   * `code` names the problem for the screens to translate (e.g. PASSWORD_TOO_COMMON); the body answers it as `code`
   * (read by the current screens) and as `reason` with `params`, the shape of the GraphQL errors.
   */
  constructor(readonly statusCode: number, message: string, readonly code?: ErrorReason, readonly params: ErrorParams = {}) {
    super(message);
  }
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
