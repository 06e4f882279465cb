// createGraphQLError builds the error with the graphql module yoga executes with. A GraphQLError class from another
// copy of graphql (e.g. the ESM build when a bundler or test runner resolves 'graphql' to index.mjs) fails yoga's
// instanceof check and is masked as INTERNAL_SERVER_ERROR, losing the code.
import { createGraphQLError } from 'graphql-yoga';

/** Error codes the SPA maps to the messages of SPEC.md section 8. */
export type ErrorCode =
  | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'VALIDATION' | 'NOT_FOUND' | 'CONFLICT' | 'NO_DAILY_CASHIER_OPEN'
  | 'NO_EXCHANGE_RATE' | 'MAX_PASSENGERS_EXCEEDED' | 'NO_AVAILABILITY';

const HTTP_STATUS: Partial<Record<ErrorCode, number>> = { UNAUTHENTICATED: 401 };

export function appError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}) {
  const status = HTTP_STATUS[code];
  return createGraphQLError(message, { extensions: { code, ...extra, ...(status ? { http: { status } } : {}) } });
}

/** A VALIDATION error with a message per field, e.g. { name: 'This field is required' }. */
export const validationError = (fields: Record<string, string>) =>
  appError('VALIDATION', 'Some fields are not valid', { fields });

export const unauthenticated = () => appError('UNAUTHENTICATED', 'Invalid token');
export const forbidden = (operation: string) =>
  appError('FORBIDDEN', `You don't have the roles required to use ${operation}`, { operation });
export const notFound = (what: string) => appError('NOT_FOUND', `${what} not found`);
